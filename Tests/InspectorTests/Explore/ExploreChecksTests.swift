import Inspector
import ViewTree
import XCTest

/// What `explore(...)` checks in each state beyond the invariant: the accessibility audit (on
/// by default, nil turns it off, rules can be ignored) and update loops.
final class ExploreChecksTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// "Edit" shows a delete button with an icon and no name.
    struct Editor: View {
        @State var editing = false
        var body: some View {
            VStack {
                Button("Edit") { editing.toggle() }
                if editing {
                    Button {} label: { Image(systemName: "trash") }
                }
            }
        }
    }

    func testTheAuditRunsInEveryState() throws {
        let report = try explore { Editor() }
        XCTAssertEqual(report.violations.count, 1)
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(violation.actions.map(\.description), [#"tap Button "Edit""#])
        guard case let .audit(issues) = violation.kind else { return XCTFail("\(violation.kind)") }
        XCTAssertEqual(
            issues,
            [
                "[buttonWithoutName] view(Editor.self).vStack().button(1): Button has no accessible name: add a text to its"
                    + " label or .accessibilityLabel(_:)"
            ])
        XCTAssertEqual(
            violation.reproduction.split(separator: "\n").last, "try hosted.inspect().assertAccessible()")
    }

    func testAuditRulesCanBeIgnoredOrTheAuditTurnedOff() throws {
        XCTAssertEqual(try explore(audit: nil) { Editor() }.violations, [])
        XCTAssertEqual(try explore(audit: [.buttonWithoutName]) { Editor() }.violations, [])
        // The rules ignored are in the reproduction.
        let ignoring = try explore(audit: [.imageWithoutLabel, .duplicateIdentifier]) { Editor() }
        XCTAssertEqual(
            ignoring.violations.first?.reproduction.split(separator: "\n").last,
            "try hosted.inspect().assertAccessible(ignoring: [.duplicateIdentifier, .imageWithoutLabel])")
    }

    /// "Start" starts a callback that writes the state it watches.
    struct Runaway: View {
        @State var ticks = 0
        var body: some View {
            VStack {
                Text("Ticks \(ticks)").onChange(of: ticks) { ticks += 1 }
                Button("Start") { ticks = 1 }
            }
        }
    }

    func testAnUpdateLoopIsAViolation() throws {
        let report = try explore { Runaway() }
        XCTAssertEqual(report.violations.count, 1)
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(violation.actions.map(\.description), [#"tap Button "Start""#])
        guard case let .updateLoop(message) = violation.kind else { return XCTFail("\(violation.kind)") }
        XCTAssertTrue(message.hasPrefix("state kept changing for"), message)
        XCTAssertTrue(violation.treeDump.contains(#""Ticks 0""#), violation.treeDump)
        XCTAssertEqual(violation.reproduction.split(separator: "\n").last, "_ = try hosted.inspect()")
    }

    func testAViolationOnTheFirstScreenHasNoActions() throws {
        let report = try explore { ExploreActionKindTests.Wifi() } invariant: { _ in throw ExploreViolation("always") }
        XCTAssertEqual(report.violations.count, 1)
        XCTAssertEqual(report.violations.first?.actions, [])
        XCTAssertEqual(
            report.violations.first?.reproduction,
            """
            // makeScreen() stands for the closure explore(...) made the screen with.
            let hosted = ViewHosting.host(view: makeScreen())
            defer { hosted.expel() }
            // invariant(_:) stands for the invariant given to explore(...); it throws: always
            try invariant(hosted.inspect())
            """)
        XCTAssertEqual(report.violations.first?.description, "invariant: always — on the first screen")
    }

    /// Updates stop as soon as the screen is hosted.
    struct Spinning: View {
        @State var ticks = 0
        var body: some View {
            Text("Ticks \(ticks)").onAppear { ticks += 1 }.onChange(of: ticks) { ticks += 1 }
        }
    }

    func testAnUpdateLoopOnTheFirstScreenIsAViolation() throws {
        let report = try explore { Spinning() }
        XCTAssertEqual(report.states, 0)
        XCTAssertEqual(report.violations.count, 1)
        guard case .updateLoop = report.violations.first?.kind else { return XCTFail("\(report.violations)") }
    }

    func testTheSameProblemIsReportedOnceAtItsShortestPath() throws {
        // Every state is more than zero after the first tap; the invariant throws the same
        // message in each.
        let report = try explore(maxDepth: 4) { ExploreActionKindTests.Counter() } invariant: { screen in
            if (try? screen.find(text: "Count 0")) == nil { throw ExploreViolation("counted") }
        }
        XCTAssertEqual(report.states, 5)
        XCTAssertEqual(report.violations.map(\.actions.count), [1])
    }
}
