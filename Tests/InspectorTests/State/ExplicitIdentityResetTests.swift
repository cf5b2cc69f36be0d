import Inspector
import ViewTree
import XCTest

// A new `.id(_:)` value makes a new view, as in SwiftUI: its state starts again, the new view
// appears and the old one disappears (the order itself is pinned in LifecycleOrderTests).

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Tally: View {
    @State private var taps = 0
    let log: Log
    var body: some View {
        Button("taps \(taps)") { taps += 1 }
    }
}

private struct Resettable: View {
    @State private var generation = 0
    let log: Log
    var body: some View {
        VStack {
            let shown = generation
            Tally(log: log)
                .onAppear { log.entries.append("appeared \(shown)") }
                .onDisappear { log.entries.append("disappeared \(shown)") }
                .id(generation)
            Button("Reset") { generation += 1 }
        }
    }
}

final class ExplicitIdentityResetTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testANewIDResetsStateAndRunsTheLifecycle() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Resettable(log: log))
        try hosted.inspect().find(button: "taps 0").tap()
        try hosted.inspect().find(button: "taps 1").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "taps 2"))
        XCTAssertEqual(log.entries, ["appeared 0"])
        try hosted.inspect().find(button: "Reset").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "taps 0"), "the new identity starts with new state")
        XCTAssertEqual(log.entries, ["appeared 0", "appeared 1", "disappeared 0"])
        XCTAssertEqual(try hosted.inspect().vStack().view(Tally.self, 0).id(), AnyHashable(1))
    }
}
