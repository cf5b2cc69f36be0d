import Inspector
import ViewTree
import XCTest

/// `containerBackground(_:for:)` and its reader.
final class ContainerBackgroundTests: XCTestCase {
    func testTheStyleOfEachContainer() throws {
        let text = try Text("a")
            .containerBackground(Color.blue, for: .navigation)
            .containerBackground(Color.red, for: .tabView)
            .inspect().text()
        XCTAssertEqual(try text.containerBackground(for: .navigation) as? Color, .blue)
        XCTAssertEqual(try text.containerBackground(for: .tabView) as? Color, .red)
        XCTAssertThrowsError(try text.containerBackground(for: .widget)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().containerBackground(for: .widget): Text has no containerBackground(_:for:) for .widget;"
                    + " its containerBackground(_:for:) is for .navigation, .tabView only")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().containerBackground(for: .navigation)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().containerBackground(for: .navigation): Text has no containerBackground(_:for:); it has no modifiers")
        }
    }

    func testTheDumpShowsIt() throws {
        let dump = try Text("a").containerBackground(Color.blue, for: .navigationSplitView).inspect().treeDump()
        XCTAssertTrue(dump.contains(".containerBackground(") && dump.contains("for: .navigationSplitView)"), dump)
    }
}
