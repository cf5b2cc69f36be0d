#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A per-type cache shared across threads, read without a lock.
///
/// Inspector's per-type caches (classifications, field layouts, display names) are global: a
/// type's layout never changes, so every inspection in the process shares them, and a search
/// reads them a few times per node. Each thread reads its own copy of the entries it has used
/// (thread-specific storage, no lock); a miss takes the shared table's lock, where the first
/// value computed for a type is kept, so every thread gets the same one.
final class TypeCache<Value>: @unchecked Sendable {
    /// One thread's copy, behind a pointer: only its thread touches it, so the dynamic
    /// exclusivity checks of a class property would only cost time on every lookup.
    private final class Local {
        let table: UnsafeMutablePointer<[ObjectIdentifier: Value]>
        init() {
            table = .allocate(capacity: 1)
            table.initialize(to: [:])
        }
        deinit {
            table.deinitialize(count: 1)
            table.deallocate()
        }
    }

    private let shared = Mutex<[ObjectIdentifier: UncheckedBox<Value>]>([:])
    private let localKey: pthread_key_t

    init() {
        var key = pthread_key_t()
        // Releases a thread's copy when the thread ends.
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        localKey = key
    }

    /// The cached value for `type`, computing and storing it on first use.
    ///
    /// `compute` runs outside the lock, so it may itself use other caches; when two threads
    /// race, both compute and the first stored value wins.
    func value(for type: Any.Type, compute: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        let table = localTable()
        if let cached = table.pointee[key] { return cached }
        let value = sharedValue(for: key, compute: compute)
        table.pointee[key] = value
        return value
    }

    private func sharedValue(for key: ObjectIdentifier, compute: () -> Value) -> Value {
        if let cached = shared.withLock({ $0[key] }) { return cached.value }
        let computed = UncheckedBox(compute())
        return shared.withLock { table in
            if let cached = table[key] { return cached }
            table[key] = computed
            return computed
        }.value
    }

    /// This thread's table; the `Local` that owns it lives until the thread ends.
    private func localTable() -> UnsafeMutablePointer<[ObjectIdentifier: Value]> {
        if let pointer = pthread_getspecific(localKey) {
            return Unmanaged<Local>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.table }
        }
        let local = Local()
        pthread_setspecific(localKey, Unmanaged.passRetained(local as AnyObject).toOpaque())
        return local.table
    }
}

/// Carries a cached value across the lock; the cache's values are immutable or guarded
/// themselves.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
