import Foundation
import ViewTree

extension InspectableView {
    /// Refreshes the view as a user's pull would, and waits until the `refreshable` action
    /// returns, for synchronous tests: on the main thread the main run loop keeps running
    /// meanwhile, so an action that awaits main-actor work (a model's `@MainActor` method, a
    /// state write) finishes.
    ///
    /// ```swift
    /// try sut.inspect().list().callRefreshable()
    /// XCTAssertEqual(model.reloads, 1)
    /// ```
    ///
    /// Throws, without running the action, when the view has no `.refreshable` or is disabled
    /// or hidden; throws `timedOut` when the action has not returned after `timeout` seconds
    /// (it is cancelled then).
    public func callRefreshable(timeout: TimeInterval = 1) throws {
        let action = try RefreshReading.action(of: self, call: "callRefreshable()")
        let finished = LockedValue(false)
        // The action was made in a body: it runs on the main actor when it needs to, whatever
        // task calls it.
        let unchecked = UncheckedSendable(action)
        let task = Task {
            await unchecked.value()
            finished.withValue { $0 = true }
        }
        let deadline = Date().addingTimeInterval(Swift.min(Swift.max(0, timeout), 86_400))
        while !finished.withValue({ $0 }), Date() < deadline {
            if Thread.isMainThread {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
            } else {
                Thread.sleep(forTimeInterval: 0.002)
            }
        }
        guard finished.withValue({ $0 }) else {
            task.cancel()
            throw InspectionError(.timedOut(what: "the refreshable action did not return", seconds: timeout), path: pathToRoot + ".callRefreshable()")
        }
    }

    /// Refreshes the view as a user's pull would, for `async` tests: awaits the `refreshable`
    /// action, on the caller's actor.
    ///
    /// ```swift
    /// @MainActor func testReload() async throws {
    ///     try await sut.inspect().list().callRefreshable()
    /// }
    /// ```
    ///
    /// Throws, without running the action, when the view has no `.refreshable` or is disabled
    /// or hidden.
    nonisolated(nonsending) public func callRefreshable() async throws {
        let action = try RefreshReading.action(of: self, call: "callRefreshable()")
        await action()
    }
}

enum RefreshReading {
    static func action<V>(of view: InspectableView<V>, call: String) throws -> () async -> Void {
        try view.reading(call) { node in
            guard let (_, modifier) = node.ownModifiers(.refreshable).last else { throw node.missing("refreshable") }
            try Interaction.ensureResponsive(node, control: node.kindName)
            return try Reflection.field("action", of: modifier, as: (() async -> Void).self)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.refreshable(action:)`.
    static let refreshable = ModifierKind(name: ".refreshable")
}

extension _RefreshableModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .refreshable }
}
