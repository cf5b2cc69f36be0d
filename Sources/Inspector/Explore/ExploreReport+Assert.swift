import ViewTree

extension ExploreReport {
    /// Fails the test when the walk found violations.
    ///
    /// In XCTest it throws an `ExploreViolation` listing each violation with its reproduction
    /// and tree dump. Inside a Swift Testing test it records one issue per violation, at the
    /// call, with its reproduction in the comment and a text attached holding the
    /// reproduction and the state's tree dump; it does not throw then.
    public func assertNoViolations(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        guard !violations.isEmpty else { return }
        switch FailureReporting.destination {
        case .swiftTesting:
            for (index, violation) in violations.enumerated() {
                let message = "Explore violation: \(violation)\nReproduction:\n\(violation.reproduction)"
                FailureReporting.record(
                    FailureReport(
                        message: message,
                        attachment: (
                            text: "\(message)\n\nTree dump:\n\(violation.treeDump)", name: "explore-violation-\(index + 1).txt"
                        ), xctestMessage: message, fileID: fileID, filePath: filePath, line: line, column: column))
            }
        case .xctest:
            throw ExploreViolation(failureMessage)
        }
    }

    /// Every violation with its reproduction and (capped) tree dump.
    var failureMessage: String {
        var lines = ["explore found \(violations.count) violation\(violations.count == 1 ? "" : "s"):"]
        for (index, violation) in violations.enumerated() {
            lines.append("\(index + 1). \(violation)")
            lines.append("Reproduction:")
            lines.append(violation.reproduction)
            let dump = violation.treeDump.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = dump.prefix(InspectionLimits.failureDumpLines)
            lines.append("Tree dump:")
            lines += shown.map(String.init)
            if dump.count > shown.count { lines.append("… and \(dump.count - shown.count) more lines") }
        }
        return lines.joined(separator: "\n")
    }
}
