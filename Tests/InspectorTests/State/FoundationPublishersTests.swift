import Foundation
import Inspector
import ViewTree
import XCTest

/// `Timer.publish(every:on:in:)` and `NotificationCenter.publisher(for:object:)`, delivering to
/// `onReceive`.
final class FoundationPublishersTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private static let refreshed = Notification.Name("FoundationPublishersTests.refreshed")

    private struct Feed: View {
        let sender: AnyObject?
        @State var refreshes = 0
        var body: some View {
            Text("Refreshed \(refreshes)")
                .onReceive(NotificationCenter.default.publisher(for: FoundationPublishersTests.refreshed, object: sender)) { _ in
                    refreshes += 1
                }
        }
    }

    func testANotificationPostedReachesOnReceive() throws {
        let hosted = ViewHosting.host(view: Feed(sender: nil))
        NotificationCenter.default.post(name: Self.refreshed, object: nil)
        NotificationCenter.default.post(name: Self.refreshed, object: nil)
        XCTAssertEqual(try hosted.inspect().text().string(), "Refreshed 2")
    }

    func testOnlyTheSenderObservedIsHeard() throws {
        let sender = NSObject()
        let hosted = ViewHosting.host(view: Feed(sender: sender))
        NotificationCenter.default.post(name: Self.refreshed, object: NSObject())
        NotificationCenter.default.post(name: Self.refreshed, object: sender)
        XCTAssertEqual(try hosted.inspect().text().string(), "Refreshed 1")
    }

    func testAnExpelledViewStopsObserving() throws {
        var received = 0
        let subscription = NotificationCenter.default.publisher(for: Self.refreshed).sink { _ in received += 1 }
        NotificationCenter.default.post(name: Self.refreshed, object: nil)
        subscription.cancel()
        NotificationCenter.default.post(name: Self.refreshed, object: nil)
        XCTAssertEqual(received, 1)
    }

    private struct Clock: View {
        let ticks = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        @State var seconds = 0
        var body: some View {
            Text("\(seconds)").onReceive(ticks) { _ in seconds += 1 }
        }
    }

    func testATimerTicksIntoOnReceiveWhileTheRunLoopRuns() throws {
        let hosted = ViewHosting.host(view: Clock())
        RunLoop.main.run(until: Date().addingTimeInterval(0.15))
        let seconds = try XCTUnwrap(Int(try hosted.inspect().text().string()))
        XCTAssertGreaterThanOrEqual(seconds, 3)
    }

    func testAutoconnectStopsTheTimerWhenTheLastSubscriberCancels() {
        let ticks = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        var count = 0
        let subscription = ticks.sink { _ in count += 1 }
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertGreaterThanOrEqual(count, 3)
        subscription.cancel()
        let stopped = count
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(count, stopped)
    }

    func testATimerPublisherTicksOnlyOnceConnected() {
        let ticks = Timer.publish(every: 0.01, tolerance: 0.001, on: .main, in: .default)
        XCTAssertEqual(ticks.interval, 0.01)
        XCTAssertEqual(ticks.tolerance, 0.001)
        var dates: [Date] = []
        let subscription = ticks.sink { dates.append($0) }
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(dates, [])
        let connection = ticks.connect()
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        connection.cancel()
        subscription.cancel()
        XCTAssertGreaterThanOrEqual(dates.count, 3)
        XCTAssertEqual(dates, dates.sorted())
    }

    @MainActor func testWaitingForAHostedViewLetsTheTimerTick() async throws {
        let hosted = ViewHosting.host(view: Clock())
        try await hosted.waitUntil(timeout: .seconds(2)) { (Int(try $0.text().string()) ?? 0) >= 3 }
    }
}
