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

    @MainActor func testTheAsyncFormReportsAWaitThatTimedOut() async throws {
        let hosted = ViewHosting.host(view: Inbox())
        defer { hosted.expel() }
        let capture = FailureCapture(forwards: false)
        await FailureReporting.$capture.withValue(capture) {
            let found = await expectInspection(of: hosted) { try await $0.find(text: "Outbox", timeout: .milliseconds(10)) }
            XCTAssertNil(found)
        }
        XCTAssertEqual(capture.destinations, [.xctest])
        // The timeout's message shows the tree already: XCTest's message adds none.
        XCTAssertEqual(
            capture.reports.map(\.xctestMessage),
            [
                """
                find(text: "Outbox", timeout: .seconds(0.01)): waited 0.01 seconds for text "Outbox"; nothing was pending (no update, callback, task or onReceive delivery), so waiting longer would not have changed the view
                The last attempt: view(Inbox.self).find(text: "Outbox"): found no text "Outbox" (searched 4 views below)
                The hosted view when the time ran out:
                view(Inbox.self)
                  vStack()
                    text(0) "Inbox"
                    text(1) "3 unread"
                """
            ])
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
