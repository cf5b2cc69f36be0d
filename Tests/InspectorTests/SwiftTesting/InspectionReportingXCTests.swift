import Inspector
import ViewTree
import XCTest

private struct Inbox: View {
    var body: some View {
        VStack {
            Text("Inbox")
            Text("3 unread")
        }
    }
}

/// `expectInspection` in XCTest: the failure goes to `XCTFail`, its message carrying the tree.
final class InspectionReportingXCTests: XCTestCase {
    func testAFailureGoesToXCTestWithTheDumpInItsMessage() throws {
        let sut = try Inbox().inspect()
        let capture = FailureCapture(forwards: false)
        let line = #line + 2  // the line of the expectInspection call below
        FailureReporting.$capture.withValue(capture) {
            XCTAssertNil(expectInspection(of: sut) { try $0.vStack().toggle(1) })
        }
        XCTAssertEqual(capture.destinations, [.xctest])
        let report = try XCTUnwrap(capture.reports.first)
        XCTAssertEqual(report.sourceLocation.line, line)
        XCTAssertEqual(
            report.xctestMessage,
            """
            view(Inbox.self).vStack().toggle(1): expected Toggle, found Text
            The inspected view (as Inspector sees it):
            view(Inbox.self)
              vStack()
                text(0) "Inbox"
                text(1) "3 unread"
            """)
    }

    func testTheDumpInTheMessageIsCapped() throws {
        let sut = try VStack { ForEach(0..<200, id: \.self) { Text("row \($0)") } }.inspect()
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            expectInspection(of: sut) { try $0.vStack().toggle(0) }
        }
        let report = try XCTUnwrap(capture.reports.first)
        let lines = report.xctestMessage.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2 + InspectionLimits.failureDumpLines + 1)
        XCTAssertEqual(lines.last, "… and 82 more views; treeDump() shows them all")
        // The attachment, for Swift Testing, has the whole tree.
        XCTAssertEqual(report.attachment?.attachableValue.split(separator: "\n").count, 202)
    }
}
