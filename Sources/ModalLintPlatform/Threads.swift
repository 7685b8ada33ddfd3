/// A thread started with `pthread_create`, to be joined.
///
/// Why POSIX threads and not Dispatch: where no thread can be started (a pids cgroup or
/// `RLIMIT_NPROC` reached, as in busy CI containers) libdispatch retries for ever; here a
/// refused thread is reported as nil and the caller does the work itself.
public struct PlatformThread {
    /// An integer in Glibc; a pointer in Darwin and Musl, which `pthread_create` fills in as
    /// an optional (hence the two branches of `start`).
    private let handle: pthread_t

    /// Starts a thread with a stack of `stackSize` bytes running `body` (after preparing its
    /// allocator arena, see `AllocatorTuning`), or returns nil when the system refuses one.
    public static func start(stackSize: Int, _ body: @escaping () -> Void) -> PlatformThread? {
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        pthread_attr_setstacksize(&attr, stackSize)
        let context = Unmanaged.passRetained(Start(body)).toOpaque()
        #if canImport(Glibc)
        var handle = pthread_t()
        let status = pthread_create(&handle, &attr, { Start.run($0) }, context)
        #else
        var made: pthread_t? = nil
        let status = pthread_create(&made, &attr, { Start.run($0) }, context)
        #endif
        guard status == 0 else {
            Unmanaged<Start>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
        return PlatformThread(handle: handle)
        #else
        guard let handle = made else { return nil }
        return PlatformThread(handle: handle)
        #endif
    }

    /// Waits for the thread to end.
    public func join() { pthread_join(handle, nil) }

    /// What a started thread runs.
    private final class Start {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }

        /// The thread's entry. Its argument is optional in Glibc's and Musl's declaration of
        /// `pthread_create`, not in Darwin's: one overload each.
        static func run(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
            guard let raw = raw else { return nil }
            return run(raw)
        }

        static func run(_ raw: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
            let start = Unmanaged<Start>.fromOpaque(raw).takeRetainedValue()
            AllocatorTuning.prepareThreadArena()
            start.body()
            return nil
        }
    }
}

/// A fixed set of `pthread_mutex_t`, allocated once (a mutex must not move once initialised).
public final class Mutexes: @unchecked Sendable {
    @usableFromInline let locks: UnsafeMutablePointer<pthread_mutex_t>
    public let count: Int

    public init(count: Int) {
        self.count = count
        locks = .allocate(capacity: count)
        for i in 0..<count {
            (locks + i).initialize(to: pthread_mutex_t())
            pthread_mutex_init(locks + i, nil)
        }
    }

    deinit {
        for i in 0..<count { pthread_mutex_destroy(locks + i) }
        locks.deinitialize(count: count)
        locks.deallocate()
    }

    /// Runs `body` holding mutex `i`.
    @inlinable public func withLock<R>(_ i: Int, _ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(locks + i)
        defer { pthread_mutex_unlock(locks + i) }
        return try body()
    }
}

/// One object per thread, retained while the thread lives and released when it ends
/// (`pthread_key_create` with a destructor).
public final class ThreadLocalObject<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t

    /// Nil when the process has no thread-specific key left.
    public init?() {
        guard let key = makeReleasingKey() else { return nil }
        self.key = key
    }

    /// The calling thread's object, if one was set.
    public var value: Value? {
        guard let p = pthread_getspecific(key) else { return nil }
        return Unmanaged<Value>.fromOpaque(p).takeUnretainedValue()
    }

    /// The calling thread's object, made by `make` and kept on first use (a fresh one each
    /// time if the system refuses to keep it).
    public func value(orMake make: () -> Value) -> Value {
        if let v = value { return v }
        let v = make()
        _ = set(v)
        return v
    }

    /// Makes `object` the calling thread's (retained until the thread ends); false when the
    /// system refuses.
    public func set(_ object: Value) -> Bool {
        let p = Unmanaged.passRetained(object).toOpaque()
        guard pthread_setspecific(key, p) == 0 else {
            Unmanaged<Value>.fromOpaque(p).release()
            return false
        }
        return true
    }
}

/// A key whose destructor releases the object it holds. Outside the generic class: a C
/// function pointer cannot be formed in a generic context.
private func makeReleasingKey() -> pthread_key_t? {
    var key = pthread_key_t()
    // The destructor's argument is optional in Glibc's declaration, not in Darwin's:
    // `releaseObject` takes either.
    guard pthread_key_create(&key, { releaseObject($0) }) == 0 else { return nil }
    return key
}

private func releaseObject(_ p: UnsafeMutableRawPointer?) {
    guard let p = p else { return }
    Unmanaged<AnyObject>.fromOpaque(p).release()
}
