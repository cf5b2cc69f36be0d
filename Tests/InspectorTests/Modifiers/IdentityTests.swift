import Inspector
import ViewTree
import XCTest

final class IdentityTests: XCTestCase {
    func testID() throws {
        XCTAssertEqual(try Text("a").id(7).inspect().text().id(), 7)
        XCTAssertEqual(try Text("a").id("name").inspect().text().id(), "name")
        XCTAssertEqual(try Text("a").id(1).id(2).inspect().text().id(), 2)
        XCTAssertThrowsError(try Text("a").inspect().text().id()) { error in
            XCTAssertEqual("\(error)", "text().id(): Text has no id; it has no modifiers")
        }
    }

    func testTag() throws {
        XCTAssertEqual(try Text("a").tag("Home").inspect().text().tag(), "Home")
        XCTAssertEqual(try HStack { Text("a").tag(3) }.inspect().hStack().text(0).tag(), 3)
        XCTAssertThrowsError(try Text("a").id(1).inspect().text().tag()) { error in
            XCTAssertEqual("\(error)", "text().tag(): Text has no tag; its modifiers: .id")
        }
    }
}
