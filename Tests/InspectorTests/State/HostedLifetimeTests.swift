import Foundation
import Inspector
import Observation
import Testing
import ViewTree
import XCTest

// A hosted view is gone when the test says so: after `expel()` returns — and after the last
// callback of `on(\.didAppear)` or of an `Inspection` — nothing of the hosted hierarchy is
// retained: the leak checks users write (`addTeardownBlock { [weak model] in XCTAssertNil(model) }`)
// pass, for a model the view subscribes to, observes, and runs a task for.

/// A store with a publisher the view subscribes to (`onReceive`).
final class LifetimeStore: ObservableObject, @unchecked Sendable {
    @Published var count = 0
    let pings = PassthroughSubject<Int, Never>()
}

/// A model the view reads through Observation, and whose work a `.task` awaits.
@Observable
final class LifetimeModel: @unchecked Sendable {
    var title = "Inbox"
    var loads = 0

    /// Waits until cancelled, as a long-running load does.
    func load() async {
        loads += 1
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

struct LifetimeScreen: View {
    let model: LifetimeModel
    @ObservedObject var store: LifetimeStore
    @State private var received = 0
    internal var didAppear: ((Self) -> Void)?
    internal let inspection = LifetimeInspection<Self>()

    var body: some View {
        VStack {
            Text(model.title)
            Text("count \(store.count), received \(received)")
        }
        .onReceive(store.pings) { received = $0 }
        .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
        .task { await model.load() }
        .onAppear { self.didAppear?(self) }
    }
}

/// The guide's `Inspection` class, as apps write it.
final class LifetimeInspection<V>: @unchecked Sendable {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks: [UInt: (V) -> Void] = [:]

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

extension LifetimeInspection: InspectionEmissary {}

/// Waits a little while for the main queue, so that the `.task` is running.
private func letTheTaskStart(_ hosted: HostedView) {
    let deadline = Date().addingTimeInterval(1)
    while hosted.graph.pendingWork.tasks.isEmpty, Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.005))
    }
}

final class HostedLifetimeTests: XCTestCase {
    func testHostThenExpelReleasesTheModels() throws {
        var model: LifetimeModel? = LifetimeModel()
        var store: LifetimeStore? = LifetimeStore()
        weak let weakModel = model
        weak let weakStore = store
        var hosted: HostedView? = ViewHosting.host(view: LifetimeScreen(model: model!, store: store!))
        model = nil
        store = nil
        letTheTaskStart(hosted!)
        XCTAssertEqual(weakModel?.loads, 1, "the task is running")
        XCTAssertEqual(try hosted!.inspect().find(text: "Inbox").string(), "Inbox")
        weakStore?.pings.send(3)
        XCTAssertNoThrow(try hosted!.inspect().find(text: "count 0, received 3"))
        ViewHosting.expel()
        XCTAssertNil(weakModel, "the @Observable model and the task that awaits it are released")
        XCTAssertNil(weakStore, "the store and its subscriptions are released")
        hosted = nil
    }

    func testTheHandlesExpelReleasesTheModelsWhileTheHandleLives() throws {
        var model: LifetimeModel? = LifetimeModel()
        weak let weakModel = model
        let hosted = ViewHosting.host(view: LifetimeScreen(model: model!, store: LifetimeStore()))
        model = nil
        letTheTaskStart(hosted)
        hosted.expel()
        XCTAssertNil(weakModel, "the handle keeps nothing of the expelled hierarchy")
        XCTAssertThrowsError(try hosted.inspect())
    }

    func testOnDidAppearExpelsAfterItsCallback() throws {
        var model: LifetimeModel? = LifetimeModel()
        let store = LifetimeStore()
        addTeardownBlock { [weak model] in
            XCTAssertNil(model, "released once the on(\\.didAppear) inspection ran")
        }
        var sut = LifetimeScreen(model: model!, store: store)
        model = nil
        let exp = sut.on(\.didAppear) { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "Inbox")
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 1)
    }

    func testTheLastInspectionExpels() throws {
        var model: LifetimeModel? = LifetimeModel()
        let store = LifetimeStore()
        addTeardownBlock { [weak model] in
            XCTAssertNil(model, "released once the last inspection ran")
        }
        let sut = LifetimeScreen(model: model!, store: store)
        model = nil
        let first = sut.inspection.inspect { view in
            XCTAssertEqual(try view.vStack().text(0).string(), "Inbox")
        }
        let second = sut.inspection.inspect(after: 0.05) { view in
            XCTAssertEqual(try view.vStack().text(1).string(), "count 0, received 0")
        }
        ViewHosting.host(view: sut)
        wait(for: [first, second], timeout: 1)
    }
}

/// A view whose `.task` ignores its cancellation for a while.
private struct SlowLoader: View {
    internal var didAppear: ((Self) -> Void)?
    var body: some View {
        Text("loading")
            .task {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) { continuation.resume() }
                }
            }
            .onAppear { self.didAppear?(self) }
    }
}

/// A view that calls back from the second branch of an `if`.
private struct BranchCallingBack: View {
    @State var showsFirst = true
    let log: LifetimeLog
    internal var didAppear: ((Self) -> Void)?
    var body: some View {
        VStack {
            if showsFirst {
                Text("first").onDisappear { log.entries.append("first disappeared") }
            } else {
                Text("second").onAppear { self.didAppear?(self) }
            }
            Button("Switch") { showsFirst.toggle() }
        }
    }
}

final class LifetimeLog: @unchecked Sendable {
    var entries: [String] = []
}

final class HostedLifetimeCallbackTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testOnDidAppearMeetsTheGuidesTimeoutWhenATaskIgnoresCancellation() {
        var sut = SlowLoader()
        let exp = sut.on(\.didAppear) { view in
            XCTAssertEqual(try view.text().string(), "loading")
        }
        ViewHosting.host(view: sut)
        wait(for: [exp], timeout: 0.1)
    }

    func testAnExpelInACallbackStillRunsTheDisappearancesOfItsUpdate() throws {
        let log = LifetimeLog()
        var sut = BranchCallingBack(log: log)
        let exp = sut.on(\.didAppear) { _ in }
        let hosted = ViewHosting.host(view: sut)
        hosted.update()
        try hosted.inspect().find(button: "Switch").tap()
        hosted.update()
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(log.entries, ["first disappeared"])
    }
}

/// The same check in Swift Testing, through the `.expelsHostedViews` trait.
@Suite("Hosted lifetime")
struct HostedLifetimeSwiftTestingTests {
    final class Weak: @unchecked Sendable {
        weak var model: LifetimeModel?
        weak var store: LifetimeStore?
    }

    @MainActor
    static func hostAndRun(_ weak: Weak) async throws {
        let model = LifetimeModel()
        let store = LifetimeStore()
        weak.model = model
        weak.store = store
        let hosted = ViewHosting.host(view: LifetimeScreen(model: model, store: store))
        try await hosted.waitUntil { _ in model.loads == 1 }
        #expect(try hosted.inspect().find(text: "Inbox").string() == "Inbox")
    }

    @Test func theTraitReleasesTheModelsWhenTheTestEnds() async throws {
        let weak = Weak()
        let trait: ExpelsHostedViews = .expelsHostedViews
        try await trait.provideScope(for: Test.current!, testCase: nil) {
            try await Self.hostAndRun(weak)
        }
        #expect(weak.model == nil)
        #expect(weak.store == nil)
    }
}
