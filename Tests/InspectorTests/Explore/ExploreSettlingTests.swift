import Inspector
import ViewTree
import XCTest

/// `explore(settleTimeout:…)`: the screen's tasks finish before each state is read, a screen
/// that never settles is a violation, and reproductions await as the walk did.
final class ExploreSettlingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// Its messages load in a task; archiving them is the bug.
    struct Inbox: View {
        @State var messages: [String]? = nil
        @State var archived = false
        var body: some View {
            VStack {
                if let messages {
                    Text(archived ? "Archived" : "\(messages.count) messages")
                    Button("Archive") { archived = true }
                } else {
                    Text("Loading")
                }
            }
            .task {
                try? await Task.sleep(for: .milliseconds(20))
                messages = ["Lunch", "Invoice"]
            }
        }
    }

    private static func noArchive(_ screen: InspectableView<ViewType.ClassifiedView>) throws {
        if (try? screen.find(text: "Archived")) != nil { throw ExploreViolation("archived") }
    }

    @MainActor func testWhatATaskLoadsIsActedOn() async throws {
        let report = try await explore(settleTimeout: .seconds(5)) { Inbox() } invariant: { try Self.noArchive($0) }
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.endedBy, .exhausted)
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("archived")])
        XCTAssertEqual(
            report.violations.first?.reproduction,
            """
            // makeScreen() stands for the closure explore(...) made the screen with.
            let hosted = ViewHosting.host(view: makeScreen())
            defer { hosted.expel() }
            try await hosted.settle(timeout: .seconds(5))
            try hosted.inspect().findUnique(role: .button, name: "Archive").button().tap()
            try await hosted.settle(timeout: .seconds(5))
            // invariant(_:) stands for the invariant given to explore(...); it throws: archived
            try invariant(hosted.inspect())
            """)
    }

    func testTheSynchronousWalkDoesNotWaitForTasks() throws {
        let report = try explore { Inbox() } invariant: { try Self.noArchive($0) }
        XCTAssertEqual(report.states, 1)
        XCTAssertEqual(report.violations, [])
    }

    /// The reproduction above, pasted into a test, fails the same way.
    @MainActor func testTheReproductionFailsTheSameWay() async throws {
        func makeScreen() -> Inbox { Inbox() }
        func invariant(_ screen: InspectableView<ViewType.ClassifiedView>) throws { try Self.noArchive(screen) }
        let hosted = ViewHosting.host(view: makeScreen())
        defer { hosted.expel() }
        try await hosted.settle(timeout: .seconds(5))
        try hosted.inspect().findUnique(role: .button, name: "Archive").button().tap()
        try await hosted.settle(timeout: .seconds(5))
        XCTAssertThrowsError(try invariant(hosted.inspect())) { error in
            XCTAssertEqual(error as? ExploreViolation, ExploreViolation("archived"))
        }
    }

    /// From an `async` test that is not on the main actor: the walk hops to it.
    func testItRunsFromATestOffTheMainActor() async throws {
        let report = try await explore(settleTimeout: .seconds(5)) { Inbox() }
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.violations, [])
    }

    /// Ticks for as long as it is on screen.
    struct Ticker: View {
        @State var ticks = 0
        var body: some View {
            Text("Ticks \(ticks)")
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(5))
                        ticks += 1
                    }
                }
        }
    }

    @MainActor func testAScreenThatNeverSettlesIsAViolation() async throws {
        let report = try await explore(settleTimeout: .milliseconds(50)) { Ticker() }
        XCTAssertEqual(report.states, 0)
        XCTAssertEqual(report.violations.count, 1)
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(
            violation.kind,
            .didNotSettle(
                "settle(timeout: .seconds(0.05)): waited 0.05 seconds for the hosted view to settle; still pending:"
                    + " 1 task still running: .task in Ticker"))
        XCTAssertEqual(violation.actions, [])
        XCTAssertTrue(violation.treeDump.contains("Ticks"), violation.treeDump)
        XCTAssertEqual(
            violation.reproduction,
            """
            // makeScreen() stands for the closure explore(...) made the screen with.
            let hosted = ViewHosting.host(view: makeScreen())
            defer { hosted.expel() }
            // throws: settle(timeout: .seconds(0.05)): waited 0.05 seconds for the hosted view to settle; still pending: 1 task still running: .task in Ticker
            try await hosted.settle(timeout: .seconds(0.05))
            """)
        XCTAssertEqual(
            violation.description,
            "did not settle: settle(timeout: .seconds(0.05)): waited 0.05 seconds for the hosted view to settle; still pending:"
                + " 1 task still running: .task in Ticker — on the first screen")
    }

    /// Starts ticking when asked: the path through "Start" is not followed further.
    struct StartsTicking: View {
        @State var running = false
        @State var saved = false
        var body: some View {
            VStack {
                Button("Start") { running = true }
                Button("Save") { saved = true }
                Text(saved ? "Saved" : "Not saved")
                if running { Ticker() }
            }
        }
    }

    @MainActor func testAPathThatNeverSettlesIsNotFollowed() async throws {
        let report = try await explore(settleTimeout: .milliseconds(50)) { StartsTicking() }
        XCTAssertEqual(report.violations.map(\.actions.count), [1])
        XCTAssertEqual(report.violations.first?.actions.map(\.description), [#"tap Button "Start""#])
        guard case .didNotSettle = report.violations.first?.kind else { return XCTFail("\(report.violations)") }
        // The first screen and saved: the ticking screen is no state.
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.violations.first?.reproduction.split(separator: "\n").suffix(3).map(String.init), [
            #"try hosted.inspect().findUnique(role: .button, name: "Start").button().tap()"#,
            "// throws: settle(timeout: .seconds(0.05)): waited 0.05 seconds for the hosted view to settle; still pending:"
                + " 1 task still running: .task in Ticker",
            "try await hosted.settle(timeout: .seconds(0.05))",
        ])
    }

    @MainActor func testTwoWalksGiveTheSameReport() async throws {
        let first = try await explore(settleTimeout: .seconds(5)) { Inbox() } invariant: { try Self.noArchive($0) }
        let second = try await explore(settleTimeout: .seconds(5)) { Inbox() } invariant: { try Self.noArchive($0) }
        XCTAssertEqual(first, second)
    }

    @MainActor func testASettleTimeoutOfZeroIsRefused() async throws {
        do {
            _ = try await explore(settleTimeout: .zero) { Inbox() }
            XCTFail("expected an error")
        } catch let error as InspectionError {
            XCTAssertEqual(error.message, "explore(): settleTimeout 0.0 seconds must be more than zero")
        }
    }

    @MainActor func testAWalkThatDoesNotSettleGivesTheSameReportTwice() async throws {
        let first = try await explore(settleTimeout: .milliseconds(30)) { StartsTicking() }
        let second = try await explore(settleTimeout: .milliseconds(30)) { StartsTicking() }
        XCTAssertEqual(first, second)
        // The state "Start" was tapped in, not however far the ticker had got.
        XCTAssertEqual(first.violations.first?.treeDump, try ExploreSettlingTests.firstDump(of: StartsTicking()))
    }

    /// The tree dump of `screen` as first rendered.
    @MainActor private static func firstDump(of screen: some View) throws -> String {
        let hosted = ViewHosting.host(view: screen)
        defer { hosted.expel() }
        return try hosted.inspect().treeDump()
    }

    @MainActor func testTheBudgetsEndTheWalkAsWithoutSettling() async throws {
        let report = try await explore(maxStates: 1, settleTimeout: .seconds(5)) { Inbox() }
        XCTAssertEqual(report.endedBy, .maxStates)
        XCTAssertEqual(report.states, 1)
        let shallow = try await explore(maxDepth: 0, settleTimeout: .seconds(5)) { Inbox() }
        XCTAssertEqual(shallow.endedBy, .maxDepth)
    }

    @MainActor func testACancelledWalkThrowsCancellationError() async throws {
        let walk = Task { @MainActor in
            try await explore(settleTimeout: .seconds(30)) { Ticker() }
        }
        try await Task.sleep(for: .milliseconds(30))
        walk.cancel()
        do {
            let report = try await walk.value
            XCTFail("expected a CancellationError, got \(report)")
        } catch is CancellationError {
        }
    }
}
