import Foundation

/// A dictionary shared across threads, guarded by a lock.
///
/// Inspector's per-type caches (field layouts, classifications, display names) are global:
/// a type's layout never changes, so every inspection in the process shares them.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
    private var storage: [Key: Value] = [:]
    private let lock = NSLock()

    /// The cached value for `key`, computing and storing it on first use.
    ///
    /// `compute` runs outside the lock, so it may itself use other caches; when two threads
    /// race, both compute and the first stored value wins.
    func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let cached = storage[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        defer { lock.unlock() }
        if let cached = storage[key] { return cached }
        storage[key] = computed
        return computed
    }
}
