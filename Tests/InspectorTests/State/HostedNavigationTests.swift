@testable import Inspector
import Observation
import ViewTree
import XCTest

/// Records what appeared and disappeared, across the views of a test.
private final class Log: @unchecked Sendable {
    var events: [String] = []
}

private struct Counter: View {
    let name: String
    let log: Log
    @State var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
            .onAppear { log.events.append("appear \(name)") }
            .onDisappear { log.events.append("disappear \(name)") }
    }
}

private struct Home: View {
    let log: Log
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Settings") { Counter(name: "settings", log: log) }
                NavigationLink("Item 1", value: 1)
                NavigationLink("Item 2", value: 2)
            }
            .navigationDestination(for: Int.self) { number in Counter(name: "item \(number)", log: log) }
        }
    }
}

private struct BoundHome: View {
    @State var path: [Int] = []
    let log: Log
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("depth \(path.count)")
                Button("Deep link") { path = [1, 2] }
            }
            .navigationDestination(for: Int.self) { number in Counter(name: "item \(number)", log: log) }
        }
    }
}

@Observable
private final class Navigator {
    var path: [Int] = []
}

private struct ModelHome: View {
    @Bindable var navigator: Navigator
    var body: some View {
        NavigationStack(path: $navigator.path) {
            Text("root")
                .navigationDestination(for: Int.self) { Text("item \($0)") }
        }
    }
}

@Observable
private final class Account {
    var name = "ada"
}

private struct AccountBadge: View {
    @Environment(Account.self) private var account
    var body: some View {
        Text("signed in as \(account.name)")
    }
}

private struct Presenting: View {
    @State var shows = false
    let log: Log
    var body: some View {
        NavigationStack {
            Button("Show") { shows = true }
                .navigationDestination(isPresented: $shows) { Counter(name: "presented", log: log) }
        }
    }
}

final class HostedNavigationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAPushedViewAppearsKeepsItsStateAndDisappearsWhenPopped() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Home(log: log))
        try hosted.inspect().find(navigationLink: "Item 1").activate()
        XCTAssertEqual(log.events, [])
        try hosted.inspect().find(button: "item 1 0").tap()
        XCTAssertEqual(log.events, ["appear item 1"])
        try hosted.inspect().find(button: "item 1 1").tap()
        XCTAssertNoThrow(try hosted.inspect().navigationStack().pushedView(0).view(Counter.self).button(), "state kept")
        XCTAssertEqual(try hosted.inspect().find(Counter.self).actualView().taps, 2)
        try hosted.inspect().navigationStack().pop()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 0)
        XCTAssertEqual(log.events, ["appear item 1", "disappear item 1"])
        try hosted.inspect().find(navigationLink: "Item 1").activate()
        XCTAssertNoThrow(try hosted.inspect().find(button: "item 1 0"), "pushed again: a new view, with new state")
    }

    func testALinksDestinationIsPushedAndPopped() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Home(log: log))
        try hosted.inspect().find(navigationLink: "Settings").activate()
        try hosted.inspect().find(navigationLink: "Item 2").activate()
        _ = try hosted.inspect()
        XCTAssertEqual(log.events, ["appear settings", "appear item 2"])
        try hosted.inspect().find(button: "settings 0").tap()
        try hosted.inspect().navigationStack().pop()
        XCTAssertNoThrow(try hosted.inspect().find(button: "settings 1"))
        try hosted.inspect().navigationStack().popToRoot()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 0)
        XCTAssertEqual(log.events, ["appear settings", "appear item 2", "disappear item 2", "disappear settings"])
    }

    func testABoundPathIsTheState() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: BoundHome(log: log))
        try hosted.inspect().find(button: "Deep link").tap()
        let stack = try hosted.inspect().navigationStack()
        XCTAssertEqual(try stack.vStack().text(0).string(), "depth 2")
        XCTAssertEqual(try stack.pushedViews().count, 2)
        XCTAssertEqual(log.events, ["appear item 1", "appear item 2"])
        try hosted.inspect().navigationStack().pop()
        XCTAssertEqual(try hosted.inspect().view(BoundHome.self).actualView().path, [1])
        XCTAssertEqual(log.events, ["appear item 1", "appear item 2", "disappear item 2"])
    }

    func testAPathInAnObservableModel() throws {
        let navigator = Navigator()
        let hosted = ViewHosting.host(view: ModelHome(navigator: navigator))
        navigator.path.append(4)
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedView(0).text().string(), "item 4")
        try hosted.inspect().navigationStack().push(5)
        XCTAssertEqual(navigator.path, [4, 5])
        navigator.path.removeAll()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 0)
    }

    func testInspectorAndRuntimeAgreeOnPushedIdentities() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Home(log: log))
        try hosted.inspect().find(navigationLink: "Item 2").activate()
        try hosted.inspect().find(navigationLink: "Settings").activate()
        let counters = try hosted.inspect().findAll(Counter.self)
        XCTAssertEqual(counters.count, 2)
        let rendered = Set(hosted.graph.renderedViewIdentities)
        for counter in counters {
            let identity = try counter.node().identity
            XCTAssertTrue(rendered.contains(identity), "\(identity)")
        }
    }

    func testAValueWithoutADestinationIsReportedByTheRuntime() throws {
        let hosted = ViewHosting.host(view: NavigationStack {
            NavigationLink("Go", value: "text")
        })
        try hosted.inspect().find(navigationLink: "Go").activate()
        _ = try? hosted.inspect()
        XCTAssertEqual(
            hosted.diagnostics,
            ["NavigationStack: no navigationDestination(for: String.self) inside the stack shows the value \"text\""
                + " at position 0 of its path; it shows nothing there"])
    }

    func testTheStacksEnvironmentReachesItsPushedViews() throws {
        let account = Account()
        let sut = NavigationStack {
            NavigationLink("Account") { AccountBadge() }
        }
        .environment(account)
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Account").activate()
        XCTAssertNoThrow(try handle.find(text: "signed in as ada"))
        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().find(navigationLink: "Account").activate()
        account.name = "grace"
        XCTAssertNoThrow(try hosted.inspect().find(text: "signed in as grace"))
    }

    func testAPresentedDestinationKeepsItsStateWhileShown() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenting(log: log))
        try hosted.inspect().find(button: "Show").tap()
        try hosted.inspect().find(button: "presented 0").tap()
        try hosted.inspect().find(button: "presented 1").tap()
        XCTAssertEqual(try hosted.inspect().find(Counter.self).actualView().taps, 2)
        try hosted.inspect().navigationStack().popToRoot()
        try hosted.inspect().find(button: "Show").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "presented 0"), "presented again: new state")
        XCTAssertEqual(log.events, ["appear presented", "disappear presented", "appear presented"])
    }
}
