import Inspector
import ViewTree
import XCTest

@MainActor private final class Feed: ObservableObject {
    @Published var reloads = 0

    func reload() async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        reloads += 1
    }
}

private struct FeedScreen: View {
    @ObservedObject var feed: Feed
    var body: some View {
        List {
            Text("Reloaded \(feed.reloads) times")
        }
        .refreshable { await feed.reload() }
    }
}

private final class Counter: @unchecked Sendable {
    var count = 0
}

final class RefreshableTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSynchronousCallWaitsForTheAction() throws {
        let counter = Counter()
        let sut = List { Text("a") }.refreshable {
            try? await Task.sleep(nanoseconds: 2_000_000)
            counter.count += 1
        }
        try sut.inspect().list().callRefreshable()
        XCTAssertEqual(counter.count, 1)
    }

    func testSynchronousCallRunsMainActorWork() throws {
        let feed = MainActor.assumeIsolated { Feed() }
        let hosted = ViewHosting.host(view: FeedScreen(feed: feed))
        try hosted.inspect().list().callRefreshable()
        XCTAssertEqual(MainActor.assumeIsolated { feed.reloads }, 1)
        XCTAssertEqual(try hosted.inspect().list().text(0).string(), "Reloaded 1 times")
    }

    @MainActor func testAsynchronousCallAwaitsTheAction() async throws {
        let feed = Feed()
        let sut = FeedScreen(feed: feed)
        try await sut.inspect().list().callRefreshable()
        XCTAssertEqual(feed.reloads, 1)
        XCTAssertEqual(try sut.inspect().list().text(0).string(), "Reloaded 1 times")
    }

    func testAnActionThatDoesNotReturnInTime() throws {
        let sut = List { Text("a") }.refreshable {
            try? await Task.sleep(nanoseconds: 5_000_000_000)
        }
        XCTAssertThrowsError(try sut.inspect().list().callRefreshable(timeout: 0.05)) { error in
            XCTAssertEqual("\(error)", "list().callRefreshable(): the refreshable action did not return within 0.05 seconds")
        }
    }

    func testErrors() throws {
        XCTAssertThrowsError(try List { Text("a") }.inspect().list().callRefreshable()) { error in
            XCTAssertEqual("\(error)", "list().callRefreshable(): List has no refreshable; it has no modifiers")
        }
        let counter = Counter()
        let disabled = List { Text("a") }.refreshable { counter.count += 1 }.disabled(true)
        XCTAssertThrowsError(try disabled.inspect().list().callRefreshable()) { error in
            XCTAssertEqual("\(error)", "list().callRefreshable(): List is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(counter.count, 0)
    }
}
