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
///
/// In front of each thread's table sits a direct-mapped array indexed by the type's metadata
/// address: a hit is a multiplication, a shift and a comparison, where hashing the identifier
/// into the dictionary costs tens of nanoseconds, several times per node. The cache lives in
/// the module that uses it, so that its lookups are specialized for each value type:
/// unspecialized, each one would ask the runtime for generic metadata, which costs more than
/// the lookup itself.
///
/// Sendable by construction: a thread touches only its own `Local` (thread-specific storage); `shared` is a `Mutex`.
final class TypeCache<Value>: @unchecked Sendable {
    /// One thread's copy: only its thread touches it. The thread-specific key holds a pointer
    /// to its storage, so a lookup reads memory, not a class; the storage's first field owns
    /// the `Local`, which the key's destructor releases when the thread ends.
    private final class Local {
        let storage: UnsafeMutablePointer<LocalStorage>

        init() {
            let keys = UnsafeMutablePointer<UInt>.allocate(capacity: TypeCache.slots)
            keys.initialize(repeating: 0, count: TypeCache.slots)
            let values = UnsafeMutablePointer<Value?>.allocate(capacity: TypeCache.slots)
            values.initialize(repeating: nil, count: TypeCache.slots)
            storage = .allocate(capacity: 1)
            storage.initialize(to: LocalStorage(owner: nil, table: [:], keys: keys, values: values))
        }

        deinit {
            storage.pointee.keys.deinitialize(count: TypeCache.slots)
            storage.pointee.keys.deallocate()
            storage.pointee.values.deinitialize(count: TypeCache.slots)
            storage.pointee.values.deallocate()
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
    }

    /// A thread's entries.
    private struct LocalStorage {
        /// The `Local` that owns this storage, retained. First, at offset 0 whatever `Value`
        /// is: the key's destructor, which cannot be generic, reads it there.
        var owner: Unmanaged<AnyObject>?
        var table: [ObjectIdentifier: Value]
        /// The direct-mapped front: `keys[slot]` is the metadata address whose value is in
        /// `values[slot]`, 0 for an empty slot.
        let keys: UnsafeMutablePointer<UInt>
        let values: UnsafeMutablePointer<Value?>
    }

    /// The size of the direct-mapped front, a power of two: a screen uses a few hundred types.
    private static var slots: Int { 1 << slotBits }
    private static var slotBits: Int { 10 }

    private let shared = Mutex<[ObjectIdentifier: UncheckedBox<Value>]>([:])
    /// Holds each thread's `Local.storage`; its destructor releases the `Local` when the
    /// thread ends. (pthreads clears the key first: a lookup from a later destructor on that
    /// thread makes a fresh copy, which pthreads destroys in turn.)
    ///
    /// Caches are `static let`s, made once: the key is never deleted.
    private let storageKey: pthread_key_t

    init() {
        var storage = pthread_key_t()
        pthread_key_create(&storage) { pointer in
            guard let pointer else { return }
            // Sound: the key holds a `LocalStorage`, whose first field, at offset 0, is `owner`.
            pointer.load(as: Unmanaged<AnyObject>?.self)?.release()
        }
        storageKey = storage
    }

    /// The cached value for `type`, computing and storing it on first use.
    ///
    /// `compute` runs outside the lock, so it may itself use other caches; when two threads
    /// race, both compute and the first stored value wins.
    func value(for type: Any.Type, compute: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        let address = UInt(bitPattern: key)
        // Fibonacci hashing of the address: metadata are aligned, so the low bits say little.
        let slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - Self.slotBits))
        let local = localStorage()
        if local.pointee.keys[slot] == address, let cached = local.pointee.values[slot] { return cached }
        let value: Value
        if let cached = local.pointee.table[key] {
            value = cached
        } else {
            value = sharedValue(for: key, compute: compute)
            local.pointee.table[key] = value
        }
        local.pointee.keys[slot] = address
        local.pointee.values[slot] = value
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

    /// This thread's entries, made on first use; they live until the thread ends.
    private func localStorage() -> UnsafeMutablePointer<LocalStorage> {
        if let pointer = pthread_getspecific(storageKey) {
            // Sound: only the line below sets this cache's key, to this cache's `LocalStorage`.
            return pointer.assumingMemoryBound(to: LocalStorage.self)
        }
        let local = Local()
        local.storage.pointee.owner = Unmanaged.passRetained(local as AnyObject)
        // Sound: `owner` keeps the `Local`, and so the storage, alive until the key's destructor.
        pthread_setspecific(storageKey, UnsafeMutableRawPointer(local.storage))
        return local.storage
    }
}

/// Carries a cached value across the lock; the cache's values are immutable or guarded
/// themselves.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
