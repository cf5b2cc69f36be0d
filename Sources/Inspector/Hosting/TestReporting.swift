import Foundation
import Testing
import ViewTree
import XCTest

/// Reports failures from inspection callbacks to whichever test framework is running: Swift
/// Testing inside a `@Test`, XCTest otherwise.
enum TestReporting {
    static func fail(_ message: String, file: StaticString, line: UInt) {
        if Test.current != nil {
            let path = "\(file)"
            let fileName = URL(fileURLWithPath: path).lastPathComponent
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: "Tests/\(fileName)", filePath: path, line: Int(line), column: 1))
        } else {
            XCTFail(message, file: file, line: line)
        }
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

    /// Runs `inspection` on a handle for `view`; a thrown error fails the test at `file:line`.
    static func run<V: ViewTree.View>(
        _ view: V, file: StaticString, line: UInt, _ inspection: (InspectableView<ViewType.View<V>>) throws -> Void
    ) {
        do {
            try inspection(handle(for: view))
        } catch {
            TestReporting.fail("\(error)", file: file, line: line)
        }
    }
}
