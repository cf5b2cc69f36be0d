import Dispatch
import Foundation
import Inspector
@testable import Swift6Fixtures
import Synchronization
import ViewTree
import XCTest

private struct Disappearing: View {
    let gone: XCTestExpectation
    var body: some View {
        Text("here")
            .onDisappear { gone.fulfill() }
    }
}

/// Which threads a view's body was evaluated on.
private final class RenderLog: Sendable {
    private let onMainThread = Mutex<[Bool]>([])

    func record() { onMainThread.withLock { $0.append(Thread.isMainThread) } }
    var count: Int { onMainThread.withLock { $0.count } }
    var allOnTheMainThread: Bool { onMainThread.withLock { !$0.contains(false) } }
}

private struct Tapper: View {
    let log: RenderLog
    @State var taps = 0
    var body: some View {
        let _ = log.record()
        Button("Tap \(taps)") { taps += 1 }
    }
}

@MainActor private final class MainModel: ObservableObject {
    nonisolated let madeOnTheMainThread = Thread.isMainThread
}

private struct Owner: View {
    @StateObject var model = MainModel()
    var body: some View {
        Text("owner")
    }
}

/// What happens when views are inspected or hosted off the main actor: bodies are
/// `@MainActor`, so Inspector throws and the runtime defers to the main queue — no crash, no
/// body evaluated on another thread. These are plain synchronous test methods: on Linux,
/// XCTest runs them on the main thread, and they start the work on other threads.
final class OffMainActorTests: XCTestCase {
    static let message = "inspect views on the main actor: mark the test @MainActor"
        + " (view bodies are @MainActor, and this inspection ran off the main actor)"

    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    /// Runs `work` on a new thread and waits for it.
    private func onAnotherThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let result = Mutex<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    /// The error `work` throws, as (reason, message).
    private static func failure(_ work: () throws -> Void) -> (InspectionError.Reason?, String)? {
        do {
            try work()
            return nil
        } catch {
            return ((error as? InspectionError)?.reason, "\(error)")
        }
    }

    func testInspectingABodyOnAnotherThreadThrowsNotOnMainActor() {
        let failure = onAnotherThread {
            Self.failure { _ = try ProfileScreen().inspect().vStack() }
        }
        XCTAssertEqual(failure?.0, .notOnMainActor)
        XCTAssertEqual(failure?.1, "view(ProfileScreen.self).vStack(): " + Self.message)
    }

    func testViewsWithoutABodyOfYoursAreReadOnAnyThread() {
        let text = onAnotherThread {
            try? VStack { Text("a").bold() }.inspect().vStack().text(0).string()
        }
        XCTAssertEqual(text, "a")
    }

    func testSearchingOnAnotherThreadThrowsNotOnMainActor() {
        let failure = onAnotherThread {
            Self.failure { _ = try ProfileScreen().inspect().find(button: "Rename") }
        }
        XCTAssertEqual(failure?.0, .notOnMainActor)
        XCTAssertEqual(
            failure?.1,
            "view(ProfileScreen.self): " + Self.message + "\n"
                + "The search for button \"Rename\" from view(ProfileScreen.self) stopped there after"
                + " visiting 1 views; the views below were not searched.")
    }

    func testForEachContentOnAnotherThreadThrowsNotOnMainActor() {
        let failure = onAnotherThread {
            Self.failure { _ = try ForEach(0..<2) { Text("\($0)") }.inspect().forEach().text(0) }
        }
        XCTAssertEqual(failure?.0, .notOnMainActor)
        XCTAssertEqual(failure?.1, "forEach().text(0): " + Self.message)
    }

    func testAGlobalQueueOffTheMainThreadThrowsNotOnMainActor() {
        let failure = Mutex<(InspectionError.Reason?, String)??>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let result = Self.failure { _ = try ProfileScreen().inspect().vStack() }
            failure.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        XCTAssertEqual(failure.withLock { $0??.0 }, .notOnMainActor)
    }

    /// `DispatchQueue.global().sync` called on the main thread runs its block right there, on
    /// the main thread, with the main queue waiting: that is still the main actor.
    func testAGlobalQueueSyncFromTheMainThreadStaysOnTheMainActor() throws {
        let text = try DispatchQueue.global().sync {
            try ProfileScreen().inspect().vStack().text(0).string()
        }
        XCTAssertEqual(text, "Ada")
    }

    func testHostingOnAnotherThreadDefersTheFirstRenderToTheMainQueue() throws {
        let (hosted, failure) = onAnotherThread {
            let hosted = ViewHosting.host(view: ProfileScreen())
            return (hosted, Self.failure { _ = try hosted.inspect().vStack() })
        }
        XCTAssertEqual(failure?.0, .notOnMainActor)
        XCTAssertEqual(hosted.graph.renderedViewIdentities, [], "nothing is rendered off the main actor")
        try hosted.inspect().find(button: "Rename").tap()
        XCTAssertEqual(hosted.graph.renderedViewIdentities, [.root])
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Grace")
        XCTAssertEqual(hosted.diagnostics, [])
    }

    func testUpdatingOnAnotherThreadSchedulesTheUpdateOnTheMainQueue() throws {
        let log = RenderLog()
        let hosted = ViewHosting.host(view: Tapper(log: log))
        try hosted.inspect().find(button: "Tap 0").tap()
        let before = log.count
        onAnotherThread { hosted.update() }
        XCTAssertEqual(log.count, before, "no body was evaluated on the other thread")
        let rendered = expectation(description: "the main queue rendered the update")
        DispatchQueue.main.async { rendered.fulfill() }
        wait(for: [rendered], timeout: 1)
        XCTAssertEqual(log.count, before + 1)
        XCTAssertTrue(log.allOnTheMainThread)
        XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "Tap 1")
    }

    /// Reading a `@StateObject` outside any body, for the first time, off the main actor: the
    /// object (main-actor code) is made on the main queue while the reading thread waits.
    func testAStateObjectFirstReadOffTheMainActorIsMadeOnTheMainQueue() {
        let read = expectation(description: "the object was read on another thread")
        let madeOnTheMainThread = Mutex<Bool?>(nil)
        Thread {
            let model = Owner().model
            madeOnTheMainThread.withLock { $0 = model.madeOnTheMainThread }
            read.fulfill()
        }.start()
        wait(for: [read], timeout: 1)
        XCTAssertEqual(madeOnTheMainThread.withLock { $0 }, true)
    }

    func testExpellingOnAnotherThreadRunsOnDisappearOnTheMainQueue() {
        let gone = expectation(description: "onDisappear ran")
        let hosted = ViewHosting.host(view: Disappearing(gone: gone))
        hosted.update()
        onAnotherThread { hosted.expel() }
        wait(for: [gone], timeout: 1)
    }
}
