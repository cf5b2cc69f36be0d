import Foundation
import Inspector
import ViewTree
import XCTest

/// A menu's primary action, `onMove`, date pickers and color pickers: what `explore(...)` does
/// with each, the code it prints, and that code pasted into a test, where it does the same.
final class ExploreMoreKindsTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// The paths of the violations, as code.
    private func paths(_ report: ExploreReport) -> [[String]] {
        report.violations.map { $0.actions.map(\.swiftCode) }
    }

    // MARK: - A menu's primary action

    struct Sharing: View {
        @State var shares = 0
        @State var copies = 0
        var body: some View {
            VStack {
                Text("Shared \(shares), copied \(copies)")
                Menu("Share") {
                    Button("Copy link") { copies += 1 }
                } primaryAction: {
                    shares += 1
                }
                Menu("More") {
                    Button("Archive") {}
                }
            }
        }
    }

    func testAMenuWithAPrimaryActionIsTapped() throws {
        let report = try explore(maxDepth: 1) { Sharing() } invariant: { screen in
            if (try? screen.find(text: "Shared 1, copied 0")) != nil { throw ExploreViolation("shared") }
        }
        XCTAssertEqual(paths(report), [[#"try hosted.inspect().findUnique(role: .menu, name: "Share").menu().tap()"#]])
        XCTAssertEqual(report.violations.first?.actions.map(\.description), [#"tap Menu "Share""#])
        // The menu without a primary action is not tapped: its item is, as a button.
        XCTAssertEqual(
            report.coverage.map(\.description),
            [
                #"Button "Copy link": visible in 3, enabled in 3, acted on 1"#,
                #"Button "Archive": visible in 3, enabled in 3, acted on 1"#,
                #"Menu "Share": visible in 3, enabled in 3, acted on 1"#,
                #"Menu "More": visible in 3, enabled in 3, acted on 0"#,
            ])
    }

    func testThePrintedMenuTapRunsThePrimaryAction() throws {
        let hosted = ViewHosting.host(view: Sharing())
        try hosted.inspect().findUnique(role: .menu, name: "Share").menu().tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Shared 1, copied 0"))
    }

    // MARK: - onMove

    struct Playlist: View {
        @State var songs: [String]
        var body: some View {
            VStack {
                Text(songs.joined(separator: ","))
                List {
                    ForEach(songs, id: \.self) { Text("Song \($0)") }
                        .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
    }

    func testTheFirstRowMovesToTheEndAndTheLastToTheFront() throws {
        let report = try explore(maxDepth: 1) { Playlist(songs: ["A", "B", "C"]) } invariant: { screen in
            let order = try screen.findAll(ViewType.Text.self)[0].string()
            if order != "A,B,C" { throw ExploreViolation("order \(order)") }
        }
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("order B,C,A"), .invariant("order C,A,B")])
        XCTAssertEqual(
            paths(report),
            [
                ["try hosted.inspect().findAll(ViewType.ForEach.self)[0].callOnMove(IndexSet(integer: 0), 3)"],
                ["try hosted.inspect().findAll(ViewType.ForEach.self)[0].callOnMove(IndexSet(integer: 2), 0)"],
            ])
        XCTAssertEqual(
            report.violations.map { $0.actions.map(\.description) },
            [["move row 0 to the end of ForEach at view(Playlist.self).vStack().list(1).forEach(0)"],
             ["move row 2 to the front of ForEach at view(Playlist.self).vStack().list(1).forEach(0)"]])
    }

    func testTwoRowsAreSwappedOnce() throws {
        let report = try explore(maxDepth: 1) { Playlist(songs: ["A", "B"]) }
        XCTAssertEqual(report.actionsTaken, 1)
        XCTAssertEqual(report.states, 2)
    }

    func testASingleRowIsNotMoved() throws {
        let report = try explore { Playlist(songs: ["A"]) }
        XCTAssertEqual(report.states, 1)
        XCTAssertEqual(report.actionsTaken, 0)
    }

    func testThePrintedMovesMoveTheRows() throws {
        let hosted = ViewHosting.host(view: Playlist(songs: ["A", "B", "C"]))
        try hosted.inspect().findAll(ViewType.ForEach.self)[0].callOnMove(IndexSet(integer: 0), 3)
        XCTAssertEqual(try hosted.inspect().find(text: "B,C,A").string(), "B,C,A")
        try hosted.inspect().findAll(ViewType.ForEach.self)[0].callOnMove(IndexSet(integer: 2), 0)
        XCTAssertEqual(try hosted.inspect().find(text: "A,B,C").string(), "A,B,C")
    }

    // MARK: - DatePicker

    /// A day, in seconds.
    static let day: TimeInterval = 86_400

    /// Day 10 after the reference date; the picker offers `range` when given.
    struct Due: View {
        enum Bounds { case none, closed, from, through }
        let range: Bounds
        @State var due = Date(timeIntervalSinceReferenceDate: 10 * ExploreMoreKindsTests.day)
        var body: some View {
            let start = Date(timeIntervalSinceReferenceDate: 0)
            let end = Date(timeIntervalSinceReferenceDate: 30 * ExploreMoreKindsTests.day)
            VStack {
                Text("Day \(Int(due.timeIntervalSinceReferenceDate / ExploreMoreKindsTests.day))")
                switch range {
                case .none: DatePicker("Due", selection: $due)
                case .closed: DatePicker("Due", selection: $due, in: start...end)
                case .from: DatePicker("Due", selection: $due, in: start...)
                case .through: DatePicker("Due", selection: $due, in: ...end)
                }
            }
        }
    }

    /// The date picker's actions on `Due` with `range`, as code, and the days they show.
    private func datePicks(_ range: Due.Bounds) throws -> (codes: [String], kinds: [ExploreReport.Violation.Kind]) {
        let report = try explore(maxDepth: 1) { Due(range: range) } invariant: { screen in
            let day = try screen.findAll(ViewType.Text.self)[0].string()
            if day != "Day 10" { throw ExploreViolation(day) }
        }
        return (paths(report).flatMap { $0 }, report.violations.map(\.kind))
    }

    private let datePicker = #"try hosted.inspect().findUnique(role: .datePicker, name: "Due").datePicker()"#

    func testADatePickerWithARangeIsSetToItsBounds() throws {
        let picks = try datePicks(.closed)
        XCTAssertEqual(
            picks.codes,
            [
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 0.0))",
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 2592000.0))",
            ])
        XCTAssertEqual(picks.kinds, [.invariant("Day 0"), .invariant("Day 30")])
    }

    func testADatePickerWithoutARangeIsSetADayEitherWay() throws {
        let picks = try datePicks(.none)
        XCTAssertEqual(
            picks.codes,
            [
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 777600.0))",
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 950400.0))",
            ])
        XCTAssertEqual(picks.kinds, [.invariant("Day 9"), .invariant("Day 11")])
    }

    func testAPartialRangeGivesItsBoundAndADayTheOtherWay() throws {
        XCTAssertEqual(
            try datePicks(.from).codes,
            [
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 0.0))",
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 950400.0))",
            ])
        XCTAssertEqual(
            try datePicks(.through).codes,
            [
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 777600.0))",
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 2592000.0))",
            ])
    }

    /// Due now, as a new reminder is; it shows the day.
    struct Reminder: View {
        @State var due = Date()
        var body: some View {
            VStack {
                Text("Day \(Int(due.timeIntervalSinceReferenceDate / ExploreMoreKindsTests.day))")
                DatePicker("Due", selection: $due)
            }
        }
    }

    func testADatePickerAtNowIsSetToTheStartsOfTheDaysAround() throws {
        let day = (Date().timeIntervalSinceReferenceDate / Self.day).rounded(.down) * Self.day
        let today = "Day \(Int(day / Self.day))"
        let walk = {
            try explore(maxDepth: 1) { Reminder() } invariant: { screen in
                let shown = try screen.findAll(ViewType.Text.self)[0].string()
                if shown != today { throw ExploreViolation(shown) }
            }
        }
        let first = try walk()
        XCTAssertEqual(first, try walk())
        XCTAssertEqual(
            paths(first).flatMap { $0 },
            [
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: \(day - Self.day)))",
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: \(day + Self.day)))",
            ])
    }

    /// Due before now, and no later.
    struct Deadline: View {
        @State var due = Date(timeIntervalSinceReferenceDate: 10 * ExploreMoreKindsTests.day + 3600)
        var body: some View {
            VStack {
                Text("Hour \(Int(due.timeIntervalSinceReferenceDate / 3600))")
                DatePicker("Due", selection: $due, in: ...Date())
            }
        }
    }

    func testARangeEndingNowGivesTheSameActionsInEveryWalk() throws {
        let walk = {
            try explore(maxDepth: 1) { Deadline() } invariant: { screen in
                let shown = try screen.findAll(ViewType.Text.self)[0].string()
                if shown != "Hour 241" { throw ExploreViolation(shown) }
            }
        }
        let first = try walk()
        XCTAssertEqual(first, try walk())
        // The day before day 10's, and the start of the day after today, which the picker
        // clamps to now.
        let tomorrow = ((Date().timeIntervalSinceReferenceDate / Self.day).rounded(.up)) * Self.day
        XCTAssertEqual(
            paths(first).flatMap { $0 },
            [
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: 777600.0))",
                datePicker + ".select(date: Date(timeIntervalSinceReferenceDate: \(tomorrow)))",
            ])
    }

    struct Start: View {
        @State var start = Date(timeIntervalSinceReferenceDate: 0)
        var body: some View {
            DatePicker("Start", selection: $start, in: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 86_400))
        }
    }

    func testTheSelectedDateIsNotSetAgain() throws {
        var descriptions: [String] = []
        let report = try explore(maxDepth: 1) { Start() } invariant: { screen in
            // The only change is the picker's date, which the state does not hold: the
            // invariant runs on the first screen alone.
            descriptions.append(try screen.find(ViewType.DatePicker.self).date().description)
        }
        XCTAssertEqual(report.actionsTaken, 1)
        XCTAssertEqual(report.states, 1)
        XCTAssertEqual(descriptions, ["2001-01-01 00:00:00 +0000"])
    }

    func testThePrintedDatePicksSetTheDate() throws {
        let hosted = ViewHosting.host(view: Due(range: .closed))
        try hosted.inspect().findUnique(role: .datePicker, name: "Due").datePicker().select(date: Date(timeIntervalSinceReferenceDate: 2592000.0))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Day 30"))
        try hosted.inspect().findUnique(role: .datePicker, name: "Due").datePicker().select(date: Date(timeIntervalSinceReferenceDate: 777600.0))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Day 9"))
    }

    // MARK: - ColorPicker

    struct Theme: View {
        let supportsOpacity: Bool
        @State var tint = Color.red
        var body: some View {
            ColorPicker("Tint", selection: $tint, supportsOpacity: supportsOpacity)
        }
    }

    /// The color picker's actions on `Theme`: every color the picker can take is a violation.
    private func colorPicks(supportsOpacity: Bool) throws -> ExploreReport {
        try explore(maxDepth: 1) { Theme(supportsOpacity: supportsOpacity) } invariant: { screen in
            let tint = try screen.find(ViewType.ColorPicker.self).color()
            if tint != .red { throw ExploreViolation("tint \(tint)") }
        }
    }

    private let colorPicker = #"try hosted.inspect().findUnique(role: .colorPicker, name: "Tint").colorPicker()"#

    func testAColorPickerIsSetToBlackWhiteRedAndClear() throws {
        let report = try colorPicks(supportsOpacity: true)
        // Red is the picker's color: it is not set again. The tree dump does not show the
        // color; the state does.
        XCTAssertEqual(
            paths(report),
            [
                [colorPicker + ".select(color: Color.black)"], [colorPicker + ".select(color: Color.white)"],
                [colorPicker + ".select(color: Color.clear)"],
            ])
        XCTAssertEqual(report.violations.map(\.kind), [.invariant("tint black"), .invariant("tint white"), .invariant("tint clear")])
        XCTAssertEqual(report.violations.first?.actions.map(\.description), [#"pick black in ColorPicker "Tint""#])
        XCTAssertEqual(report.states, 4)
    }

    func testAnOpaqueColorPickerIsNotSetToClear() throws {
        let report = try colorPicks(supportsOpacity: false)
        XCTAssertEqual(paths(report), [[colorPicker + ".select(color: Color.black)"], [colorPicker + ".select(color: Color.white)"]])
    }

    func testThePrintedColorPickSetsTheColor() throws {
        let hosted = ViewHosting.host(view: Theme(supportsOpacity: true))
        try hosted.inspect().findUnique(role: .colorPicker, name: "Tint").colorPicker().select(color: Color.clear)
        XCTAssertEqual(try hosted.inspect().find(ViewType.ColorPicker.self).color(), .clear)
    }
}
