import Inspector
import ViewTree
import XCTest

// The runtime keeps state where SwiftUI does: each regression below failed before its fix.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

// MARK: - onDisappear sees the state the view had

private final class Ticker: ObservableObject {
    let log: Log
    let serial: Int
    nonisolated(unsafe) static var made = 0
    init(log: Log) {
        self.log = log
        Ticker.made += 1
        serial = Ticker.made
    }
    func stop() { log.entries.append("stop \(serial)") }
}

private struct Leaving: View {
    let log: Log
    @State private var count = 0
    @StateObject private var ticker: Ticker
    init(log: Log) {
        self.log = log
        _ticker = StateObject(wrappedValue: Ticker(log: log))
    }
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onDisappear {
                log.entries.append("count \(count)")
                ticker.stop()
            }
    }
}

private struct Host: View {
    let log: Log
    @State private var shows = true
    var body: some View {
        VStack {
            if shows { Leaving(log: log) }
            Button("Hide") { shows = false }
        }
    }
}

// MARK: - A custom modifier's body has an identity of its own

// Both keep their count under the same name: on one graph node they would share it.
private struct Card<Content: View>: View {
    @State private var count = 0
    let content: Content
    var body: some View {
        VStack {
            content
            Button("Card \(count)") { count += 1 }
        }
    }
}

private struct Carded: ViewModifier {
    @State private var count = 0
    func body(content: Content) -> some View {
        Card(content: VStack {
            content
            Button("Flip \(count)") { count += 1 }
        })
    }
}

// MARK: - No lock is held while user code runs

private final class Starter: ObservableObject {
    init(onInit: () -> Void) { onInit() }
}

private struct SelfStarting: View {
    @State private var started = false
    @StateObject private var starter: Starter
    @MainActor init() {
        let started = _started
        _starter = StateObject(wrappedValue: Starter { started.wrappedValue = true })
    }
    var body: some View {
        Text(started ? "started" : "waiting")
            .onAppear { _ = starter }
    }
}

// MARK: - Combined modifiers

private struct Combined: View {
    let log: Log
    var body: some View {
        Text("a").modifier(
            _AppearanceActionModifier(appear: { log.entries.append("appear") }, disappear: nil)
                .concat(_EnvironmentKeyWritingModifier(keyPath: \.font, value: .title)))
    }
}

final class RuntimePlaceTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testOnDisappearSeesTheStateTheViewHad() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Host(log: log))
        try hosted.inspect().find(button: "Count 0").tap()
        try hosted.inspect().find(button: "Count 1").tap()
        let made = Ticker.made
        try hosted.inspect().find(button: "Hide").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["count 2", "stop \(made)"])
        XCTAssertEqual(Ticker.made, made, "onDisappear must stop the view's own model, not a new one")
    }

    func testACustomModifiersBodyKeepsItsOwnStateApartFromTheViewsInIt() throws {
        let hosted = ViewHosting.host(view: Text("content").modifier(Carded()))
        try hosted.inspect().find(button: "Flip 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Flip 1"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "Card 0"))
        try hosted.inspect().find(button: "Card 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Card 1"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "Flip 1"))
        XCTAssertNoThrow(try hosted.inspect().find(text: "content"))
    }

    @MainActor func testAStateObjectInitializerThatWritesItsViewsStateDoesNotDeadlock() async throws {
        let hosted = ViewHosting.host(view: SelfStarting())
        XCTAssertNoThrow(try hosted.inspect().find(text: "started"))
    }

    func testCombinedModifiersBothApply() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Combined(log: log))
        hosted.update()
        XCTAssertEqual(log.entries, ["appear"])
        XCTAssertEqual(try hosted.inspect().find(text: "a").font(), .title)
    }
}

// MARK: - Tasks

private final class TaskLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var entries: [String] { lock.withLock { storage } }
    func append(_ entry: String) { lock.withLock { storage.append(entry) } }
}

private struct Loading: View {
    let log: TaskLog
    let id: Int
    var body: some View {
        Text("loading \(id)")
            .task(id: id) {
                log.append("start \(id) on main: \(Thread.isMainThread)")
                try? await Task.sleep(nanoseconds: 5_000_000_000)
                log.append("end \(id) cancelled: \(Task.isCancelled)")
            }
    }
}

private struct TaskHost: View {
    let log: TaskLog
    @State private var id = 1
    @State private var shows = true
    var body: some View {
        VStack {
            if shows { Loading(log: log, id: id) }
            Button("Next") { id += 1 }
            Button("Hide") { shows = false }
        }
    }
}

final class RuntimeTaskTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func waitUntil(_ condition: @escaping () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(3)
        while !condition(), Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func testATaskRunsOnTheMainActorAndIsCancelledWhenItsIdChangesOrItsViewLeaves() throws {
        let log = TaskLog()
        let hosted = ViewHosting.host(view: TaskHost(log: log))
        hosted.update()
        waitUntil { log.entries.contains("start 1 on main: true") }
        try hosted.inspect().find(button: "Next").tap()
        hosted.update()
        waitUntil { log.entries.contains("end 1 cancelled: true") && log.entries.contains("start 2 on main: true") }
        try hosted.inspect().find(button: "Hide").tap()
        hosted.update()
        waitUntil { log.entries.contains("end 2 cancelled: true") }
        XCTAssertEqual(
            log.entries,
            ["start 1 on main: true", "end 1 cancelled: true", "start 2 on main: true", "end 2 cancelled: true"])
    }
}

