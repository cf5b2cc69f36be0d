import Dispatch
import Foundation
import Inspector
import Observation
import Synchronization
import ViewTree
import XCTest

@Observable
private final class Model: @unchecked Sendable {
    var a = 0
    var b = 0
}

/// How many times each `onChange` was called, by a number the test gives it.
private final class Calls: Sendable {
    private let counts = Mutex<[Int: Int]>([:])

    func record(_ key: Int = 0) {
        counts.withLock { $0[key, default: 0] += 1 }
    }

    subscript(key: Int) -> Int {
        counts.withLock { $0[key, default: 0] }
    }

    var total: Int {
        counts.withLock { $0.values.reduce(0, +) }
    }
}

/// Something an `onChange` captures, to see whether a registrar still holds it.
private final class Payload: Sendable {
    func use() {}
}

/// A body that reads a model that never changes, and state that a tap changes: each tap makes
/// the inspection evaluate the body again.
@Observable
private final class Titles {
    var title = "Count"
}

private struct TitledCounter: View {
    let titles: Titles
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(titles.title) \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// `ObservationTracker`: one generation of registrations at a time, withdrawn through a sentinel.
final class ObservationTrackerTests: XCTestCase {
    // MARK: - Calls

    func testAfterAThousandRunsOneChangeCallsTheLastRunOnly() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        for run in 0..<1000 {
            XCTAssertEqual(tracker.track({ model.a }, onChange: { calls.record(run) }), 0)
        }
        // Withdrawing 999 registrations called none of them.
        XCTAssertEqual(calls.total, 0)
        XCTAssertFalse(tracker.hasChanged)
        model.a = 1
        XCTAssertEqual(calls[999], 1)
        XCTAssertEqual(calls.total, 1)
        XCTAssertTrue(tracker.hasChanged)
        // The registration that fired is gone; the earlier ones were withdrawn.
        model.a = 2
        XCTAssertEqual(calls.total, 1)
    }

