import Inspector
import ViewTree
import XCTest

// The example of Docs/Queries.md's "Accessibility actions" on labeled actions, action lists
// and input labels, as written there.
final class QueriesAccessibilityActionFormsDocTests: XCTestCase {
    func testOtherActionFormsAndInputLabels() throws {
        var log: [String] = []
        let row = Text("From Ada")
            .accessibilityAction { log.append("flag") } label: { Text("Flag") }
            .accessibilityActions {
                Button("Reply") { log.append("reply") }
                Button("Archive") { log.append("archive") }
            }
            .accessibilityInputLabels(["Message", "Mail from Ada"])
        let text = try row.inspect().text()
        try text.callAccessibilityAction("Flag")
        try text.callAccessibilityAction("Archive")
        XCTAssertEqual(log, ["flag", "archive"])
        XCTAssertEqual(try text.accessibilityInputLabels().map { try $0.string() }, ["Message", "Mail from Ada"])
    }
}
