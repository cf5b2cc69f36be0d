import Foundation

/// How `Text(_:style:)` and `Text(_:)` with a range of dates or a `DateInterval` show their
/// dates for a `TextRenderingContext`, in the context's locale, calendar and time zone.
///
/// - `.date`: the long date, `November 14, 2023`;
/// - `.time`: the short time, `10:13 PM`;
/// - `.relative`: the time between the date and now in its largest unit and the next one,
///   `2 hours, 23 minutes`;
/// - `.offset`: the same in its largest unit only, with a sign, `+2 hours`, `-3 days`;
/// - `.timer`: the time between the date and now on a clock, `2:32`, `36:59:01`;
/// - a range: its two ends, as times when they are on the same day (`10:00 – 11:30 AM`),
///   else as dates (`Jan 1 – 2`).
///
/// The relative forms count in weeks, days, hours, minutes and seconds (SwiftUI also uses
/// months and years, which Foundation cannot spell on Linux), from the context's `now`, rounded
/// to the second: the few milliseconds a test takes between making a date and reading it do
/// not show.
enum TextDateRendering {
    static func string(of date: Date, style: Text.DateStyle, in context: TextRenderingContext) -> String {
        switch style.kind {
        case .date:
            return dateStyle(date: .long, time: .omitted, in: context).format(date)
        case .time:
            return dateStyle(date: .omitted, time: .shortened, in: context).format(date)
        case .relative:
            return units(seconds(from: context.now, to: date).magnitude, count: 2, locale: context.locale)
        case .offset:
            let seconds = seconds(from: context.now, to: date)
            let sign = seconds > 0 ? "+" : seconds < 0 ? "-" : ""
            return sign + units(seconds.magnitude, count: 1, locale: context.locale)
        case .timer:
            let seconds = seconds(from: context.now, to: date).magnitude
            let pattern: Duration.TimeFormatStyle.Pattern = seconds < 3600 ? .minuteSecond : .hourMinuteSecond
            return Duration.seconds(Int64(seconds)).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(context.locale))
        }
    }

    static func string(from start: Date, to end: Date, in context: TextRenderingContext) -> String {
        let formatter = DateIntervalFormatter()
        let calendar = context.calendar
        formatter.locale = context.locale
        formatter.calendar = calendar
        formatter.timeZone = context.timeZone
        formatter.dateTemplate = calendar.isDate(start, inSameDayAs: end) ? "jm" : "MMMd"
        return formatter.string(from: start, to: end)
    }

    private static func dateStyle(
        date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, in context: TextRenderingContext
    ) -> Date.FormatStyle {
        Date.FormatStyle(date: date, time: time, locale: context.locale, calendar: context.calendar, timeZone: context.timeZone)
    }

    /// Whole seconds from `now` to `date`: positive for a date to come.
    private static func seconds(from now: Date, to date: Date) -> Int64 {
        let interval = date.timeIntervalSince(now).rounded()
        guard interval.isFinite else { return 0 }
        return Int64(max(min(interval, Double(Int64.max / 2)), Double(Int64.min / 2)))
    }

    /// The units a relative date counts in, largest first.
    private static let countedUnits: [(unit: Duration.UnitsFormatStyle.Unit, seconds: UInt64)] = [
        (.weeks, 604_800), (.days, 86_400), (.hours, 3_600), (.minutes, 60), (.seconds, 1),
    ]

    /// `seconds` in the largest unit it fills and, for `count` 2, the next one: `2 hours, 23
    /// minutes`; what is left below the last unit shown is dropped.
    private static func units(_ seconds: UInt64, count: Int, locale: Locale) -> String {
        let largest = countedUnits.firstIndex { seconds >= $0.seconds } ?? countedUnits.count - 1
        let shown = countedUnits[largest..<min(largest + count, countedUnits.count)].map(\.unit)
        let style = Duration.UnitsFormatStyle(
            allowedUnits: Set(shown), width: .wide, maximumUnitCount: count, zeroValueUnits: .hide,
            fractionalPart: .hide(rounded: .towardZero))
        return Duration.seconds(Int64(seconds)).formatted(style.locale(locale))
    }
}
