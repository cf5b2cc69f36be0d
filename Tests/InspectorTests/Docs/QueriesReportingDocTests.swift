import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

// Every example of the sections "Reporting failures" and "Tree-dump snapshots" of
// Docs/Queries.md, as written there.

private struct Inbox: View {
    var unread = 3
    var body: some View {
        VStack {
            Text("Inbox").font(.headline)
            Text("\(unread) unread").id("unread")
            Button("Archive") {}
        }
    }
}

private struct Loader: View {
    @State var status = "Loading"
    var body: some View {
        Text(status).task { status = "Loaded" }
    }
}

@Suite("Docs: Reporting failures", .expelsHostedViews)
@MainActor
struct QueriesReportingDocTests {
    @Test func showsTheUnreadCount() throws {
        let sut = try Inbox().inspect()
        let count = expectInspection(of: sut) { try $0.find(viewWithId: "unread").text().string() }
        #expect(count == "3 unread")
    }

    @Test func hostedForms() async throws {
        let hosted = ViewHosting.host(view: Inbox())
        expectInspection(of: hosted) { try $0.find(button: "Archive").tap() }
        let loader = ViewHosting.host(view: Loader())
        let status = await expectInspection(of: loader) { try await $0.find(text: "Loaded", timeout: .seconds(1)) }
        #expect(status?.pathToRoot == "view(Loader.self).text()")
    }

    /// The failure the section shows: an issue at the call, with the tree attached.
    @Test func aFailureIsAnIssueWithTheTreeAttached() throws {
        let sut = try Inbox().inspect()
        let capture = FailureCapture(forwards: true)
        let line = #line + 3  // the line of the expectInspection call below
        withKnownIssue {
            FailureReporting.$capture.withValue(capture) {
                let image = expectInspection(of: sut) { try $0.find(viewWithId: "unread").image() }
                #expect(image == nil)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["view(Inbox.self).vStack().image(1): expected Image, found Text"]
                && issue.sourceLocation?.line == line
        }
        let report = try #require(capture.reports.first)
        #expect(report.attachment?.preferredName == "treeDump.txt")
        #expect(
            report.attachment?.attachableValue == """
                view(Inbox.self)
                  vStack()
                    text(0) "Inbox" .font(.headline)
                    text(1) "3 unread" .id("unread")
                    button(2)
                      labelView().text() "Archive"
                """)
    }

    @Test func anyThrowingCheck() throws {
        let sut = try Inbox().inspect()
        expectInspection(of: sut) { try $0.assertAccessible() }
        let toolbar = try HStack { Button(action: {}, label: { Image(systemName: "trash") }) }.inspect()
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            expectInspection(of: toolbar) { try $0.assertAccessible() }
        }
        #expect(
            capture.reports.map(\.message) == [
                """
                hStack().assertAccessible(): found 1 accessibility issue
                [buttonWithoutName] hStack().button(0): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)
                """
            ])
        #expect(
            capture.reports.first?.attachment?.attachableValue == """
                hStack()
                  button(0)
                    labelView().image() systemName: "trash"
                """)
    }

    /// `try #require(expectInspection(of: sut) { … })`: the result unwrapped, and the test stopped
    /// at a failed inspection, with the inspection's issue and one for the nil.
    @Test func requireStopsAtAFailedInspection() throws {
        let sut = try Inbox().inspect()
        let count = try #require(expectInspection(of: sut) { try $0.find(viewWithId: "unread").text().string() })
        #expect(count == "3 unread")
        let capture = FailureCapture(forwards: true)
        var reachedTheNextLine = false
        try withKnownIssue {
            try FailureReporting.$capture.withValue(capture) {
                _ = try #require(expectInspection(of: sut) { try $0.find(viewWithId: "unread").image() })
                reachedTheNextLine = true
            }
        } matching: { issue in
            // The inspection's issue, and #require's for the nil.
            if case let .expectationFailed(expectation) = issue.kind { return expectation.isRequired }
            return issue.comments.map(\.rawValue) == ["view(Inbox.self).vStack().image(1): expected Image, found Text"]
        }
        #expect(!reachedTheNextLine)
        #expect(capture.reports.map(\.message) == ["view(Inbox.self).vStack().image(1): expected Image, found Text"])
    }

    @Test func inboxMatchesItsSnapshot() throws {
        try Inbox().inspect().assertTreeDumpSnapshot()
    }

    /// Compared with the snapshot `testInbox` (XCTest, below) records; the capture keeps the
    /// failure from failing this test.
    @Test func aChangedTreeFailsWithADiff() throws {
        let capture = FailureCapture(forwards: false)
        try FailureReporting.$capture.withValue(capture) {
            try Inbox(unread: 4).inspect().assertTreeDumpSnapshot(named: "inbox")
        }
        #expect(
            capture.reports.map(\.message) == [
                """
                the tree dump differs from the snapshot at __Snapshots__/QueriesReportingDocTests/inbox.txt (-snapshot +now):
                @@ -2,5 +2,5 @@
                   vStack()
                     text(0) "Inbox" .font(.headline)
                -    text(1) "3 unread" .id("unread")
                +    text(1) "4 unread" .id("unread")
                     button(2)
                       labelView().text() "Archive"
                If the view is right, record it again: run the test with INSPECTOR_RECORD_SNAPSHOTS=1.
                """
            ])
        #expect(capture.reports.first?.attachment?.preferredName == "inbox.txt")
    }

    @Test func aMissingSnapshotIsRecordedAndFails() throws {
        let directory = NSTemporaryDirectory() + "QueriesReportingDocTests-" + UUID().uuidString
        let capture = FailureCapture(forwards: false)
        try FailureReporting.$capture.withValue(capture) {
            try Inbox().inspect().assertTreeDumpSnapshot(named: "inbox", snapshotDirectory: directory)
        }
        #expect(
            capture.reports.map(\.message) == [
                "no tree-dump snapshot was at \(directory)/inbox.txt, so the tree dump was recorded there;"
                    + " review the file, commit it, and run the test again"
            ])
    }
}

private enum InboxDump {
    /// The dump of the section's `Inbox`.
    static let text = """
        view(Inbox.self)
          vStack()
            text(0) "Inbox" .font(.headline)
            text(1) "3 unread" .id("unread")
            button(2)
              labelView().text() "Archive"
        """
}

final class QueriesReportingXCTestDocTests: XCTestCase {
    func testInbox() throws {
        let sut = try Inbox().inspect()
        XCTAssertEqual(expectInspection(of: sut) { try $0.find(button: "Archive").pathToRoot }, "view(Inbox.self).vStack().button(2)")
        try sut.assertTreeDumpSnapshot(named: "inbox")
    }

    /// The XCTest failure the section shows: the message carries the dump.
    func testAFailureCarriesTheDump() throws {
        let sut = try Inbox().inspect()
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            expectInspection(of: sut) { try $0.vStack().toggle(1).isOn() }
        }
        XCTAssertEqual(capture.destinations, [.xctest])
        XCTAssertEqual(
            capture.reports.map(\.xctestMessage),
            [
                """
                view(Inbox.self).vStack().toggle(1): expected Toggle, found Text
                The inspected view (as Inspector sees it):
                \(InboxDump.text)
                """
            ])
    }
}
