import ModalLintPlatform

/// Values computed once per key and shared by the threads that read the exits model: the
/// first reader makes a value (outside the lock: two threads may both make it, and either
/// result is the same), later readers get it.
final class MemoTable<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = Mutexes(count: 1)
    private var values: [Key: Value] = [:]

    func value(_ key: Key, _ make: () -> Value) -> Value {
        if let v = lock.withLock(0, { values[key] }) { return v }
        let v = make()
        lock.withLock(0) { values[key] = v }
        return v
    }
}
