import Inspector
import ViewTree
import XCTest

/// `coordinateSpace(name:)`, `coordinateSpace(_:)` and ViewInspector's `coordinateSpaceName()`.
final class CoordinateSpaceTests: XCTestCase {
    func testBothFormsNameIt() throws {
        XCTAssertEqual(try VStack {}.coordinateSpace(name: "scroll").inspect().vStack().coordinateSpaceName(), "scroll")
        XCTAssertEqual(try VStack {}.coordinateSpace(.named("list")).inspect().vStack().coordinateSpaceName(), "list")
        XCTAssertEqual(
            try VStack {}.coordinateSpace(name: "outer").coordinateSpace(name: "inner").inspect().vStack().coordinateSpaceName(), "outer",
            "the innermost")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try VStack {}.padding().inspect().vStack().coordinateSpaceName()) { error in
            XCTAssertEqual("\(error)", "vStack().coordinateSpaceName(): VStack has no coordinateSpace; its modifiers: .padding")
        }
        XCTAssertThrowsError(try VStack {}.coordinateSpace(name: 7).inspect().vStack().coordinateSpaceName()) { error in
            XCTAssertEqual("\(error)", "vStack().coordinateSpaceName(): expected a String name, found Int name 7")
        }
    }

    func testTreeDumpNamesIt() throws {
        XCTAssertEqual(try Text("a").coordinateSpace(name: "s").inspect().treeDump(), "text() \"a\" .coordinateSpace(name: \"s\")")
        XCTAssertEqual(try Text("a").coordinateSpace(.named(3)).inspect().treeDump(), "text() \"a\" .coordinateSpace(name: 3)")
    }
}
