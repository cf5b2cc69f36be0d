#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A per-type cache shared across threads, read without a lock.
///
/// The per-type caches (the wrappers a view type holds; Inspector's classifications, field
/// layouts and display names) are global: a type's layout never changes, so every inspection
/// in the process shares them, and a search reads them a few times per node. Each thread reads its own copy of the entries it has used
/// (thread-specific storage, no lock); a miss takes the shared table's lock, where the first
/// value computed for a type is kept, so every thread gets the same one.
///
/// In front of each thread's table sits a direct-mapped array indexed by the type's metadata
/// address: a hit is a multiplication, a shift and a comparison, where hashing the identifier
/// into the dictionary costs tens of nanoseconds, several times per node.
package final class TypeCache<Value>: @unchecked Sendable {
    /// One thread's copy, behind a pointer: only its thread touches it, so the dynamic
    /// exclusivity checks of a class property would only cost time on every lookup.
    private final class Local {
        let table: UnsafeMutablePointer<[ObjectIdentifier: Value]>
        /// The direct-mapped front: `keys[slot]` is the metadata address whose value is in
        /// `values[slot]`, 0 for an empty slot.
        let keys: UnsafeMutablePointer<UInt>
        let values: UnsafeMutablePointer<Value?>

        init() {
            table = .allocate(capacity: 1)
            table.initialize(to: [:])
            keys = .allocate(capacity: TypeCache.slots)
            keys.initialize(repeating: 0, count: TypeCache.slots)
            values = .allocate(capacity: TypeCache.slots)
            values.initialize(repeating: nil, count: TypeCache.slots)
        }
        deinit {
            table.deinitialize(count: 1)
            table.deallocate()
            keys.deinitialize(count: TypeCache.slots)
            keys.deallocate()
            values.deinitialize(count: TypeCache.slots)
            values.deallocate()
        }
    }

    /// The size of the direct-mapped front, a power of two: a screen uses a few hundred types.
    private static var slots: Int { 1 << slotBits }
    private static var slotBits: Int { 10 }

    private let shared = Mutex<[ObjectIdentifier: UncheckedBox<Value>]>([:])
    private let localKey: pthread_key_t

    package init() {
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
    package func value(for type: Any.Type, compute: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        let local = localCopy()
        let address = UInt(bitPattern: key)
        // Fibonacci hashing of the address: metadata are aligned, so the low bits say little.
        let slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - Self.slotBits))
        if local.keys[slot] == address, let cached = local.values[slot] { return cached }
        let value: Value
        if let cached = local.table.pointee[key] {
            value = cached
        } else {
            value = sharedValue(for: key, compute: compute)
            local.table.pointee[key] = value
        }
        local.keys[slot] = address
        local.values[slot] = value
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

    /// This thread's copy, whose storage lives until the thread ends.
    private func localCopy() -> LocalStorage {
        if let pointer = pthread_getspecific(localKey) {
            return Unmanaged<Local>.fromOpaque(pointer)._withUnsafeGuaranteedRef(LocalStorage.init)
        }
        let local = Local()
        pthread_setspecific(localKey, Unmanaged.passRetained(local as AnyObject).toOpaque())
        return LocalStorage(local)
    }

    /// The pointers of a thread's copy, read without retaining it.
    private struct LocalStorage {
        let table: UnsafeMutablePointer<[ObjectIdentifier: Value]>
        let keys: UnsafeMutablePointer<UInt>
        let values: UnsafeMutablePointer<Value?>

        init(_ local: Local) {
            table = local.table
            keys = local.keys
            values = local.values
        }
    }
}

/// Carries a cached value across the lock; the cache's values are immutable or guarded
/// themselves.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
