import Synchronization

/// A lock stored inline in the object it guards.
///
/// `NSLock` is an object of its own, with a mutex it allocates: every `@State` and
/// `@Environment` holds a location with a lock, and a body that builds fifty rows builds a
/// hundred and fifty of them, so the allocations showed up in every search. This one is a
/// `Mutex` without a value: the owner keeps the guarded properties and reads them in `body`.
struct InlineLock: ~Copyable, Sendable {
    private let mutex = Mutex<Void>(())

    init() {}

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body() }
    }
}
