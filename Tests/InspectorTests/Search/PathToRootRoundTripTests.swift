@testable import Inspector
import ViewTree
import XCTest

private struct Badge: ViewModifier {
    let count: Int
    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(count)")
        }
    }
}

private struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text(title)
                .overlay(Circle().fill(Color.red))
            Spacer()
        }
    }
}

private struct Header: View {
    var body: some View {
        Text("Header")
        Divider()
    }
}

private struct Screen: View {
    let showFooter: Bool
    var body: some View {
        VStack {
            Header()
            AnyView(Row(title: "first"))
            ForEach(0..<3) { index in
                Row(title: "row \(index)")
            }
            Group {
                Button(action: {}) {
                    Image(systemName: "plus")
                    Text("Add")
                }
                Button("Save") {}
                    .background(Color.yellow)
                    .accessibilityLabel("Save it")
            }
            .modifier(Badge(count: 2))
            if showFooter {
                ZStack {
                    Color.blue
                    Text("footer")
                }
            }
        }
    }
}

final class PathToRootRoundTripTests: XCTestCase {
    private let evaluator = ChainEvaluator(types: [
        "Screen": ViewToken<Screen>(), "Row": ViewToken<Row>(), "Header": ViewToken<Header>(),
        "Badge": ModifierToken<Badge>(),
    ])

    /// Walks every node search can reach and checks that its `pathToRoot`, evaluated as a
    /// chain, reaches that very node — and the node at the same place in a fresh inspection.
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

    func testEveryPathOfAScreenIsAChain() throws {
        try checkEveryPath(of: Screen(showFooter: true))
        try checkEveryPath(of: Screen(showFooter: false))
    }

    func testEveryPathOfARowIsAChain() throws {
        try checkEveryPath(of: Row(title: "x"))
    }

    func testEveryPathOfAPrimitiveRootIsAChain() throws {
        try checkEveryPath(
            of: HStack {
                Text("a").modifier(Badge(count: 1))
                AnyView(AnyView(Header()))
            })
    }

    func testPathsOfChainsAndSearchAgree() throws {
        let sut = try Screen(showFooter: true).inspect()
        let byChain = try sut.vStack().forEach(2).view(Row.self, 1).hStack().text(1)
        let bySearch = try sut.find(text: "row 1")
        XCTAssertEqual(byChain.pathToRoot, bySearch.pathToRoot)
        XCTAssertTrue(try byChain.node() === bySearch.node())
    }

    func testParsingPaths() throws {
        let calls = try ChainEvaluator.parse("view(Generic<Int, String>.self, 2).hStack()[3].text(0)")
        XCTAssertEqual(calls.map(\.name), ["view", "hStack", "[]", "text"])
        XCTAssertEqual(calls[0].arguments, ["Generic<Int, String>.self", "2"])
    }
}
