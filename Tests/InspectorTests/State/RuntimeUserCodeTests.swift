import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

// No lock is held while user code runs: each kind of user code the runtime calls while it
// renders writes state of its own view, reads `hosted.inspect()`, presents or dismisses
// something, and waits for another thread that reads the hosted graph — which would never
// finish if the render held a lock the graph's readers take.

/// What a piece of user code does when it is armed: once.
private final class Probe: @unchecked Sendable {
    var hosted: HostedView?
    var armed = false
    var seen: [String] = []
    /// Whether another thread could read the hosted graph while the user code waited for it.
    var otherThreadFinished: Bool?

    /// Runs the exercise once when armed: `write` writes the view's own state, `present`
    /// presents or dismisses something.
    func fire(write: () -> Void, present: () -> Void) {
        guard armed else { return }
        armed = false
        write()
        if let hosted {
            seen.append((try? hosted.inspect().find(ViewType.Text.self).string()) ?? "no inspection")
            let graphRead = DispatchSemaphore(value: 0)
            let reader = UncheckedBox(hosted)
            Thread {
                _ = reader.value.diagnostics
                _ = reader.value.graph.pendingWork
                _ = reader.value.graph.isExpelled
                graphRead.signal()
            }.start()
            otherThreadFinished = graphRead.wait(timeout: .now() + 2) == .success
        }
        present()
    }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

private struct InBody: View {
    let probe: Probe
    @State private var count = 0
    @State private var showsSheet = false
    var body: some View {
        let _: Void = probe.fire(write: { count = 10 }, present: { showsSheet = true })
        return VStack {
            Text("count \(count)")
            Button("Arm") {
                probe.armed = true
                count += 1
            }
        }
        .sheet(isPresented: $showsSheet) { Text("sheet") }
    }
}

private struct InEnvironmentTransform: View {
    let probe: Probe
    @State private var count = 0
    @State private var showsSheet = false
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Arm") {
                probe.armed = true
                count += 1
            }
        }
        .transformEnvironment(\.font) { _ in
            probe.fire(write: { count = 10 }, present: { showsSheet = true })
        }
        .sheet(isPresented: $showsSheet) { Text("sheet") }
    }
}

private struct InSheetContent: View {
    let probe: Probe
    @State private var count = 0
    @State private var showsSheet = false
    @State private var showsAlert = false
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Open") {
                probe.armed = true
                showsSheet = true
            }
        }
        .sheet(isPresented: $showsSheet) {
            let _: Void = probe.fire(write: { count = 10 }, present: { showsAlert = true })
            Text("sheet")
        }
        .alert("alert", isPresented: $showsAlert) {}
    }
}

private struct InDestinationContent: View {
    let probe: Probe
    @State private var path: [Int] = []
    @State private var count = 0
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("count \(count)")
                Button("Push") {
                    probe.armed = true
                    path = [1, 2]
                }
            }
            .navigationDestination(for: Int.self) { value in
                // The second destination dismisses the first push: the path shrinks to one.
                let _: Void = value == 2 ? probe.fire(write: { count = 10 }, present: { path = [1] }) : ()
                Text("destination \(value)")
            }
        }
    }
}

private struct InBindingGetter: View {
    let probe: Probe
    @State private var path: [Int] = []
    @State private var count = 0
    var body: some View {
        let path = $path
        let binding = Binding<[Int]>(
            get: {
                probe.fire(write: { count = 10 }, present: { path.wrappedValue = [5] })
                return path.wrappedValue
            },
            set: { path.wrappedValue = $0 })
        return NavigationStack(path: binding) {
            VStack {
                Text("count \(count)")
                Button("Arm") {
                    probe.armed = true
                    count += 1
                }
            }
            .navigationDestination(for: Int.self) { Text("destination \($0)") }
        }
    }
}

private struct InItemDestinationContent: View {
    let probe: Probe
    @State private var selected: Int?
    @State private var count = 0
    @State private var showsAlert = false
    var body: some View {
        NavigationStack {
            VStack {
                Text("count \(count)")
                Button("Select") {
                    probe.armed = true
                    selected = 3
                }
            }
            .navigationDestination(item: $selected) { value in
                let _: Void = probe.fire(write: { count = 10 }, present: { showsAlert = true })
                Text("item \(value)")
            }
            .alert("alert", isPresented: $showsAlert) {}
        }
    }
}

private struct InPresentationBindingGetter: View {
    let probe: Probe
    @State private var count = 0
    @State private var showsSheet = false
    @State private var showsAlert = false
    var body: some View {
        let shows = $showsSheet
        let isPresented = Binding<Bool>(
            get: {
                probe.fire(write: { count = 10 }, present: { showsAlert = true })
                return shows.wrappedValue
            },
            set: { shows.wrappedValue = $0 })
        return VStack {
            Text("count \(count)")
            Button("Open") {
                probe.armed = true
                showsSheet = true
            }
        }
        .sheet(isPresented: isPresented) { Text("sheet") }
        .alert("alert", isPresented: $showsAlert) {}
    }
}

