import Inspector
import ViewTree
import XCTest

private final class FocusLog {
    var changes: [Bool] = []
}

final class FocusableTests: XCTestCase {
    func testFocusableIsRead() throws {
        XCTAssertTrue(try Text("a").focusable().inspect().text().isFocusable())
        XCTAssertFalse(try Text("a").focusable(false).inspect().text().isFocusable())
        XCTAssertEqual(try Text("a").focusable(interactions: .edit).inspect().text().focusInteractions(), .edit)
        XCTAssertEqual(try Text("a").focusable().inspect().text().focusInteractions(), .automatic)
        XCTAssertEqual(FocusInteractions.automatic, [.activate, .edit])
        XCTAssertThrowsError(try Text("a").inspect().text().isFocusable()) { error in
            XCTAssertEqual("\(error)", "text().isFocusable(): Text has no .focusable; it has no modifiers")
        }
    }

    func testCallOnFocusChangeRunsTheDeprecatedFormsAction() throws {
        let log = FocusLog()
        let sut = Text("a").focusable(true, onFocusChange: { log.changes.append($0) })
        try sut.inspect().text().callOnFocusChange()
        try sut.inspect().text().callOnFocusChange(false)
        XCTAssertEqual(log.changes, [true, false])
        XCTAssertThrowsError(try Text("a").focusable().inspect().text().callOnFocusChange()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callOnFocusChange(): Text has no .focusable(_:onFocusChange:); its modifiers: .focusable")
        }
    }
}