    func testABodyThatSwitchesBranchesIsObservedOnTheNewBranchOnly() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        XCTAssertEqual(tracker.track({ model.a }, onChange: { calls.record(1) }), 0)
        XCTAssertEqual(tracker.track({ model.b }, onChange: { calls.record(2) }), 0)
        model.a = 1
        XCTAssertEqual(calls.total, 0)
        XCTAssertFalse(tracker.hasChanged)
        model.b = 1
        XCTAssertEqual(calls[2], 1)
        XCTAssertEqual(calls.total, 1)
    }

    func testTwoTrackersReadingOneModelAreBothCalled() {
        let model = Model()
        let first = ObservationTracker()
        let second = ObservationTracker()
        let calls = Calls()
        for _ in 0..<3 {
            _ = first.track({ model.a }, onChange: { calls.record(1) })
            _ = second.track({ model.a }, onChange: { calls.record(2) })
        }
        model.a = 1
        XCTAssertEqual(calls[1], 1)
        XCTAssertEqual(calls[2], 1)
        // Withdrawing one tracker's registration leaves the other's.
        _ = first.track({ model.a }, onChange: { calls.record(3) })
        _ = second.track({ model.a }, onChange: { calls.record(4) })
        first.cancel()
        model.a = 2
        XCTAssertEqual(calls[3], 0)
        XCTAssertEqual(calls[4], 1)
    }

    func testARunThatReadsNothingButItsSentinelCallsNothing() {
        let tracker = ObservationTracker()
        let calls = Calls()
        for run in 0..<10 {
            XCTAssertEqual(tracker.track({ run * 2 }, onChange: { calls.record() }), run * 2)
        }
        tracker.cancel()
        XCTAssertEqual(calls.total, 0)
        XCTAssertFalse(tracker.hasChanged)
    }

    func testWorkThatThrowsIsStillObserved() {
        struct Failure: Error, Equatable {}
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        XCTAssertThrowsError(
            try tracker.track({ () throws(Failure) -> Int in
                _ = model.a
                throw Failure()
            }, onChange: { calls.record() })
        ) { error in
            XCTAssertEqual(error as? Failure, Failure())
        }
        model.a = 1
        XCTAssertEqual(calls.total, 1)
    }

    // MARK: - Withdrawing

    func testCancelReleasesWhatOnChangeCapturedWhileTheModelLives() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        weak var released: Payload?
        do {
            let payload = Payload()
            released = payload
            _ = tracker.track({ model.a }, onChange: {
                payload.use()
                calls.record()
            })
        }
        // Held by the registration, in the model's registrar and the sentinel's.
        XCTAssertNotNil(released)
        tracker.cancel()
        XCTAssertNil(released)
        XCTAssertFalse(tracker.hasChanged)
        model.a = 1
        XCTAssertEqual(calls.total, 0)
        XCTAssertEqual(model.a, 1)
    }

    func testATrackerLetGoWithdrawsItsRegistration() {
        let model = Model()
        let calls = Calls()
        weak var released: Payload?
        weak var releasedTracker: ObservationTracker?
        do {
            let payload = Payload()
            released = payload
            let tracker = ObservationTracker()
            releasedTracker = tracker
            _ = tracker.track({ model.a }, onChange: {
                payload.use()
                calls.record()
            })
        }
        // The registration captures the sentinel, not the tracker: nothing kept the tracker.
        XCTAssertNil(releasedTracker)
        XCTAssertNil(released)
        model.a = 1
        XCTAssertEqual(calls.total, 0)
    }

    func testTrackingAgainAfterAChangeFiredCallsNothingAndObservesAnew() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        _ = tracker.track({ model.a }, onChange: { calls.record(1) })
        model.a = 1
        XCTAssertEqual(calls[1], 1)
        // Observation removed the fired registration: the sentinel write finds nothing.
        XCTAssertEqual(tracker.track({ model.a }, onChange: { calls.record(2) }), 1)
        XCTAssertEqual(calls.total, 1)
        XCTAssertFalse(tracker.hasChanged)
        model.a = 2
        XCTAssertEqual(calls[1], 1)
        XCTAssertEqual(calls[2], 1)
    }

    // MARK: - Re-entrancy

    func testOnChangeMayTrackAgain() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        // The new run reads another property: in `willSet`, `a` still holds its old value.
        _ = tracker.track({ model.a }, onChange: {
            calls.record(1)
            _ = tracker.track({ model.b }, onChange: { calls.record(2) })
        })
        model.a = 1
        // Writing the sentinel inside `onChange` fired the registration being delivered again:
        // its epoch had moved on, so nothing more was called.
        XCTAssertEqual(calls[1], 1)
        XCTAssertEqual(calls.total, 1)
        model.a = 2
        XCTAssertEqual(calls.total, 1)
        model.b = 1
        XCTAssertEqual(calls[2], 1)
        XCTAssertEqual(calls.total, 2)
    }

    func testOnChangeMayCancel() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        _ = tracker.track({ model.a + model.b }, onChange: {
            calls.record()
            tracker.cancel()
        })
        model.b = 1
        XCTAssertEqual(calls.total, 1)
        XCTAssertFalse(tracker.hasChanged)
        model.a = 1
        model.b = 2
        XCTAssertEqual(calls.total, 1)
    }

    func testAChangeMadeInsideOnChangeIsNotReportedTwice() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        // Observation removes a registration after its `onChange` returns: a change made inside
        // it fires the same registration again.
        _ = tracker.track({ model.a + model.b }, onChange: {
            calls.record()
            model.b += 1
        })
        model.a = 1
        XCTAssertEqual(calls.total, 1)
        XCTAssertEqual(model.b, 1)
    }

    func testChangesOnManyThreadsAtOnceCallOnChangeOnce() {
        let models = (0..<8).map { _ in Model() }
        for _ in 0..<50 {
            let tracker = ObservationTracker()
            let calls = Calls()
            _ = tracker.track({ models.reduce(0) { $0 + $1.a } }, onChange: { calls.record() })
            DispatchQueue.concurrentPerform(iterations: models.count) { index in
                models[index].a += 1
            }
            XCTAssertEqual(calls.total, 1)
            XCTAssertTrue(tracker.hasChanged)
        }
    }

    // MARK: - Several runs, one registration

    func testRunsAlongsideShareOneRegistration() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        _ = tracker.trackAlongside({ model.a }, onChange: { calls.record(1) })
        _ = tracker.trackAlongside({ model.b }, onChange: { calls.record(2) })
        XCTAssertFalse(tracker.hasChanged)
        model.b = 1
        XCTAssertTrue(tracker.hasChanged)
        XCTAssertEqual(calls[2], 1)
        // The first run's registration is still in place, but its epoch has fired.
        model.a = 1
        XCTAssertEqual(calls.total, 1)
        // `track` withdraws both.
        _ = tracker.track({ 0 }, onChange: { calls.record(3) })
        XCTAssertFalse(tracker.hasChanged)
        model.a = 2
        model.b = 2
        XCTAssertEqual(calls.total, 1)
    }

    // MARK: - Memory

    func testTwentyThousandRunsOnAModelThatNeverChangesKeepMemoryFlat() {
        let model = Model()
        let tracker = ObservationTracker()
        let calls = Calls()
        let payload = Payload()
        let growth = ResidentMemory.growth(cycles: 20_000) { _ in
            _ = tracker.track({ model.a + model.b }, onChange: {
                payload.use()
                calls.record()
            })
        }
        print("ObservationTracker: 20,000 tracked runs grew resident memory by \(Self.megabytes(growth))")
        if let growth { XCTAssertLessThan(growth, 5_000_000) }
        XCTAssertEqual(calls.total, 0)
        model.a = 1
        XCTAssertEqual(calls.total, 1)
    }

    func testAnInspectionReadAgainTwentyThousandTimesKeepsMemoryFlat() throws {
        let titles = Titles()
        let sut = try TitledCounter(titles: titles).inspect()
        // Each tap changes the counter's state: the next search evaluates the body again, and
        // with it reads the model, which never changes.
        let growth = try ResidentMemory.growth(cycles: 20_000) { cycle in
            try sut.find(button: "Add").tap()
            XCTAssertEqual(try sut.find(text: "Count \(cycle + 1)").string(), "Count \(cycle + 1)")
        }
        print("Inspector: 20,000 taps and searches grew resident memory by \(Self.megabytes(growth))")
        if let growth { XCTAssertLessThan(growth, 5_000_000) }
        // The inspection still follows the model.
        titles.title = "Total"
        XCTAssertEqual(try sut.find(text: "Total 20000").string(), "Total 20000")
    }

    // MARK: - Helpers

    private static func megabytes(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "(not measured)"
    }
}
