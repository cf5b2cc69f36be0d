import Foundation
import Testing
import ViewTree
import XCTest

/// Reports failures from inspection callbacks to whichever test framework is running, as
/// `expectInspection(of:)` does: Swift Testing inside a `@Test` (an issue, with the tree dump
/// attached), XCTest otherwise (the dump in the message).
enum TestReporting {
    /// Reports `error`, thrown while inspecting `view`, at the call a test made: `fileID`,
    /// `filePath`, `line` and `column` are the caller's `#fileID`, `#filePath`, `#line` and
    /// `#column`, so that Swift Testing shows the issue where the test is.
    static func fail<V: KnownViewType>(
        _ error: any Error, about view: InspectableView<V>?, fileID: String, filePath: StaticString, line: UInt, column: UInt
    ) {
        FailureReporting.record(
            InspectionFailure.report(error, about: view, fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Runs inspection callbacks on views the runtime calls back with.
enum InspectionCallbacks {
    /// A handle on `view`: live when it comes from a hosted hierarchy's callback (its state is
    /// the runtime's, its environment what its ancestors provide), plain otherwise.
    static func handle<V: ViewTree.View>(for view: V) -> InspectableView<ViewType.View<V>> {
        if let context = HostCallbacks.current {
            return InspectableView(hosted: view, in: context.graph, at: context.identity, environment: context.environment)
        }
        let tree = InspectionTree()
        let root = InspectionNode.root(view, in: tree)
        return withExtendedLifetime(tree) { InspectableView(root) }
    }

    /// Runs `inspection` on a handle for `view`; a thrown error fails the test at the call
    /// at `fileID`/`file`, `line` and `column`.
    static func run<V: ViewTree.View>(
        _ view: V, fileID: String, file: StaticString, line: UInt, column: UInt,
        _ inspection: (InspectableView<ViewType.View<V>>) throws -> Void
    ) {
        let handle = handle(for: view)
        do {
            try inspection(handle)
        } catch {
            TestReporting.fail(error, about: handle, fileID: fileID, filePath: file, line: line, column: column)
        }
    }

    /// How long `expelAndFulfill(_:)` waits at most for a cancelled task to end.
    static let cancelledTaskWait: Duration = .milliseconds(20)

    /// After an inspection callback that ends the test's use of the hosted hierarchy (an
    /// `on(\.didAppear)` callback, an `Inspection`'s last one): expels the hierarchy the
    /// callback runs in, as ViewInspector does, then fulfills `expectation` once the tasks
    /// the expel cancelled have ended — the test's `wait(for:)` runs the main queue meanwhile,
    /// so that when it returns, nothing of the hierarchy is retained. A task that ignores its
    /// cancellation is waited for `cancelledTaskWait` at most, well within the guide's
    /// `timeout: 0.1`. Outside a hosted callback, fulfills it at once.
    static func expelAndFulfill(_ expectation: XCTestExpectation) {
        guard let graph = HostCallbacks.current?.graph else {
            expectation.fulfill()
            return
        }
        graph.expel()
        // Fulfilled from another thread while the main queue runs: expectations are
        // thread-safe.
        let waiting = UncheckedSendable(expectation)
        graph.whenCancelledTasksEnd(within: cancelledTaskWait) { waiting.value.fulfill() }
    }
}