/// A value whose `==`, run by `onChange`, is user code too.
private struct Watched: Equatable {
    let value: Int
    let probe: Probe
    let onCompare: () -> Void

    static func == (lhs: Watched, rhs: Watched) -> Bool {
        lhs.onCompare()
        return lhs.value == rhs.value
    }
}

private struct InChangeComparison: View {
    let probe: Probe
    @State private var count = 0
    @State private var showsSheet = false
    var body: some View {
        let watched = Watched(value: count, probe: probe) {
            probe.fire(write: { count = 10 }, present: { showsSheet = true })
        }
        VStack {
            Text("count \(count)")
            Button("Arm") {
                probe.armed = true
                count += 1
            }
        }
        .onChange(of: watched) {}
        .sheet(isPresented: $showsSheet) { Text("sheet") }
    }
}

final class RuntimeUserCodeTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    /// Hosts `view`, arms its probe with `trigger`, and inspects the outcome.
    private func exercise<V: View>(_ view: V, probe: Probe, trigger: String) throws -> HostedView {
        let hosted = ViewHosting.host(view: view)
        probe.hosted = hosted
        try hosted.inspect().find(button: trigger).tap()
        _ = try hosted.inspect()
        XCTAssertEqual(probe.otherThreadFinished, true, "another thread read the graph while the user code waited for it")
        XCTAssertEqual(probe.seen, ["count 10"], "the user code's inspection saw its own write")
        return hosted
    }

    func testABodyWritesStateInspectsAndPresents() throws {
        let probe = Probe()
        let hosted = try exercise(InBody(probe: probe), probe: probe, trigger: "Arm")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "sheet").string(), "sheet")
    }

    func testAnEnvironmentTransformWritesStateInspectsAndPresents() throws {
        let probe = Probe()
        let hosted = try exercise(InEnvironmentTransform(probe: probe), probe: probe, trigger: "Arm")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "sheet").string(), "sheet")
    }

    func testASheetsContentWritesStateInspectsAndPresentsAnAlert() throws {
        let probe = Probe()
        let hosted = try exercise(InSheetContent(probe: probe), probe: probe, trigger: "Open")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().vStack().alert().title().string(), "alert")
    }

    func testADestinationsContentWritesStateInspectsAndPops() throws {
        let probe = Probe()
        let hosted = try exercise(InDestinationContent(probe: probe), probe: probe, trigger: "Push")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "destination 1").string(), "destination 1")
        XCTAssertThrowsError(try hosted.inspect().find(text: "destination 2"))
    }

    func testABindingGetterWritesStateInspectsAndPushes() throws {
        let probe = Probe()
        let hosted = try exercise(InBindingGetter(probe: probe), probe: probe, trigger: "Arm")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "destination 5").string(), "destination 5")
    }

    func testAnItemDestinationsContentWritesStateInspectsAndPresents() throws {
        let probe = Probe()
        let hosted = try exercise(InItemDestinationContent(probe: probe), probe: probe, trigger: "Select")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "item 3").string(), "item 3")
        XCTAssertEqual(try hosted.inspect().find(ViewType.Alert.self).title().string(), "alert")
    }

    func testAPresentationsBindingGetterWritesStateInspectsAndPresents() throws {
        let probe = Probe()
        let hosted = try exercise(InPresentationBindingGetter(probe: probe), probe: probe, trigger: "Open")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "sheet").string(), "sheet")
        XCTAssertEqual(try hosted.inspect().vStack().alert().title().string(), "alert")
    }

    func testAnOnChangeComparisonWritesStateInspectsAndPresents() throws {
        let probe = Probe()
        let hosted = try exercise(InChangeComparison(probe: probe), probe: probe, trigger: "Arm")
        XCTAssertEqual(try hosted.inspect().find(text: "count 10").string(), "count 10")
        XCTAssertEqual(try hosted.inspect().find(text: "sheet").string(), "sheet")
    }
}

/// A state write from a detached task reaches the main actor through the graph's inbox.
@Suite("State written off the main actor", .expelsHostedViews)
@MainActor
struct DetachedStateWriteTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Write from a detached task") {
                    let state = UncheckedBox(_count)
                    Task.detached { state.value.wrappedValue = 42 }
                }
            }
        }
    }

    @Test func aStateWriteFromADetachedTaskIsSeenAfterSettle() async throws {
        let hosted = ViewHosting.host(view: Counter())
        try hosted.inspect().find(button: "Write from a detached task").tap()
        try await hosted.waitUntil(timeout: .seconds(2)) { try $0.find(text: "count 42") }
        try await hosted.settle()
        #expect(try hosted.inspect().find(ViewType.Text.self).string() == "count 42")
        #expect(hosted.graph.pendingWork.isEmpty)
    }
}
