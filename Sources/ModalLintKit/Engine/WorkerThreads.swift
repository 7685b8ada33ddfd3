#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a loop body over `0..<count` on the calling thread plus up to `threads - 1` worker
/// threads started with `pthread_create`.
///
/// Why not `DispatchQueue.concurrentPerform`: when no thread can be started (a pids cgroup or
/// `RLIMIT_NPROC` reached, as in busy CI containers) libdispatch retries thread creation
/// forever and the run hangs. Here a worker that cannot be started is simply not there: the
/// threads that exist (at least the caller) take the remaining items, so the run always ends.
/// Items are handed out in small batches from a shared counter, so a few large files do not
/// leave one thread working alone.
enum WorkerThreads {
    /// Calls `body(i)` exactly once for each `i` in `0..<count`, in parallel, and returns
    /// when all calls have returned. `body` must be safe to call from several threads.
    static func run(count: Int, threads: Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        let wanted = min(threads, count)
        if wanted <= 1 {
            for i in 0..<count { body(i) }
            return
        }
        withoutActuallyEscaping(body) { escapable in
            let shared = Shared(count: count, threads: wanted, body: escapable)
            var started: [pthread_t] = []
            for _ in 1..<wanted {
                guard let t = startWorker(shared) else { break }
                started.append(t)
            }
            shared.work()
            for t in started { pthread_join(t, nil) }
        }
    }

    /// The state the threads share: the next item to hand out, under a mutex.
    final class Shared: @unchecked Sendable {
        let count: Int
        let batch: Int
        let body: (Int) -> Void
        private var next = 0
        private let lock: UnsafeMutablePointer<pthread_mutex_t>

        init(count: Int, threads: Int, body: @escaping (Int) -> Void) {
            self.count = count
            // About 16 batches per thread, at most 64 items each.
            self.batch = max(1, min(64, count / (threads * 16)))
            self.body = body
            lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deinitialize(count: 1)
            lock.deallocate()
        }

        /// The next batch of items, or nil when all have been handed out.
        func take() -> Range<Int>? {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard next < count else { return nil }
            let start = next
            next = min(count, next + batch)
            return start..<next
        }

        func work() {
            while let r = take() {
                for i in r { body(i) }
            }
        }
    }

    /// The stack each worker gets: room for the parser's stack budget (a quarter of the
    /// stack) as on the main thread.
    static let stackSize: Int = max(8 << 20, StackGuard.budget * 4)

    /// Starts a thread running `shared.work()`, or nil when the system refuses one.
    private static func startWorker(_ shared: Shared) -> pthread_t? {
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        pthread_attr_setstacksize(&attr, stackSize)
        let context = Unmanaged.passRetained(shared).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let status = pthread_create(&thread, &attr, { raw in
            let shared = Unmanaged<Shared>.fromOpaque(raw!).takeRetainedValue()
            shared.work()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Shared>.fromOpaque(context).release()
            return nil
        }
        return thread
        #else
        var thread: pthread_t? = nil
        let status = pthread_create(&thread, &attr, { raw in
            let shared = Unmanaged<Shared>.fromOpaque(raw).takeRetainedValue()
            shared.work()
            return nil
        }, context)
        guard status == 0, let t = thread else {
            Unmanaged<Shared>.fromOpaque(context).release()
            return nil
        }
        return t
        #endif
    }
}
