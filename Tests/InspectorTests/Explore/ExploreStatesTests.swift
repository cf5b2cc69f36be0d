import Inspector
import ViewTree
import XCTest

/// States are what is on screen: a screen whose actions loop back does not grow, masked
/// volatile text makes one state, and each path is replayed on a screen made afresh.
final class ExploreStatesTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// Three states in a ring: each tap moves to the next.
    struct Ring: View {
        @State var step = 0
        var body: some View {
            VStack {
                Text("Step \(step)")
                Button("Next") { step = (step + 1) % 3 }
                Button("Reset") { step = 0 }
            }
        }
    }

    func testAScreenWhoseActionsLoopBackHasFinitelyManyStates() throws {
        let report = try explore(maxStates: 50, maxDepth: 20) { Ring() }
        XCTAssertEqual(report.states, 3)
        // Two buttons in each of the three states.
        XCTAssertEqual(report.actionsTaken, 6)
        XCTAssertEqual(report.endedBy, .exhausted)
    }

    /// A screen showing a number that changes with every screen made.
    struct Stamped: View {
        let stamp: Int
        @State var isOn = false
        var body: some View {
            VStack {
                Text("Made #\(stamp)")
                Toggle("Option", isOn: $isOn)
            }
        }
    }

    func testMaskedTextDoesNotMakeNewStates() throws {
        var made = 0
        let unmasked = try explore(maxStates: 5) {
            made += 1
            return Stamped(stamp: made)
        }
        XCTAssertEqual(unmasked.endedBy, .maxStates)
        let masked = try explore(maxStates: 10, masking: [.matching(#"#\d+"#)]) {
            made += 1
            return Stamped(stamp: made)
        }
        XCTAssertEqual(masked.states, 2)
        XCTAssertEqual(masked.endedBy, .exhausted)
    }

    @Observable
    final class CounterModel {
        var count = 0
    }

    struct CounterScreen: View {
        let model: CounterModel
        var body: some View {
            VStack {
                Text("Count \(model.count)")
                Button("Add") { model.count += 1 }
                if model.count == 0 { Button("Start over") {} }
            }
        }
    }

    func testAModelMadeInTheClosureIsFreshForEveryReplay() throws {
        var models: [CounterModel] = []
        let report = try explore(maxDepth: 3) {
            let model = CounterModel()
            models.append(model)
            return CounterScreen(model: model)
        } invariant: { screen in
            if (try? screen.find(text: "Count 3")) != nil { throw ExploreViolation("three") }
        }
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("three")])
        XCTAssertEqual(report.violations.first?.actions.count, 3)
        XCTAssertEqual(report.states, 4)
        // One screen for the first state, one per action taken.
        XCTAssertEqual(models.count, 1 + report.actionsTaken)
        // Each model saw its own path only: never more taps than the depth allows.
        XCTAssertEqual(models.map(\.count).max(), 3)
    }

    func testAModelSharedBetweenReplaysShowsAsAFailedAction() throws {
        let shared = CounterModel()
        let report = try explore(maxDepth: 1) { CounterScreen(model: shared) }
        // Tapping "Add" first left the count at 1 for the next replay, where "Start over" is
        // gone.
        XCTAssertEqual(report.violations.count, 1)
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(violation.actions.map(\.description), [#"tap Button "Start over""#])
        guard case let .actionFailed(message) = violation.kind else {
            return XCTFail("\(violation.kind)")
        }
        XCTAssertTrue(message.contains(#"findUnique(role: .button, name: "Start over")"#), message)
        // The reproduction ends with the action that throws, and says so.
        let lines = violation.reproduction.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.suffix(2).last, #"try hosted.inspect().findUnique(role: .button, name: "Start over").button().tap()"#)
        XCTAssertTrue(lines.suffix(2).first?.hasPrefix("// throws: ") == true, violation.reproduction)
    }

    /// A screen whose closure makes a different screen after the first two: "Extra" is gone.
    struct Fading: View {
        let showsExtra: Bool
        @State var taps = 0
        var body: some View {
            VStack {
                Text("Taps \(taps)")
                if showsExtra { Button("Extra") { taps += 10 } }
                Button("Next") { taps += 1 }
            }
        }
    }

    func testAPathThatNoLongerReplaysIsReported() throws {
        var made = 0
        let report = try explore(maxDepth: 2, audit: nil) {
            made += 1
            return Fading(showsExtra: made <= 2)
        }
        let messages = report.violations.compactMap { violation -> String? in
            guard case let .actionFailed(message) = violation.kind, message.hasPrefix("replaying") else { return nil }
            return message
        }
        XCTAssertEqual(messages.count, 1, "\(report.violations)")
        XCTAssertTrue(
            messages.first?.hasPrefix(#"replaying tap Button "Extra" threw, where the first replay did not: "#) == true,
            "\(messages)")
        XCTAssertTrue(messages.first?.hasSuffix("the screen closure must make the same screen each time") == true, "\(messages)")
    }
}
