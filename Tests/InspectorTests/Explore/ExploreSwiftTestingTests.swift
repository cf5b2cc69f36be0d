@testable import Inspector
import Testing
import ViewTree

/// `explore(...)` in Swift Testing: a clean screen passes, and `assertNoViolations()` records
/// one issue per violation, with the reproduction and the tree dump attached.
@Suite("Exploring a screen", .expelsHostedViews)
@MainActor
struct ExploreSwiftTestingTests {
    @Test func aCleanScreenHasNoViolations() throws {
        let report = try explore { ExploreActionKindTests.Wifi() }
        #expect(report.violations == [])
        try report.assertNoViolations()
    }

    @Test func eachViolationIsAnIssueWithItsReproductionAttached() throws {
        let capture = FailureCapture(forwards: false)
        let report = try explore(maxDepth: 2) { ExploreChecksTests.Editor() } invariant: { screen in
            if (try? screen.find(button: "Edit")) != nil, screen.findAll(ViewType.Button.self).count > 1 {
                throw ExploreViolation("editing")
            }
        }
        #expect(report.violations.count == 2)
        try FailureReporting.$capture.withValue(capture) {
            try report.assertNoViolations()
        }
        #expect(capture.destinations == [.swiftTesting, .swiftTesting])
        let reports = capture.reports
        #expect(
            reports.map { String($0.message.split(separator: "\n")[0]) } == [
                #"Explore violation: invariant: editing — after tap Button "Edit""#,
                #"Explore violation: accessibility audit: [buttonWithoutName] view(Editor.self).vStack().button(1): Button has no"#
                    + #" accessible name: add a text to its label or .accessibilityLabel(_:) — after tap Button "Edit""#,
            ])
        for (index, (report, violation)) in zip(reports, report.violations).enumerated() {
            #expect(report.message.contains("Reproduction:\n" + violation.reproduction))
            let attachment = try #require(report.attachment)
            #expect(attachment.preferredName == "explore-violation-\(index + 1).txt")
            #expect(attachment.attachableValue.hasSuffix("Tree dump:\n" + violation.treeDump))
        }
    }

    @Test func aScreenThatLoadsIsExploredOnceSettled() async throws {
        let report = try await explore(settleTimeout: .seconds(5)) { ExploreSettlingTests.Inbox() } invariant: { screen in
            if (try? screen.find(text: "Archived")) != nil { throw ExploreViolation("archived") }
        }
        #expect(report.violations.map(\.kind) == [.invariant("archived")])
        #expect(report.violations.first?.actions.map(\.description) == [#"tap Button "Archive""#])
    }
}
