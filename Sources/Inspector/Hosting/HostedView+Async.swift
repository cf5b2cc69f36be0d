import Foundation
import ViewTree

// The async forms run on the caller's actor (`nonisolated(nonsending)`): awaited from a
// `@MainActor` test, they inspect on the main actor, where bodies can be evaluated.
extension HostedView {
    /// The hosted hierarchy after `delay` seconds, for `async` tests: waits, runs the updates
    /// that are due, and inspects.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(view: Loader())   // starts a `task`
    /// let text = try await hosted.inspect(after: 0.1).find(text: "Loaded")
    /// ```
    nonisolated(nonsending) public func inspect(after delay: TimeInterval) async throws -> InspectableView<ViewType.ClassifiedView> {
        // Clamped to a day: a larger delay is not a test, and would overflow the nanoseconds.
        try await Task.sleep(nanoseconds: UInt64(min(max(0, delay), 86_400) * 1_000_000_000))
        return try inspect()
    }

    /// The hosted hierarchy after `publisher` emits its next value, for `async` tests.
    /// Throws when nothing is emitted within `timeout` seconds.
    nonisolated(nonsending) public func inspect<P: Publisher>(
        onReceive publisher: P, timeout: TimeInterval = 1
    ) async throws -> InspectableView<ViewType.ClassifiedView> where P.Failure == Never {
        _ = try await AsyncWaiting.value(timeout: timeout, failure: "the publisher emitted no value") { (deliver: @escaping @Sendable (Bool) -> Void) in
            OneTimeSubscription.subscribe(to: publisher, expiringAfter: timeout) { deliver(true) }
        }
        return try inspect()
    }
}
