import Inspector
import ViewTree
import XCTest

/// `scenePadding(_:)` and `scenePadding(_:edges:)`, read back.
final class ScenePaddingTests: XCTestCase {
    func testTheMinimumPaddingOnSomeEdges() throws {
        let padded = try Text("Bulletin").scenePadding(.horizontal).inspect().text().scenePadding()
        XCTAssertEqual(padded.padding, .minimum)
        XCTAssertEqual(padded.edges, .horizontal)
        let all = try Text("Bulletin").scenePadding().inspect().text().scenePadding()
        XCTAssertEqual(all.edges, .all)
    }

    func testAPaddingOfItsOwn() throws {
        let padded = try Text("Bar").scenePadding(.navigationBar, edges: .top).inspect().text().scenePadding()
        XCTAssertEqual(padded.padding, .navigationBar)
        XCTAssertEqual(padded.edges, .top)
        XCTAssertEqual(try Text("Bar").scenePadding().inspect().treeDump().contains(".scenePadding(.minimum)"), true)
    }

    func testAViewWithoutOneThrows() {
        XCTAssertThrowsError(try Text("Plain").inspect().text().scenePadding()) { error in
            XCTAssertEqual((error as? InspectionError)?.message.hasPrefix("text().scenePadding(): Text has no scenePadding"), true)
        }
    }
}
