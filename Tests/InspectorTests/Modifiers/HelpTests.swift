import Inspector
import XCTest

/// `help(_:)` and its reader, as ViewInspector reads it.
final class HelpTests: XCTestCase {
    func testHelpTextIsReadAsAText() throws {
        let sut = VStack {
            Button("Add") {}.help("Adds an item")
            Image(systemName: "trash").help(Text("Deletes"))
            Text("plain")
        }
        XCTAssertEqual(try sut.inspect().vStack().button(0).help().string(), "Adds an item")
        XCTAssertEqual(try sut.inspect().vStack().image(1).help().string(), "Deletes")
        XCTAssertEqual(try sut.inspect().vStack().button(0).help().pathToRoot, "vStack().button(0).help()")
        XCTAssertThrowsError(try sut.inspect().vStack().text(2).help()) { error in
            XCTAssertEqual("\(error)", "vStack().text(2).help(): Text has no help; it has no modifiers")
        }
    }
}
