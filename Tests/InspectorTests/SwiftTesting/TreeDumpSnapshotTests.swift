import Foundation
import Inspector
import Testing
import ViewTree

/// Tree-dump snapshots: compared with `__Snapshots__/TreeDumpSnapshotTests/<name>.txt`,
/// recorded when missing or asked for (and failing then), failing with a line diff otherwise.
@Suite("Tree-dump snapshots")
@MainActor
struct TreeDumpSnapshotTests {
    struct Inbox: View {
        var title = "Inbox"
        var unread = 3
        var body: some View {
            VStack {
                Text(title).font(.headline)
                Text("\(unread) unread")
                Button("Compose") {}
            }
        }
    }

    static let inboxDump = """
        view(Inbox.self)
          vStack()
            text(0) "Inbox" .font(.headline)
            text(1) "3 unread"
            button(2)
              labelView().text() "Compose"
        """

    /// A scratch directory for snapshots the test writes.
    private func scratch() -> String {
        let path = NSTemporaryDirectory() + "TreeDumpSnapshotTests-" + UUID().uuidString
        return path
    }

    @Test func matchesTheRecordedSnapshot() throws {
        let capture = FailureCapture(forwards: true)
        try FailureReporting.$capture.withValue(capture) {
            try Inbox().inspect().assertTreeDumpSnapshot()
            try Inbox().inspect().vStack().assertTreeDumpSnapshot(named: "inbox stack")
        }
        #expect(capture.reports.isEmpty)
    }

    @Test func aMissingSnapshotIsRecordedAndFails() throws {
        let directory = scratch()
        let capture = FailureCapture(forwards: true)
        withKnownIssue {
            try FailureReporting.$capture.withValue(capture) {
                try Inbox().inspect().assertTreeDumpSnapshot(named: "inbox", snapshotDirectory: directory)
            }
        }
        let path = directory + "/inbox.txt"
        #expect(
            capture.reports.map(\.message) == [
                "no tree-dump snapshot was at \(path), so the tree dump was recorded there;"
                    + " review the file, commit it, and run the test again"
            ])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.inboxDump + "\n")
        // Run again, it compares with what was recorded.
        let again = FailureCapture(forwards: true)
        try FailureReporting.$capture.withValue(again) {
            try Inbox().inspect().assertTreeDumpSnapshot(named: "inbox", snapshotDirectory: directory)
        }
        #expect(again.reports.isEmpty)
    }

    @Test func recordingOnRequestOverwritesAndFails() throws {
        let directory = scratch()
        let snapshot = TreeDumpSnapshot(name: "inbox", testFile: #filePath, directory: directory)
        #expect(snapshot.verify("old", record: false) == .recorded(.missing))
        let capture = FailureCapture(forwards: true)
        withKnownIssue {
            try FailureReporting.$capture.withValue(capture) {
                try Inbox().inspect().assertTreeDumpSnapshot(named: "inbox", record: true, snapshotDirectory: directory)
            }
        }
        #expect(
            capture.reports.map(\.message) == [
                "recorded the tree dump at \(directory)/inbox.txt, as asked (INSPECTOR_RECORD_SNAPSHOTS or record: true);"
                    + " review the file's diff, commit it, and run the test again without recording"
            ])
        #expect(try String(contentsOfFile: directory + "/inbox.txt", encoding: .utf8) == Self.inboxDump + "\n")
    }

    @Test func theEnvironmentVariableAsksToRecord() {
        #expect(TreeDumpSnapshot.recordingRequested(in: ["INSPECTOR_RECORD_SNAPSHOTS": "1"]))
        #expect(TreeDumpSnapshot.recordingRequested(in: ["INSPECTOR_RECORD_SNAPSHOTS": "true"]))
        #expect(TreeDumpSnapshot.recordingRequested(in: ["INSPECTOR_RECORD_SNAPSHOTS": "YES"]))
        #expect(!TreeDumpSnapshot.recordingRequested(in: ["INSPECTOR_RECORD_SNAPSHOTS": "0"]))
        #expect(!TreeDumpSnapshot.recordingRequested(in: [:]))
    }

    @Test func aDifferentTreeFailsWithALineDiffAndAttachesTheNewDump() throws {
        let directory = scratch()
        let snapshot = TreeDumpSnapshot(name: "inbox", testFile: #filePath, directory: directory)
        #expect(snapshot.verify(Self.inboxDump, record: false) == .recorded(.missing))
        let changed = FailureCapture(forwards: true)
        try withKnownIssue {
            try FailureReporting.$capture.withValue(changed) {
                try Inbox(title: "Outbox", unread: 4).inspect().assertTreeDumpSnapshot(named: "inbox", snapshotDirectory: directory)
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("the tree dump differs from the snapshot") == true
        }
        let report = try #require(changed.reports.first)
        #expect(
            report.message == """
                the tree dump differs from the snapshot at \(directory)/inbox.txt (-snapshot +now):
                @@ -1,6 +1,6 @@
                 view(Inbox.self)
                   vStack()
                -    text(0) "Inbox" .font(.headline)
                -    text(1) "3 unread"
                +    text(0) "Outbox" .font(.headline)
                +    text(1) "4 unread"
                     button(2)
                       labelView().text() "Compose"
                If the view is right, record it again: run the test with INSPECTOR_RECORD_SNAPSHOTS=1.
                """)
        #expect(report.attachment?.preferredName == "inbox.txt")
        #expect(report.attachment?.attachableValue == Self.inboxDump.replacingOccurrences(of: "\"Inbox\"", with: "\"Outbox\"")
            .replacingOccurrences(of: "3 unread", with: "4 unread"))
        // The file is left as it was.
        #expect(try String(contentsOfFile: directory + "/inbox.txt", encoding: .utf8) == Self.inboxDump + "\n")
    }

    @Test func snapshotsLiveBesideTheTest() {
        let snapshot = TreeDumpSnapshot(
            name: TreeDumpSnapshot.testName("showsTheInbox(count:)"), testFile: "/repo/Tests/AppTests/InboxTests.swift",
            directory: nil)
        #expect(snapshot.url.path == "/repo/Tests/AppTests/__Snapshots__/InboxTests/showsTheInbox.txt")
        #expect(snapshot.displayPath == "__Snapshots__/InboxTests/showsTheInbox.txt")
        #expect(TreeDumpSnapshot(name: "a/b c", testFile: "/t/T.swift", directory: nil).displayPath == "__Snapshots__/T/a-b-c.txt")
    }

    @Test func aViewThatCannotBeReachedThrows() throws {
        let error = try #require(throws: InspectionError.self) {
            try Inbox().inspect().vStack().image(0).assertTreeDumpSnapshot()
        }
        #expect(error.message == "view(Inbox.self).vStack().image(0): expected Image, found Text")
    }
}