// MARK: - onReceive follows its publisher

private final class Feed: ObservableObject {
    @Published var value = 0
}

private struct Listener: View {
    @ObservedObject var feed: Feed
    let log: Log
    var body: some View {
        Text("listening")
            .onReceive(feed.$value.dropFirst().map { $0 * 10 }) { log.entries.append("got \($0)") }
    }
}

private struct Switchboard: View {
    let first: Feed
    let second: Feed
    let log: Log
    @State private var usesSecond = false
    var body: some View {
        VStack {
            Listener(feed: usesSecond ? second : first, log: log)
            Button("Switch") { usesSecond = true }
        }
    }
}

final class RuntimeReceiveTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testOnReceiveFollowsAValueTypePublisherToANewModel() throws {
        let log = Log()
        let first = Feed()
        let second = Feed()
        let hosted = ViewHosting.host(view: Switchboard(first: first, second: second, log: log))
        hosted.update()
        first.value = 1
        hosted.update()
        try hosted.inspect().find(button: "Switch").tap()
        hosted.update()
        first.value = 2
        second.value = 3
        hosted.update()
        XCTAssertEqual(log.entries, ["got 10", "got 30"])
    }

    func testOnReceiveKeepsItsSubscriptionWhenTheChainIsRebuiltOverTheSameModel() throws {
        let log = Log()
        let feed = Feed()
        let hosted = ViewHosting.host(view: Listener(feed: feed, log: log))
        hosted.update()
        feed.value = 1
        hosted.update()
        feed.value = 2
        hosted.update()
        // Each change re-renders the listener and rebuilds the chain; `dropFirst` would drop
        // the first value of every new subscription.
        XCTAssertEqual(log.entries, ["got 10", "got 20"])
    }
}

// MARK: - A modifier that observes a model

private final class Theme: ObservableObject {
    @Published var name = "light"
}

private struct Frame<Content: View>: View {
    let content: Content
    var body: some View {
        VStack { content }
    }
}

private struct Themed: ViewModifier {
    @ObservedObject var theme: Theme
    let log: Log
    func body(content: Content) -> some View {
        Frame(content: VStack {
            Text("theme \(theme.name)")
            content
        })
        .onChange(of: theme.name) { log.entries.append("rendered \($0)") }
    }
}

final class RuntimeModifierObservationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAModifierThatWrapsContentInACustomViewFollowsItsModel() throws {
        let theme = Theme()
        let log = Log()
        let hosted = ViewHosting.host(view: Text("content").modifier(Themed(theme: theme, log: log)))
        XCTAssertNoThrow(try hosted.inspect().find(text: "theme light"))
        theme.name = "dark"
        hosted.update()
        XCTAssertNoThrow(try hosted.inspect().find(text: "theme dark"))
        // The runtime re-rendered the modifier's body: its onChange saw the new name.
        XCTAssertEqual(log.entries, ["rendered dark"])
    }
}

// MARK: - ForEach with duplicate ids

private struct Tapped: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

final class RuntimeDuplicateIDTests: XCTestCase {
    func testElementsWithOneIDKeepStateOfTheirOwnAndTheDuplicateIsReported() throws {
        let hosted = ViewHosting.host(view: VStack {
            ForEach(["a", "b", "a"], id: \.self) { Tapped(name: $0) }
        })
        defer { hosted.expel() }
        try hosted.inspect().find(button: "a 0").tap()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["a 1", "b 0", "a 0"])
        XCTAssertEqual(
            hosted.diagnostics,
            [
                "ForEach<Array<String>, String, Tapped>: the ID a occurs more than once; each occurrence keeps state"
                    + " of its own, but elements with one ID cannot be told apart when the data changes. Give every"
                    + " element a unique ID."
            ])
    }
}

// MARK: - No lock held while bodies run

private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

/// A body that waits for another thread, which writes the view's own state.
private struct WaitsForAnotherThread: View {
    @State private var loaded = false
    var body: some View {
        if !loaded {
            let state = Unchecked(value: _loaded)
            let done = DispatchSemaphore(value: 0)
            Thread {
                state.value.wrappedValue = true
                done.signal()
            }.start()
            done.wait()
        }
        return Text(loaded ? "loaded" : "loading")
    }
}

final class RuntimeLockTests: XCTestCase {
    func testAStateWriteFromAnotherThreadWhileABodyRunsDoesNotDeadlock() throws {
        let hosted = ViewHosting.host(view: WaitsForAnotherThread())
        defer { hosted.expel() }
        XCTAssertNoThrow(try hosted.inspect().find(text: "loaded"))
    }
}
