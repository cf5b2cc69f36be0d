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
                .concat(_EnvironmentKeyWritingModifier(keyPath: \.font, value: .title))
                .concat(_OverlayModifier(overlay: Counter(log: log))))
    }
}

private struct Counter: View {
    let log: Log
    @State private var count = 0
    var body: some View {
        Button("overlay \(count)") { count += 1 }
            .onAppear { log.entries.append("overlay appears") }
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
        XCTAssertEqual(log.entries.sorted(), ["appear", "overlay appears"])
        XCTAssertEqual(try hosted.inspect().find(text: "a").font(), .title)
        // The overlay is a hosted view of its own: its state lives.
        try hosted.inspect().find(button: "overlay 0").tap()
        XCTAssertEqual(try hosted.inspect().text().overlay().view(Counter.self).button().labelView().text().string(), "overlay 1")
    }
}

// MARK: - A re-render looks only at its own part of the hierarchy

private struct Inner: View {
    let log: Log
    var body: some View {
        Text("inner")
            .onAppear { log.entries.append("inner appears") }
            .onDisappear { log.entries.append("inner disappears") }
    }
}

private struct Outer: View {
    let log: Log
    var body: some View {
        VStack { Inner(log: log) }
    }
}

private struct Nesting: View {
    let log: Log
    @State private var shows = true
    @State private var other = 0
    var body: some View {
        VStack {
            if shows { Outer(log: log) }
            Button("Hide") { shows = false }
            Button("Other \(other)") { other += 1 }
        }
    }
}

final class RuntimeScopeTests: XCTestCase {
    func testARerenderKeepsWhatStaysAndRemovesEverythingBelowWhatLeft() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Nesting(log: log))
        defer { hosted.expel() }
        hosted.update()
        try hosted.inspect().find(button: "Other 0").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["inner appears"], "a re-render keeps the views that stay")
        try hosted.inspect().find(button: "Hide").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["inner appears", "inner disappears"])
    }
}
