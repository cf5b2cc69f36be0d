import Foundation
import Inspector
import ViewTree
import XCTest

// `onReceive` follows its publisher.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
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
