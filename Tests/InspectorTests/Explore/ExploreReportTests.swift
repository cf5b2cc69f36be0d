import Inspector
import ViewTree
import XCTest

/// The report: the coverage table (never reached, never enabled), its summary, determinism,
/// and `assertNoViolations()` in XCTest.
final class ExploreReportTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// A settings screen: a toggle that enables "Save", a "Pay" button never enabled, and a
    /// link never enabled to a page whose button is never reached.
    struct Settings: View {
        @State var dirty = false
        @State var saves = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Toggle("Changed", isOn: $dirty)
                    Button("Save") { saves += 1 }.disabled(!dirty)
                    Button("Pay") {}.disabled(true)
                    Text("Saved \(saves)")
                    NavigationLink("Advanced") {
                        Button("Reset everything") {}
                    }
                    .disabled(true)
                }
            }
        }
    }

    func testTheCoverageTableCountsStatesAndActions() throws {
        let report = try explore(maxDepth: 2) { Settings() }
        XCTAssertEqual(
            report.coverage.map(\.description),
            [
                // Three states: as made, changed, changed and saved (at the depth limit).
                #"Button "Save": visible in 3, enabled in 2, acted on 1"#,
                #"Button "Pay": visible in 3, enabled in 0, acted on 0"#,
                #"Button "Reset everything": visible in 0, enabled in 0, acted on 0"#,
                #"Toggle "Changed": visible in 3, enabled in 3, acted on 2"#,
                #"NavigationLink "Advanced": visible in 3, enabled in 0, acted on 0"#,
            ])
        XCTAssertEqual(report.neverReached.map(\.control), [#"Button "Reset everything""#])
        XCTAssertEqual(report.neverReached.map(\.locator), ["findAll(ViewType.Button.self)[2]"])
        XCTAssertEqual(report.neverEnabled.map(\.control), [#"Button "Pay""#, #"NavigationLink "Advanced""#])
        XCTAssertEqual(report.coverage.first?.locator, #"findUnique(role: .button, name: "Save").button()"#)
    }

    func testTwoWalksOfTheSameScreenGiveTheSameReport() throws {
        let first = try explore(maxDepth: 3) { Settings() }
        let second = try explore(maxDepth: 3) { Settings() }
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.description, second.description)
    }

    func testTheDescriptionSummarizesTheWalk() throws {
        let report = try explore(maxDepth: 2) { Settings() } invariant: { screen in
            if (try? screen.find(text: "Saved 1")) != nil { throw ExploreViolation("saved") }
        }
        XCTAssertEqual(
            report.description,
            #"""
            Explored 3 states with 3 actions; ended by maxDepth (states at the depth limit had actions that were not taken).
            1 violation:
            1. invariant: saved — after flip Toggle "Changed", then tap Button "Save"
                // makeScreen() stands for the closure explore(...) made the screen with.
                let hosted = ViewHosting.host(view: makeScreen())
                defer { hosted.expel() }
                try hosted.inspect().findUnique(role: .toggle, name: "Changed").toggle().tap()
                try hosted.inspect().findUnique(role: .button, name: "Save").button().tap()
                // invariant(_:) stands for the invariant given to explore(...); it throws: saved
                try invariant(hosted.inspect())
            Coverage (states visible / enabled, actions taken):
              Button "Save"              3 / 2, 1
              Button "Pay"               3 / 0, 0
              Button "Reset everything"  0 / 0, 0
              Toggle "Changed"           3 / 3, 2
              NavigationLink "Advanced"  3 / 0, 0
            Never reached: Button "Reset everything"
            Never enabled: Button "Pay", NavigationLink "Advanced"
            """#)
    }

    func testAssertNoViolationsThrowsWithEachReproduction() throws {
        let clean = try explore(maxDepth: 2) { Settings() }
        XCTAssertNoThrow(try clean.assertNoViolations())
        let report = try explore(maxDepth: 2) { Settings() } invariant: { screen in
            if (try? screen.find(text: "Saved 1")) != nil { throw ExploreViolation("saved") }
        }
        XCTAssertThrowsError(try report.assertNoViolations()) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("explore found 1 violation:\n1. invariant: saved — after flip Toggle"), message)
            XCTAssertTrue(message.contains(#"try hosted.inspect().findUnique(role: .button, name: "Save").button().tap()"#), message)
            XCTAssertTrue(message.contains("Tree dump:\nview(Settings.self)"), message)
        }
    }
}
