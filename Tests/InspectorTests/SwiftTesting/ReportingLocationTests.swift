import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

/// Failures reported by `inspect { }`, `on(\.didAppear)`, `Inspection` and
/// `assertTreeDumpSnapshot` are issues at the call the test made: its file, line and column.
@Suite("Where failures are reported", .expelsHostedViews)
@MainActor
struct ReportingLocationTests {
    struct Appearing: View {
        var didAppear: ((Self) -> Void)?
        var body: some View {
            Text("Hello").onAppear { self.didAppear?(self) }
        }
    }

    struct Notified: View, Inspectable {
        let inspection = Inspection<Self>()
        var body: some View {
            Text("Hello").onReceive(inspection.notice) { self.inspection.visit(self, $0) }
        }
    }

    static let fileID = "InspectorTests/ReportingLocationTests.swift"

    @Test func theInspectClosureReportsAtItsCall() throws {
        let capture = FailureCapture(forwards: false)
        let line = #line + 2  // the line of the inspect call below
        FailureReporting.$capture.withValue(capture) {
            Appearing().inspect { view in _ = try view.find(ViewType.Image.self) }
        }
        let report = try #require(capture.reports.first)
        #expect(report.sourceLocation.fileID == Self.fileID)
        #expect(report.sourceLocation.filePath == #filePath)
        #expect(report.sourceLocation.line == line)
        #expect(report.sourceLocation.column == 33)  // where Swift puts #column: the trailing closure
    }

    @Test func onDidAppearReportsAtItsCall() async throws {
        let capture = FailureCapture(forwards: false)
        var sut = Appearing()
        let line = #line + 1  // the line of the on call below
        sut.on(\.didAppear) { view in _ = try view.vStack() }
        await FailureReporting.$capture.withValue(capture) {
            let hosted = ViewHosting.host(view: sut)
            try? await hosted.waitUntil(timeout: .seconds(2)) { _ in !capture.reports.isEmpty }
        }
        let report = try #require(capture.reports.first)
        #expect(report.message == "view(Appearing.self).vStack(): expected VStack, found Text")
        #expect(report.sourceLocation.fileID == Self.fileID)
        #expect(report.sourceLocation.line == line)
        #expect(report.sourceLocation.column == 15)  // the argument list
    }

    @Test func anInspectionReportsAtItsCall() throws {
        let capture = FailureCapture(forwards: false)
        let sut = Notified()
        let line = #line + 1  // the line of the inspect call below
        let _: XCTestExpectation = sut.inspection.inspect { view in _ = try view.vStack() }  // the form that reports
        // What the view's onReceive does when the notice arrives, here in the test's task, where
        // the capture is.
        FailureReporting.$capture.withValue(capture) {
            sut.inspection.visit(sut, UInt(line))
        }
        let report = try #require(capture.reports.first)
        #expect(report.message == "view(Notified.self).vStack(): expected VStack, found Text")
        #expect(report.sourceLocation.fileID == Self.fileID)
        #expect(report.sourceLocation.line == line)
        #expect(report.sourceLocation.column == 59)  // the trailing closure
    }

    @Test func aFailedSnapshotIsAnIssueAtItsCall() throws {
        let directory = NSTemporaryDirectory() + "ReportingLocationTests-" + UUID().uuidString
        let fileID = Self.fileID
        let line = #line + 3  // the line of the assertTreeDumpSnapshot call below
        try withKnownIssue {
            let sut = try Appearing().inspect()
            try sut.assertTreeDumpSnapshot(named: "appearing", snapshotDirectory: directory)
        } matching: { issue in
            issue.sourceLocation?.fileID == fileID && issue.sourceLocation?.line == line
                && issue.sourceLocation?.column == 43
                && issue.comments.map(\.rawValue) == [
                    "no tree-dump snapshot was at \(directory)/appearing.txt, so the tree dump was recorded there;"
                        + " review the file, commit it, and run the test again"
                ]
        }
    }
}
