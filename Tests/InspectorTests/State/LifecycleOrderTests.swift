import Inspector
import ViewTree
import XCTest

// Callback order as SwiftUI's (recorded on Apple's SwiftUI): nested `onAppear`s run deepest
// first, an `onAppear` outside `.id(_:)` stays with its place, and a new identity appears
// before the old one disappears.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
    /// What a child wrote in its `onAppear`, for its parent's to read.
    var childValue = "nothing"
}

private struct Child: View {
    let name: String
    let log: Log
    var body: some View {
        Text(name)
            .onAppear {
                log.childValue = "\(name) was here"
                log.entries.append("\(name) appeared")
            }
    }
}

private struct Parent: View {
    let log: Log
    var body: some View {
        VStack {
            Child(name: "first", log: log)
            HStack {
                Child(name: "nested", log: log)
            }
            .onAppear { log.entries.append("row appeared") }
            Child(name: "last", log: log)
        }
        .onAppear { log.entries.append("parent appeared, seeing \(log.childValue)") }
    }
}

private struct FilteredList: View {
    @State var filter = 0
    let log: Log
    var body: some View {
        VStack {
            Text("results for \(filter)")
                .onAppear { log.entries.append("inside appeared for \(filter)") }
                .id(filter)
                .onAppear { log.entries.append("load \(filter)") }
            Button("Next filter") { filter += 1 }
        }
    }
}

private struct Switcher: View {
    @State var showsFirst = true
    let log: Log
    var body: some View {
        VStack {
            if showsFirst {
                Text("first")
                    .onAppear { log.entries.append("first appeared") }
                    .onDisappear { log.entries.append("first disappeared") }
            } else {
                Text("second")
                    .onAppear { log.entries.append("second appeared") }
                    .onDisappear { log.entries.append("second disappeared") }
            }
            Button("Switch") { showsFirst.toggle() }
        }
    }
}

private struct Reidentified: View {
    @State var version = 0
    let log: Log
    var body: some View {
        let shown = version
        return VStack {
            Child(name: "version \(shown)", log: log)
                .onDisappear { log.entries.append("version \(shown) disappeared") }
                .id(version)
            Button("Bump") { version += 1 }
        }
    }
}

final class LifecycleOrderTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testNestedOnAppearsRunDeepestFirstAndSiblingsInOrder() {
        let log = Log()
        let hosted = ViewHosting.host(view: Parent(log: log))
        hosted.update()
        XCTAssertEqual(log.entries, [
            "first appeared", "nested appeared", "row appeared", "last appeared",
            "parent appeared, seeing last was here",
        ])
    }

    func testAnOnAppearOutsideAnIDDoesNotRunAgainWhenTheIDChanges() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: FilteredList(log: log))
        hosted.update()
        XCTAssertEqual(log.entries, ["inside appeared for 0", "load 0"])
        try hosted.inspect().find(button: "Next filter").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["inside appeared for 0", "load 0", "inside appeared for 1"])
        XCTAssertEqual(try hosted.inspect().find(text: "results for 1").string(), "results for 1")
    }

    func testANewBranchAppearsBeforeTheOldOneDisappears() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Switcher(log: log))
        hosted.update()
        try hosted.inspect().find(button: "Switch").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["first appeared", "second appeared", "first disappeared"])
        try hosted.inspect().find(button: "Switch").tap()
        hosted.update()
        XCTAssertEqual(log.entries.suffix(2), ["first appeared", "second disappeared"])
    }

    func testANewIDAppearsBeforeTheOldOneDisappears() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Reidentified(log: log))
        hosted.update()
        try hosted.inspect().find(button: "Bump").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["version 0 appeared", "version 1 appeared", "version 0 disappeared"])
    }
}

// MARK: - Inside a custom modifier, and after a kept body

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding()
    }
}

private struct FilteredInsideAModifier: View {
    @State var filter = 0
    let log: Log
    var body: some View {
        VStack {
            Text("results for \(filter)")
                .id(filter)
                .onAppear { log.entries.append("load \(filter)") }
                .modifier(Card())
            Button("Next filter") { filter += 1 }
        }
    }
}

private struct Leaf: View {
    let name: String
    let log: Log
    var body: some View {
        Text(name).onDisappear { log.entries.append("\(name) gone") }
    }
}

private struct Pair: View {
    let log: Log
    var body: some View {
        VStack {
            Leaf(name: "a", log: log)
            Leaf(name: "b", log: log)
        }
    }
}

private struct PairHolder: View {
    @State private var count = 0
    @State private var shows = true
    let log: Log
    let bump: PassthroughSubject<Void, Never>
    let hide: PassthroughSubject<Void, Never>
    var body: some View {
        VStack {
            Text("count \(count)")
            if shows { Pair(log: log) }
        }
        .onReceive(bump) { count += 1 }
        .onReceive(hide) { shows = false }
    }
}

final class LifecycleOrderKeptTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAnOnAppearOutsideAnIDInsideACustomModifierDoesNotRunAgain() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: FilteredInsideAModifier(log: log))
        hosted.update()
        try hosted.inspect().find(button: "Next filter").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["load 0"])
    }

    /// Disappearances run last placed first, whether or not the pair's body was kept in between.
    private func disappearances(keepingFirst: Bool) -> [String] {
        let log = Log()
        let bump = PassthroughSubject<Void, Never>()
        let hide = PassthroughSubject<Void, Never>()
        let hosted = ViewHosting.host(view: PairHolder(log: log, bump: bump, hide: hide))
        hosted.update()
        if keepingFirst {
            bump.send(())
            hosted.update()
        }
        hide.send(())
        hosted.update()
        return log.entries
    }

    func testAKeptBodyDisappearsInTheOrderARenderedOneDoes() {
        XCTAssertEqual(disappearances(keepingFirst: false), ["b gone", "a gone"])
        XCTAssertEqual(disappearances(keepingFirst: true), ["b gone", "a gone"])
    }
}
