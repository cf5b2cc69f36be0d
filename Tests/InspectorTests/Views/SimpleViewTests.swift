import Inspector
import ViewTree
import XCTest

final class SimpleViewTests: XCTestCase {
    func testEmptyViewSpacerAndDivider() throws {
        let sut = HStack {
            EmptyView()
            Spacer(minLength: 12)
            Spacer()
            Divider()
        }
        let hStack = try sut.inspect().hStack()
        XCTAssertNoThrow(try hStack.emptyView(0))
        XCTAssertEqual(try hStack.spacer(1).minLength(), 12)
        XCTAssertNil(try hStack.spacer(2).minLength())
        XCTAssertNoThrow(try hStack.divider(3))
        XCTAssertThrowsError(try hStack.divider(0)) { error in
            XCTAssertEqual("\(error)", "hStack().divider(0): expected Divider, found EmptyView")
        }
    }

    func testColorView() throws {
        XCTAssertEqual(try Color.red.inspect().color().value(), .red)
        XCTAssertEqual(try Color(red: 1, green: 0.5, blue: 0).inspect().color().value().rgbaComponents?.green, 0.5)
        XCTAssertEqual(try Color.blue.opacity(0.5).inspect().color().value(), Color.blue.opacity(0.5))
        XCTAssertNotEqual(Color(red: 1, green: 0, blue: 0), Color.red)
        XCTAssertEqual(Color.red.description, "red")
        XCTAssertThrowsError(try ZStack { Color.red; Text("a") }.inspect().zStack().color(1)) { error in
            XCTAssertEqual("\(error)", "zStack().color(1): expected Color, found Text")
        }
    }
}
