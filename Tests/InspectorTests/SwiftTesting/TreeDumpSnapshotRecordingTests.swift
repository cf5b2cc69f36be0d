import Foundation
import Inspector
import Testing
import ViewTree

/// `INSPECTOR_RECORD_SNAPSHOTS=1`, end to end. Setting the variable in this process would
/// make every snapshot test running at the same time record (and fail), so the test runs the
/// test binary again, with the variable set for that process only, on one child test.
@Suite("Recording snapshots from the environment")
struct TreeDumpSnapshotRecordingTests {
    /// The variable that tells the child test where to work.
    static let childDirectoryVariable = "INSPECTOR_SNAPSHOT_CHILD_DIRECTORY"

    /// The running test binary, where the process can tell (Linux).
    static let testBinary: URL? = {
        let link = URL(fileURLWithPath: "/proc/self/exe")
        return FileManager.default.fileExists(atPath: link.path) ? link.resolvingSymlinksInPath() : nil
    }()

    @Test(.enabled(if: testBinary != nil, "runs the test binary again: needs /proc/self/exe"))
    func theEnvironmentVariableRecordsOverTheFileAndFails() async throws {
        let directory = NSTemporaryDirectory() + "TreeDumpSnapshotRecordingTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "an older tree\n".write(toFile: directory + "/greeting.txt", atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = Self.testBinary
        process.arguments = ["--testing-library", "swift-testing", "--filter", "TreeDumpSnapshotRecordingChild"]
        var environment = ProcessInfo.processInfo.environment
        environment["INSPECTOR_RECORD_SNAPSHOTS"] = "1"
        environment[Self.childDirectoryVariable] = directory
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
            }
        }
        #expect(status == 0)
        // The child recorded over the file, and the assertion failed saying so.
        #expect(
            try String(contentsOfFile: directory + "/greeting.txt", encoding: .utf8)
                == "view(Greeting.self)\n  text() \"Hello\"\n")
        #expect(
            try String(contentsOfFile: directory + "/reports.txt", encoding: .utf8)
                == "recorded the tree dump at \(directory)/greeting.txt, as asked (INSPECTOR_RECORD_SNAPSHOTS or record: true);"
                + " review the file's diff, commit it, and run the test again without recording")
    }
}

/// Run only by `TreeDumpSnapshotRecordingTests`, in a process of its own where
/// `INSPECTOR_RECORD_SNAPSHOTS` is set: asserts a snapshot and writes what was reported.
@Suite("Recording snapshots: the child process")
@MainActor
struct TreeDumpSnapshotRecordingChild {
    struct Greeting: View {
        var body: some View {
            Text("Hello")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[TreeDumpSnapshotRecordingTests.childDirectoryVariable] != nil))
    func assertsASnapshotWhileRecordingIsAskedFor() throws {
        let directory = try #require(ProcessInfo.processInfo.environment[TreeDumpSnapshotRecordingTests.childDirectoryVariable])
        let capture = FailureCapture(forwards: false)
        try FailureReporting.$capture.withValue(capture) {
            try Greeting().inspect().assertTreeDumpSnapshot(named: "greeting", snapshotDirectory: directory)
        }
        try capture.reports.map(\.message).joined(separator: "\n")
            .write(toFile: directory + "/reports.txt", atomically: true, encoding: .utf8)
        #expect(capture.reports.count == 1)
    }
}
