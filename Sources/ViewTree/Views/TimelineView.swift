import Foundation

/// A view whose content is built for the dates of a schedule.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// There is no display refreshing: a `TimelineView` shows the content of the schedule's entry
/// that is current when it is rendered — the latest entry at or before now, by the system clock
/// (`Date()`; the runtime has no test clock) — or now itself when the schedule has no entry yet.
/// Each render (`update()`, a hosted `inspect()`, a state change) builds it again for the entry
/// then current; the cadence is `.live`, as in SwiftUI's normal mode. Inspector's
/// `contentView(_:)` builds the content for any date a test chooses.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// The date a timeline's content is built for, and how often it changes.
    public typealias Context = TimelineViewDefaultContext
}

extension TimelineView: View where Content: View {
    /// A timeline view whose `content` is built for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Primitive view: `TimelineView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The context every `TimelineView`'s content receives, whatever its schedule.
public struct TimelineViewDefaultContext: Sendable {
    /// How often a timeline's content is rebuilt: hide what changes faster.
    public enum Cadence: Comparable, Sendable {
        /// As often as the schedule asks.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of the entry the content shows.
    public let date: Date
    /// How often the content is rebuilt.
    public let cadence: Cadence

    /// A context for `date` at `cadence`: what the runtime gives the content.
    package init(date: Date, cadence: Cadence) {
        self.date = date
        self.cadence = cadence
    }

    /// Asks for the content to be built again: every render already builds it for the
    /// current entry, so there is nothing more to do.
    public func invalidateTimelineContent() {}
}

extension TimelineView {
    /// The context of the entry current at `now`: the latest entry of the schedule at or before
    /// `now`, or `now` when none is.
    package static func currentContext(of schedule: Schedule, at now: Date) -> TimelineViewDefaultContext {
        var current: Date?
        // A schedule's dates go forward; one that stops advancing (an interval too small for
        // `Date` to tell apart) ends the walk, and so does a long run of past dates.
        for (index, entry) in schedule.entries(from: now, mode: .normal).enumerated() {
            if entry > now || index == Self.pastEntriesLimit { break }
            if let current, entry <= current { break }
            current = entry
        }
        return TimelineViewDefaultContext(date: current ?? now, cadence: .live)
    }

    /// How many dates before `now` are read at most to find the current one.
    static var pastEntriesLimit: Int { 100_000 }

    /// The context of the entry of this timeline's schedule current at `now`.
    package func currentContext(at now: Date) -> TimelineViewDefaultContext {
        Self.currentContext(of: schedule, at: now)
    }

    /// The content built for `context`. Called directly, not read through reflection: a
    /// closure read from raw storage is at another abstraction than the one stored, which
    /// garbles the context it is passed.
    package func content(for context: TimelineViewDefaultContext) -> Content {
        content(context)
    }
}

// MARK: - Schedules

/// Whether a schedule is asked for its normal dates or for fewer (an always-on display).
public enum TimelineScheduleMode: Sendable {
    /// As many updates as the schedule gives.
    case normal
    /// Fewer updates, to save energy.
    case lowFrequency
}

/// The dates a `TimelineView` rebuilds its content at.
public protocol TimelineSchedule {
    /// Whether the schedule is asked for its normal dates or for fewer.
    typealias Mode = TimelineScheduleMode
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The schedule's dates from `startDate` on; the first may be before `startDate`, the
    /// entry current then.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// Dates a fixed interval apart from a first date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// Whether the one date of a schedule that does not repeat was given.
        var ended = false

        /// The next date; a schedule whose interval is not positive has one date.
        public mutating func next() -> Date? {
            guard !ended else { return nil }
            let date = upcoming
            upcoming = date.addingTimeInterval(interval)
            ended = interval <= 0 || upcoming <= date
            return date
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// A schedule of dates `interval` seconds apart from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates from the one current at `startDate` (the schedule's first date when
    /// `startDate` is before it).
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        guard interval > 0, startDate > self.startDate else { return Entries(upcoming: self.startDate, interval: max(interval, 0)) }
        let steps = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }
}

/// The start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of the schedule: the start of each minute.
    public typealias Entries = PeriodicTimelineSchedule.Entries

    /// A schedule of the start of every minute.
    public init() {}

    /// The start of the minute `startDate` is in, then the start of each next minute.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// As often as an animation redraws: `.animation`, `.animation(minimumInterval:paused:)`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates of an animation schedule: none while paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = date.addingTimeInterval(interval)
            return date
        }
    }

    /// The shortest time between two dates; nil for as often as the display redraws.
    public let minimumInterval: Double?
    /// Whether the schedule gives no dates.
    public let paused: Bool

    /// A schedule as often as an animation redraws, at least `minimumInterval` apart.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `startDate`, then dates `minimumInterval` apart (1/60 s when nil); none when paused.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        Entries(upcoming: paused ? nil : startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 120))
    }
}

/// The dates of a list: `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`, in increasing order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates of the list, whatever `startDate` is.
    public func entries(from startDate: Date, mode: Mode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates `interval` seconds apart from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation redraws.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation redraws, at least `minimumInterval` seconds apart; no dates
    /// while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineView: RuntimeContainer where Content: View {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(content(currentContext(at: Date())), [.content])]
    }
}
