import ModalLintPlatform

/// Runs a loop body over `0..<count` on the calling thread plus up to `threads - 1` worker
/// threads started with `pthread_create`.
///
/// Why not `DispatchQueue.concurrentPerform`: when no thread can be started (a pids cgroup or
/// `RLIMIT_NPROC` reached, as in busy CI containers) libdispatch retries thread creation
/// forever and the run hangs. Here a worker that cannot be started is simply not there: the
/// threads that exist (at least the caller) take the remaining items, so the run always ends.
/// Items are handed out in batches from a shared counter, smaller as fewer remain (down to
/// one item), so the threads finish together: a large last batch left one thread working
/// alone at the end of every phase.
enum WorkerThreads {
    /// Calls `body(i)` exactly once for each `i` in `0..<count`, in parallel, and returns
    /// when all calls have returned. `body` must be safe to call from several threads.
    static func run(count: Int, threads: Int, _ body: (Int) -> Void) {
        run(count: count, threads: threads) { i, _ in body(i) }
    }

    /// The same, telling `body` which thread calls it: 0 for the caller, 1… for the threads
    /// started (a thread keeps its number for the whole run).
    static func run(count: Int, threads: Int, _ body: (_ item: Int, _ worker: Int) -> Void) {
        guard count > 0 else { return }
        let wanted = min(threads, count)
        if wanted <= 1 {
            for i in 0..<count { body(i, 0) }
            return
        }
        withoutActuallyEscaping(body) { escapable in
            let shared = Shared(count: count, threads: wanted, body: escapable)
            var started: [PlatformThread] = []
            for w in 1..<wanted {
                guard let t = startWorker({ shared.work(worker: w) }) else { break }
                started.append(t)
            }
            shared.work(worker: 0)
            for t in started { t.join() }
        }
    }

    /// Calls `body(w)` once for each worker number `w` in `0..<threads`, each on a thread of
    /// its own (0 on the caller), and returns when all have returned. A worker whose thread
    /// the system refuses is run by the caller.
    static func eachWorker(threads: Int, _ body: (_ worker: Int) -> Void) {
        guard threads > 1 else {
            if threads == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { escapable in
            var started: [PlatformThread] = []
            var refused: [Int] = []
            for w in 1..<threads {
                if let t = startWorker({ escapable(w) }) { started.append(t) } else { refused.append(w) }
            }
            escapable(0)
            for w in refused { escapable(w) }
            for t in started { t.join() }
        }
    }

    /// The state the threads share: the next item to hand out, under a mutex.
    final class Shared: @unchecked Sendable {
        let count: Int
        let threads: Int
        let body: (Int, Int) -> Void
        private var next = 0
        private let lock = Mutexes(count: 1)

        init(count: Int, threads: Int, body: @escaping (Int, Int) -> Void) {
            self.count = count
            self.threads = threads
            self.body = body
        }

        /// The next batch of items, or nil when all have been handed out: an eighth of each
        /// thread's share of what remains, at most 64 items (few lock round trips while much
        /// remains) and at least one (at the end, no thread takes more than one item's work
        /// past the others).
        func take() -> Range<Int>? {
            lock.withLock(0) {
                guard next < count else { return nil }
                let start = next
                next = min(count, next + Shared.batch(remaining: count - next, threads: threads))
                return start..<next
            }
        }

        static func batch(remaining: Int, threads: Int) -> Int {
            max(1, min(64, remaining / (threads * 8)))
        }

        func work(worker: Int) {
            while let r = take() {
                for i in r { body(i, worker) }
            }
        }
    }

    /// The stack each worker gets: room for the parser's stack budget (a quarter of the
    /// stack) as on the main thread.
    static let stackSize: Int = max(8 << 20, StackGuard.budget * 4)

    /// Starts a thread running `job`, or nil when the system refuses one.
    private static func startWorker(_ job: @escaping () -> Void) -> PlatformThread? {
        PlatformThread.start(stackSize: stackSize, job)
    }
}
