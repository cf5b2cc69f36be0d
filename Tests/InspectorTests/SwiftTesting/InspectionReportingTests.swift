import Foundation
import Inspector
import Testing
import ViewTree

/// `expectInspection`: a failed inspection is an issue at the test's line, with the error's
/// message, and the tree dump of the searched view attached.
@Suite("Reporting failed inspections", .expelsHostedViews)
@MainActor
struct InspectionReportingTests {
    struct Inbox: View {
        var body: some View {
            VStack {
                Text("Inbox").font(.headline)
                Text("3 unread").id("unread")
            }
        }
    }

    struct Loader: View {
        @State var text = "Loading"
        var body: some View {
            Text(text).task { text = "Loaded" }
        }
    }

    static let inboxDump = """
        view(Inbox.self)
          vStack()
            text(0) "Inbox" .font(.headline)
            text(1) "3 unread" .id("unread")
        """

    @Test func aPassingInspectionReturnsItsValueAndReportsNothing() throws {
        let capture = FailureCapture(forwards: true)
        let count = try FailureReporting.$capture.withValue(capture) {
            expectInspection(of: try Inbox().inspect()) { try $0.find(viewWithId: "unread").text().string() }
        }
        #expect(count == "3 unread")
        #expect(capture.reports.isEmpty)
    }

    @Test func aFailedInspectionRecordsAnIssueAtTheCallWithTheTreeAttached() throws {
        let sut = try Inbox().inspect()
        let capture = FailureCapture(forwards: true)
        let expected = "view(Inbox.self).vStack().image(0): expected Image, found Text"
        let line = #line + 3  // the line of the expectInspection call below
        withKnownIssue {
            FailureReporting.$capture.withValue(capture) {
                let image = expectInspection(of: sut) { try $0.vStack().image(0) }
                #expect(image == nil)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected]
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "InspectionReportingTests.swift"
        }
        // The issue above, and the attachment recorded with it: the searched view's whole tree.
        let report = try #require(capture.reports.first)
        #expect(capture.reports.count == 1)
        #expect(capture.destinations == [.swiftTesting])
        #expect(report.message == expected)
        #expect(report.sourceLocation.line == line)
        let attachment = try #require(report.attachment)
        #expect(attachment.preferredName == "treeDump.txt")
        #expect(attachment.attachableValue == Self.inboxDump)
        // XCTest's message carries the (capped) dump instead.
        #expect(report.xctestMessage == expected + "\nThe inspected view (as Inspector sees it):\n" + Self.inboxDump)
    }

    @Test func aFailedFindShowsItsTreeOnceInXCTestsMessage() throws {
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            expectInspection(of: try! Inbox().inspect()) { try $0.find(text: "Outbox") }
        }
        let report = try #require(capture.reports.first)
        #expect(
            report.message == """
                view(Inbox.self).find(text: "Outbox"): found no text "Outbox" (searched 4 views below)
                The texts there: "Inbox", "3 unread".
                Searched views (as Inspector sees them):
                """ + "\n" + Self.inboxDump)
        #expect(report.xctestMessage == report.message)
        #expect(report.attachment?.attachableValue == Self.inboxDump)
    }

    @Test func theInspectClosureReportsTheSameWay() throws {
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            Inbox().inspect { view in _ = try view.vStack().image(1) }
        }
        let report = try #require(capture.reports.first)
        #expect(report.message == "view(Inbox.self).vStack().image(1): expected Image, found Text")
        #expect(report.attachment?.attachableValue == Self.inboxDump)
        #expect(report.sourceLocation.fileName == "InspectionReportingTests.swift")
    }

    @Test func aHostedViewIsInspectedAsItIsNow() throws {
        let hosted = ViewHosting.host(view: Inbox())
        let capture = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(capture) {
            #expect(expectInspection(of: hosted) { try $0.find(text: "Inbox").string() } == "Inbox")
            hosted.expel()
            #expect(expectInspection(of: hosted) { try $0.find(text: "Inbox").string() } == nil)
        }
        #expect(capture.reports.map(\.message) == ["the hosted view was expelled; host it again to inspect it"])
        #expect(capture.reports.first?.attachment == nil)
    }

    @Test func aWaitThatTimesOutIsReportedWithTheHierarchyAttached() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let capture = FailureCapture(forwards: true)
        let found = await expectInspection(of: hosted) { try await $0.find(text: "Loaded", timeout: .seconds(2)).string() }
        #expect(found == "Loaded")
        await withKnownIssue {
            await FailureReporting.$capture.withValue(capture) {
                _ = await expectInspection(of: hosted) { try await $0.find(text: "Done", timeout: .milliseconds(10)) }
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("find(text: \"Done\", timeout: .seconds(0.01)): waited 0.01 seconds") == true
        }
        let report = try #require(capture.reports.first)
        #expect(report.attachment?.attachableValue == "view(Loader.self)\n  text() \"Loaded\" .task")
    }
}
