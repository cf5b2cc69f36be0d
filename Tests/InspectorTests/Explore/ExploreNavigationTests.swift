import Inspector
import ViewTree
import XCTest

/// Navigation: links not active are activated, stacks with pushed views are popped.
final class ExploreNavigationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    struct Library: View {
        @State var deleted = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text(deleted ? "Deleted" : "Kept")
                    NavigationLink("Details") {
                        Button("Delete") { deleted = true }
                    }
                }
            }
        }
    }

    func testALinkIsActivatedAndWhatItPushedActedOn() throws {
        let report = try explore { Library() } invariant: { screen in
            if (try? screen.find(text: "Deleted")) != nil { throw ExploreViolation("deleted") }
        }
        XCTAssertEqual(report.violations.count, 1)
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            [
                #"try hosted.inspect().findUnique(role: .button, name: "Details").navigationLink().activate()"#,
                #"try hosted.inspect().findUnique(role: .button, name: "Delete").button().tap()"#,
            ])
    }

    struct Loose: View {
        var body: some View {
            VStack {
                NavigationLink("Nowhere") { Text("Lost") }
                NavigationLink("Nothing", value: Int?.none)
            }
        }
    }

    func testLinksATapDoesNothingWithAreNotActivated() throws {
        let report = try explore { Loose() }
        XCTAssertEqual(report.actionsTaken, 0)
        XCTAssertEqual(report.violations, [])
    }

    func testAPushedViewIsPopped() throws {
        let report = try explore { Library() } invariant: { screen in
            // Deleted, and back on the root: only popping gets there.
            let stack = try screen.find(ViewType.NavigationStack.self)
            if (try? screen.find(text: "Deleted")) != nil, (try? stack.pushedView(0)) == nil {
                throw ExploreViolation("back")
            }
        }
        XCTAssertEqual(report.endedBy, .exhausted)
        // The root, pushed, pushed and deleted, and back on the root deleted.
        XCTAssertEqual(report.states, 4)
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode).last, "try hosted.inspect().findAll(ViewType.NavigationStack.self)[0].pop()")
        XCTAssertEqual(report.violations.first?.actions.count, 3)
        XCTAssertEqual(report.neverReached, [])
    }

    /// Unnamed controls in destinations: one link is activated, the other is disabled.
    struct Settings: View {
        @State var volume = 0.5
        @State var brightness = 0.5
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Sound") { VStack { Slider(value: $volume) } }
                    NavigationLink("Display") { VStack { Slider(value: $brightness) } }.disabled(true)
                }
            }
        }
    }

    func testAnUnnamedControlPushedIsNotListedAsNeverReached() throws {
        let report = try explore(audit: nil) { Settings() }
        // The slider behind "Sound" was pushed: its row is where the stack shows it. The one
        // behind the disabled link never was.
        XCTAssertEqual(
            report.neverReached.map(\.control),
            ["Slider at view(Settings.self).navigationStack().vStack().navigationLink(1).vStack().slider(0)"])
        XCTAssertEqual(
            report.coverage.filter { $0.kind == "Slider" }.map(\.description),
            [
                "Slider at view(Settings.self).navigationStack().vStack().navigationLink(1).vStack().slider(0): visible in 0,"
                    + " enabled in 0, acted on 0",
                "Slider at view(Settings.self).navigationStack().pushedViews().vStack(0).slider(0): visible in 3, enabled in 3,"
                    + " acted on 6",
            ])
    }
}
