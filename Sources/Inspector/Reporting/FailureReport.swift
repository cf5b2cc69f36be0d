import Foundation
import Synchronization
import Testing
import XCTest

/// A failure to report to the running test framework: the message, where the test made the
/// call, and the tree dump that goes with it.
///
/// In Swift Testing it becomes an issue at `sourceLocation` and, when there is a dump, an
/// attachment (`Attachment.record`); in XCTest, an `XCTFail` whose message carries the dump,
/// capped at `InspectionLimits.failureDumpLines` lines, unless the message shows a tree
/// already.
package struct FailureReport: Sendable {
    /// What went wrong: an inspection error's message, a snapshot's diff.
    package let message: String
    /// Where the test made the failing call.
    package let sourceLocation: SourceLocation
    /// The attachment Swift Testing records: the whole tree dump of the view concerned.
    package let attachment: Attachment<String>?
    /// The message an XCTest failure carries.
    package let xctestMessage: String
    let file: StaticString
    let line: UInt

    /// A report of `message` at the call at `fileID`/`filePath`, `line` and `column`, with
    /// `attachment` — a text and its file name — for Swift Testing.
    init(
        message: String, attachment: (text: String, name: String)?, xctestMessage: String, fileID: String,
        filePath: StaticString, line: UInt, column: UInt
    ) {
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        self.message = message
        self.attachment = attachment.map { Attachment($0.text, named: $0.name, sourceLocation: location) }
        self.xctestMessage = xctestMessage
        sourceLocation = location
        file = filePath
        self.line = line
    }
}

/// Where failure reports go.
package enum FailureReporting {
    /// Reports made while a capture is set go to it — and, when it says so, to the test
    /// framework as well: how the library's own tests see what a failure records.
    @TaskLocal package static var capture: FailureCapture?

    /// Records `report` with the running test framework: Swift Testing inside a `@Test`,
    /// XCTest otherwise.
    static func record(_ report: FailureReport) {
        if let capture {
            capture.append(report, to: destination)
            guard capture.forwards else { return }
        }
        switch destination {
        case .swiftTesting:
            Issue.record(Comment(rawValue: report.message), sourceLocation: report.sourceLocation)
            if let attachment = report.attachment {
                Attachment.record(attachment, sourceLocation: report.sourceLocation)
            }
        case .xctest:
            XCTFail(report.xctestMessage, file: report.file, line: report.line)
        }
    }

    /// The test frameworks a report can go to.
    package enum Destination: Equatable, Sendable {
        /// An issue, with the dump attached.
        case swiftTesting
        /// An `XCTFail`, with the dump in its message.
        case xctest
    }

    /// Where a report made now goes: Swift Testing inside a `@Test`, XCTest otherwise.
    package static var destination: Destination {
        Test.current != nil ? .swiftTesting : .xctest
    }
}

/// The reports made while it is `FailureReporting.capture`.
package final class FailureCapture: Sendable {
    private let storage = Mutex<[(report: FailureReport, destination: FailureReporting.Destination)]>([])
    /// Whether the reports also go to the test framework.
    package let forwards: Bool

    /// A capture; `forwards` also records each report with the test framework.
    package init(forwards: Bool) {
        self.forwards = forwards
    }

    /// The reports so far, in order.
    package var reports: [FailureReport] {
        storage.withLock { $0.map(\.report) }
    }

    /// Where each report went (or would have gone, when the capture does not forward).
    package var destinations: [FailureReporting.Destination] {
        storage.withLock { $0.map(\.destination) }
    }

    func append(_ report: FailureReport, to destination: FailureReporting.Destination) {
        storage.withLock { $0.append((report, destination)) }
    }
}
