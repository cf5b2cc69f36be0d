@testable import Inspector
import ViewTree
import XCTest

private struct Detail: View {
    let number: Int
    var body: some View {
        VStack {
            Text("Detail \(number)")
            NavigationLink("Next", value: number + 1)
        }
    }
}

/// Every `pathToRoot` in navigation views is a chain a user could type, reaching the same view.
final class NavigationPathToRootTests: XCTestCase {
    private let evaluator = ChainEvaluator(types: ["Detail": ViewToken<Detail>()])

    private func checkEveryPath<V: View>(of view: V, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try view.inspect()
        let everything = root.findAll(where: { _ in true })
        XCTAssertGreaterThan(everything.count, 1, file: file, line: line)
        for found in everything {
            let path = found.pathToRoot
            let original = try found.node()
            let reached = try inspectionNode(of: try evaluator.evaluate(path, from: root))
            XCTAssertTrue(reached === original, "\(path) reaches another node: \(reached.pathToRoot)", file: file, line: line)
            let freshHandle = try evaluator.evaluate(path, from: try view.inspect())
            try withExtendedLifetime(freshHandle) {
                let fresh = try inspectionNode(of: freshHandle)
                XCTAssertEqual(fresh.pathToRoot, path, file: file, line: line)
                XCTAssertTrue(fresh.info.type == original.info.type, "type at \(path)", file: file, line: line)
            }
        }
    }

    func testEveryPathOfAStackWithPushedViewsIsAChain() throws {
        let stack = NavigationStack {
            VStack {
                NavigationLink("First", value: 1)
                NavigationLink("About") {
                    Text("About")
                    Text("Version")
                }
                Button("Present") {}
                    .navigationDestination(isPresented: .constant(true)) { Text("Presented") }
            }
            .navigationDestination(for: Int.self) { Detail(number: $0) }
        }
        try stack.inspect().find(navigationLink: "First").activate()
        try stack.inspect().find(navigationLink: "About").activate()
        try stack.inspect().find(navigationLink: "Next").activate()
        XCTAssertEqual(try stack.inspect().navigationStack().pushedViews().count, 3)
        try checkEveryPath(of: stack)
    }

    func testEveryPathOfASplitViewIsAChain() throws {
        try checkEveryPath(
            of: NavigationSplitView {
                Text("Sidebar")
            } content: {
                NavigationLink("Open", value: 2)
            } detail: {
                NavigationStack { Text("Detail root") }
            })
    }
}
