import Foundation

extension InspectableView {
    /// Asserts that the tree dump of this view matches the text file recorded beside the test:
    /// `__Snapshots__/<TestFile>/<name>.txt`, in the test file's directory.
    ///
    /// ```swift
    /// func testInbox() throws {
    ///     try Inbox().inspect().assertTreeDumpSnapshot()   // __Snapshots__/InboxTests/testInbox.txt
    /// }
    /// ```
    ///
    /// - When the file is missing, the dump is recorded there and the test fails, asking to
    ///   review and commit the file: a fresh clone without the file cannot pass.
    /// - When the environment variable `INSPECTOR_RECORD_SNAPSHOTS` is `1` (or `record` is
    ///   true), the dump is recorded over the file, and the test fails, so that recording
    ///   never passes unnoticed.
    /// - Otherwise a dump that differs fails the test with a line diff (`-` the snapshot, `+`
    ///   the view now); in Swift Testing the new dump is attached.
    ///
    /// - Parameters:
    ///   - name: the file's name without `.txt`; the test function's name by default. Name
    ///     each snapshot when a test takes more than one.
    ///   - record: records even when the file matches; nil leaves it to `INSPECTOR_RECORD_SNAPSHOTS`.
    ///   - snapshotDirectory: a directory for the file instead of `__Snapshots__/<TestFile>`.
    /// - Throws: the inspection error of a view that could not be reached.
    public func assertTreeDumpSnapshot(
        named name: String? = nil, record: Bool? = nil, snapshotDirectory: String? = nil, fileID: String = #fileID,
        filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
    ) throws {
        let dump = TreeDump.render(try node(), maximumLines: nil)
        let snapshot = TreeDumpSnapshot(
            name: name ?? TreeDumpSnapshot.testName(function), testFile: "\(filePath)", directory: snapshotDirectory)
        let message: String
        var attachment: (text: String, name: String)?
        switch snapshot.verify(dump, record: record ?? TreeDumpSnapshot.recordingRequested) {
        case .matched:
            return
        case let .recorded(reason):
            message = snapshot.recordedMessage(reason)
        case let .mismatched(diff):
            message = snapshot.mismatchMessage(diff)
            attachment = (dump, snapshot.fileName)
        case let .failed(error):
            message = "could not record the tree-dump snapshot at \(snapshot.displayPath): \(error)"
        }
        FailureReporting.record(
            FailureReport(
                message: message, attachment: attachment, xctestMessage: message, fileID: fileID, filePath: filePath,
                line: line, column: column))
    }
}

/// One tree-dump snapshot file, and how a dump compares with it.
package struct TreeDumpSnapshot {
    /// What comparing a dump with the file did.
    package enum Outcome: Equatable {
        /// The file holds the dump.
        case matched
        /// The dump was written to the file, for the reason given.
        case recorded(RecordReason)
        /// The file holds another dump: the unified line diff from it to the dump.
        case mismatched(diff: String)
        /// The file could not be read or written.
        case failed(String)
    }

    /// Why a dump was recorded.
    package enum RecordReason: Equatable {
        /// There was no file.
        case missing
        /// Recording was asked for: `INSPECTOR_RECORD_SNAPSHOTS`, or `record: true`.
        case requested
    }

    /// The environment variable that asks to record every snapshot.
    package static let recordVariable = "INSPECTOR_RECORD_SNAPSHOTS"

    /// The file.
    package let url: URL
    /// The file as messages show it: relative to the test file's directory in the default
    /// place, the whole path otherwise.
    package let displayPath: String

    /// The snapshot `name` of the test in `testFile`: in `directory`, or in
    /// `__Snapshots__/<TestFile>` beside the test file.
    package init(name: String, testFile: String, directory: String?) {
        let fileName = Self.sanitized(name) + ".txt"
        if let directory {
            url = URL(fileURLWithPath: directory).appendingPathComponent(fileName)
            displayPath = url.path
        } else {
            let test = URL(fileURLWithPath: testFile)
            let folder = "__Snapshots__/" + test.deletingPathExtension().lastPathComponent
            url = test.deletingLastPathComponent().appendingPathComponent(folder).appendingPathComponent(fileName)
            displayPath = folder + "/" + fileName
        }
    }

    /// The file's name: `inbox.txt`.
    var fileName: String { url.lastPathComponent }

    /// Whether `INSPECTOR_RECORD_SNAPSHOTS` asks to record: `1`, `true` or `yes`.
    package static var recordingRequested: Bool {
        recordingRequested(in: ProcessInfo.processInfo.environment)
    }

    /// Whether `environment` asks to record.
    package static func recordingRequested(in environment: [String: String]) -> Bool {
        ["1", "true", "yes"].contains(environment[recordVariable]?.lowercased() ?? "")
    }

    /// Compares `dump` with the file, recording it when the file is missing or `record` is
    /// true.
    package func verify(_ dump: String, record: Bool) -> Outcome {
        let existing = try? String(contentsOf: url, encoding: .utf8)
        guard let existing, !record else {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((dump + "\n").utf8).write(to: url)
            } catch {
                return .failed(error.localizedDescription)
            }
            return .recorded(existing == nil ? .missing : .requested)
        }
        let reference = Self.lines(of: existing)
        let now = Self.lines(of: dump)
        return reference == now ? .matched : .mismatched(diff: LineDiff.unified(from: reference, to: now))
    }

    /// The message of a test that recorded its snapshot.
    package func recordedMessage(_ reason: RecordReason) -> String {
        switch reason {
        case .missing:
            "no tree-dump snapshot was at \(displayPath), so the tree dump was recorded there;"
                + " review the file, commit it, and run the test again"
        case .requested:
            "recorded the tree dump at \(displayPath), as asked (\(Self.recordVariable) or record: true);"
                + " review the file's diff, commit it, and run the test again without recording"
        }
    }

    /// The message of a dump that differs from the snapshot.
    package func mismatchMessage(_ diff: String) -> String {
        "the tree dump differs from the snapshot at \(displayPath) (-snapshot +now):\n" + diff
            + "\nIf the view is right, record it again: run the test with \(Self.recordVariable)=1."
    }

    /// `testInbox()` → `testInbox`: a test function's name, as a file name.
    package static func testName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// The name with what a file name cannot hold replaced by `-`.
    static func sanitized(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }

    /// The lines of a dump or a file: without a final newline, `\r\n` read as `\n`.
    private static func lines(of text: String) -> [String] {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasSuffix("\n") { text.removeLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
