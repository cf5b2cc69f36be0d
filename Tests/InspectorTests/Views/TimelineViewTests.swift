import Foundation
import Inspector
import ViewTree
import XCTest

private let noon = Date(timeIntervalSince1970: 1_700_000_000)

private struct Clock: View {
    @State var taps = 0
    var body: some View {
        TimelineView(.explicit([noon, noon.addingTimeInterval(60), Date.distantFuture])) { context in
            Button("\(Int(context.date.timeIntervalSince(noon))) \(taps)") { taps += 1 }
        }
    }
}

final class TimelineViewTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheContentIsBuiltForTheEntryCurrentNow() throws {
        let sut = TimelineView(.explicit([noon, noon.addingTimeInterval(60), Date.distantFuture])) { context in
            Text("\(context.date.timeIntervalSince(noon)) \(context.cadence == .live)")
        }
        let timeline = try sut.inspect().timelineView()
        XCTAssertEqual(try timeline.text().string(), "60.0 true")
        XCTAssertEqual(try timeline.currentDate(), noon.addingTimeInterval(60))
        XCTAssertEqual(try timeline.text().pathToRoot, "timelineView().text()")
        XCTAssertEqual(try sut.inspect().find(text: "60.0 true").pathToRoot, "timelineView().text()")
    }

    func testAScheduleWithNoEntryYetShowsNow() throws {
        let before = Date()
        let timeline = try TimelineView(.explicit([Date.distantFuture])) { Text("\($0.date >= before)") }.inspect().timelineView()
        XCTAssertEqual(try timeline.text().string(), "true")
        let paused = try TimelineView(.animation(minimumInterval: 1, paused: true)) { Text("\($0.date >= before)") }
            .inspect().timelineView()
        XCTAssertGreaterThanOrEqual(try paused.currentDate(), before)
    }

    func testContentViewBuildsTheContentForAnyDate() throws {
        let sut = TimelineView(.everyMinute) { context in
            Text("\(context.date.timeIntervalSince(noon)) \(context.cadence)")
        }
        let timeline = try sut.inspect().timelineView()
        XCTAssertEqual(try timeline.contentView(.init(date: noon.addingTimeInterval(5))).text().string(), "5.0 live")
        XCTAssertEqual(try timeline.contentView(.init(date: noon, cadence: .minutes)).text().string(), "0.0 minutes")
        XCTAssertEqual(
            try timeline.contentView(.init(date: noon)).text().pathToRoot, "timelineView().contentView(_:)")
    }

    func testSchedulesEntries() {
        let periodic = Array(PeriodicTimelineSchedule.periodic(from: noon, by: 10).entries(from: noon.addingTimeInterval(25), mode: .normal).prefix(2))
        XCTAssertEqual(periodic, [noon.addingTimeInterval(20), noon.addingTimeInterval(30)])
        let early = Array(PeriodicTimelineSchedule.periodic(from: noon, by: 10).entries(from: noon.addingTimeInterval(-25), mode: .normal).prefix(1))
        XCTAssertEqual(early, [noon], "before the first date, the first date")
        let minutes = Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .lowFrequency).prefix(2))
        XCTAssertEqual(minutes, [Date(timeIntervalSinceReferenceDate: 120), Date(timeIntervalSinceReferenceDate: 180)])
        let animation = Array(AnimationTimelineSchedule.animation(minimumInterval: 0.5).entries(from: noon, mode: .normal).prefix(2))
        XCTAssertEqual(animation, [noon, noon.addingTimeInterval(0.5)])
        XCTAssertEqual(Array(AnimationTimelineSchedule.animation(paused: true).entries(from: noon, mode: .normal)), [])
        XCTAssertEqual(AnimationTimelineSchedule.animation.minimumInterval, nil)
        XCTAssertEqual(Array(ExplicitTimelineSchedule.explicit([noon]).entries(from: .distantPast, mode: .normal)), [noon])
    }

    func testHostedContentKeepsItsState() throws {
        let hosted = ViewHosting.host(view: Clock())
        try hosted.inspect().find(button: "60 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "60 1"))
        XCTAssertEqual(try hosted.inspect().find(button: "60 1").pathToRoot, "view(Clock.self).timelineView().button()")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().timelineView()) { error in
            XCTAssertEqual("\(error)", "timelineView(): expected TimelineView, found Text")
        }
        XCTAssertThrowsError(try TimelineView(.everyMinute) { _ in Text("a") }.inspect().timelineView().image()) { error in
            XCTAssertEqual("\(error)", "timelineView().image(): expected Image, found Text")
        }
    }
}

/// Schedules whose dates do not move forward end: they have one date, or the walk stops.
final class TimelineScheduleEndTests: XCTestCase {
    func testAScheduleOfNoIntervalHasOneDate() throws {
        let start = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(Array(PeriodicTimelineSchedule(from: start, by: 0).entries(from: start, mode: .normal)), [start])
        XCTAssertEqual(Array(PeriodicTimelineSchedule(from: start, by: -5).entries(from: start, mode: .normal)), [start])
        let timeline = TimelineView(.periodic(from: start, by: 0)) { context in Text("\(context.date.timeIntervalSince1970)") }
        XCTAssertEqual(try timeline.inspect().timelineView().currentDate(), start)
    }

    func testAnIntervalTooSmallForDatesToTellApartEnds() throws {
        let timeline = TimelineView(.periodic(from: .distantPast, by: 1e-12)) { _ in Text("tick") }
        XCTAssertEqual(try timeline.inspect().find(ViewType.Text.self).string(), "tick")
    }
}
