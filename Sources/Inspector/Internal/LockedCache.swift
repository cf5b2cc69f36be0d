import Synchronization

/// A dictionary shared across threads, guarded by a lock.
///
/// Inspector's per-type caches (field layouts, classifications, display names) are global:
/// a type's layout never changes, so every inspection in the process shares them. A search
/// looks a few types up per node, so the lock is a `Mutex` (an atomic word, no call into
/// Foundation) held only for the dictionary read.
final class LockedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private let storage = Mutex<[Key: Value]>([:])

    /// The cached value for `key`, computing and storing it on first use.
    ///
    /// `compute` runs outside the lock, so it may itself use other caches; when two threads
    /// race, both compute and the first stored value wins.
    func value(for key: Key, compute: () -> Value) -> Value {
        if let cached = storage.withLock({ $0[key].map(UncheckedBox.init) }) {
            return cached.value
        }
        let computed = UncheckedBox(compute())
        return storage.withLock { storage in
            if let cached = storage[key] { return UncheckedBox(cached) }
            storage[key] = computed.value
            return computed
        }.value
    }
}

/// Carries a non-`Sendable` cached value out of the lock; the cache's values are immutable
/// or guarded themselves.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
