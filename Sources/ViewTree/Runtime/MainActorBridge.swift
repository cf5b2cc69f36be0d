import Dispatch
import Foundation

/// How nonisolated code (the hosting runtime, Inspector) runs the code users write on the main
/// actor: bodies, modifier bodies, `@StateObject` initial values.
///
/// The runtime and Inspector are nonisolated so that plain synchronous tests can call them.
/// They check where they run instead of relying on static isolation: on the main actor, the
/// main actor's code runs synchronously (`MainActor.assumeIsolated`); anywhere else it must
/// not run at all, and the caller decides what to do instead — the runtime defers to the main
/// queue, Inspector throws.
package enum MainActorBridge {
    private static let mainQueueKey = DispatchSpecificKey<UInt8>()
    private static let mainQueueMarked: Bool = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)
        return true
    }()

    /// Whether the current code runs on the main actor, so that main-actor code may run now.
    ///
    /// That is the main thread — where XCTest runs test methods on Linux — or the main queue.
    /// `Thread.isMainThread` alone is not enough: Swift Testing starts from an `async` entry
    /// point, and on Linux the main queue, which is the main actor's executor, is then drained
    /// by a worker thread, so `@MainActor` tests do not run on the main thread there. Either
    /// way, no other main-actor code can run at the same time, and
    /// `MainActor.assumeIsolated` accepts both.
    package static var isOnMainActor: Bool {
        // The queue first: it is the cheaper check (about 30 ns against about 190 ns for
        // `Thread.isMainThread` on Linux), and Inspector asks for every body it evaluates.
        _ = mainQueueMarked
        return DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
    }

    /// Runs `work` on the main actor, synchronously, when called on the main actor (see
    /// `isOnMainActor`); returns nil without running it anywhere else.
    package static func run<Result>(_ work: @MainActor () throws -> Result) rethrows -> Result? {
        guard isOnMainActor else { return nil }
        return try MainActor.assumeIsolated { UncheckedSendable(try work()) }.value
    }

    /// `function`, main-actor code kept as a value (a view type's body evaluator), as a
    /// function that nonisolated code calls directly: nil when not on the main actor (see
    /// `isOnMainActor`). Call what it returns at once, from where it was returned, as
    /// `MainActor.assumeIsolated` runs its work: the check made here is the one that makes
    /// the call safe.
    ///
    /// `assumeIsolated` takes its work as a non-escaping closure, which it wraps in an escaping
    /// one it allocates before calling it unisolated: one allocation per body evaluated. A
    /// stored function needs no wrapper: a synchronous main-actor function and its nonisolated
    /// form are called the same way, and `assumeIsolated` itself casts one to the other.
    package static func isolated(_ function: @escaping @MainActor (Any) -> Any?) -> ((Any) -> Any?)? {
        guard isOnMainActor else { return nil }
        return unsafeBitCast(function, to: ((Any) -> Any?).self)
    }
}
