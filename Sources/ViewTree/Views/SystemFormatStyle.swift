import Foundation

/// SwiftUI's format styles for times that move on with the clock, shown by
/// `Text(.currentDate, format: .timer(countingDownIn: start..<end))` (see `TimeDataSource`) or
/// for a date of your own (`Text(date, format: .stopwatch(startingAt: start))`). Each formats
/// a `Date` into an `AttributedString`.
///
/// Nothing ticks in ViewTree: a text showing `.currentDate` is rendered when it is read, for the
/// system clock's date then (there is no test clock), as `Text(timerInterval:)` is. Format a
/// date of your own to read a fixed moment.
public enum SystemFormatStyle {
    /// A timer within an interval, counting down to zero at its end or up from zero at its
    /// start: `4:17`, `1:23:45` (`83:45` without `showsHours`).
    public struct Timer: FormatStyle, Sendable {
        let interval: Range<Date>
        let countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var locale: Locale = .autoupdatingCurrent

        /// A timer counting down from the interval's length, at its start, to zero at its end.
        public init(
            countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
            maxPrecision: Duration = .seconds(1)
        ) {
            self.interval = interval
            countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// A timer counting up from zero, at the interval's start, to its length at its end.
        public init(
            countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
            maxPrecision: Duration = .seconds(1)
        ) {
            self.interval = interval
            countsDown = false
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The timer at `date`, clamped to the interval, rounded to `maxPrecision`.
        public func format(_ date: Date) -> AttributedString {
            let clamped = min(max(date, interval.lowerBound), interval.upperBound)
            let seconds = countsDown
                ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
            let clock = ClockFields(
                seconds: seconds, precision: maxPrecision, roundsDown: false, showsHours: showsHours)
            return AttributedString(clock.string(maxFieldCount: maxFieldCount, padsLeadingField: false, locale: locale))
        }

        /// The timer, with its fractions of a second written as `locale` writes them.
        public func locale(_ locale: Locale) -> Timer {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// A stopwatch counting up from a start date, to the hundredth of a second by default:
    /// `00:05.23`, `45:30.12`, `01:00:00.00`.
    public struct Stopwatch: FormatStyle, Sendable {
        let startDate: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var locale: Locale = .autoupdatingCurrent

        /// A stopwatch started at `startDate`; a date before it shows zero.
        public init(
            startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
            maxPrecision: Duration = .milliseconds(10)
        ) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The time from the start to `date`, cut to `maxPrecision` as a stopwatch shows it.
        public func format(_ date: Date) -> AttributedString {
            let clock = ClockFields(
                seconds: date.timeIntervalSince(startDate), precision: maxPrecision, roundsDown: true,
                showsHours: showsHours)
            return AttributedString(clock.string(maxFieldCount: maxFieldCount, padsLeadingField: true, locale: locale))
        }

        /// The stopwatch, with its fractions of a second written as `locale` writes them.
        public func locale(_ locale: Locale) -> Stopwatch {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The time between a date and an anchor: `3 minutes, 42 seconds`, or, when the allowed
    /// fields are minutes and seconds (or hours, minutes and seconds, with that many fields),
    /// on a clock: `5:32`, `1:23:45`. A date before the anchor has a minus sign.
    ///
    /// Counted in weeks, days, hours, minutes and seconds, as `Text`'s relative date styles
    /// are (Foundation cannot count months and years here): `.year` and `.month` are ignored.
    public struct DateOffset: FormatStyle, Sendable {
        let anchor: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        let sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var locale: Locale = .autoupdatingCurrent

        /// The offset of the dates formatted from `anchor`.
        public init(
            to anchor: Date,
            allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
            maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
        ) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        /// The offset from the anchor to `date`, to the second.
        public func format(_ date: Date) -> AttributedString {
            let interval = date.timeIntervalSince(anchor)
            let seconds = interval.isFinite ? Int64(min(interval.magnitude.rounded(), Double(Int64.max / 2))) : 0
            let signText: String
            if interval.rounded() < 0, seconds > 0 {
                signText = sign == .never ? "" : "-"
            } else if sign == .always(includingZero: true) || (seconds > 0 && sign == .always()) {
                signText = "+"
            } else {
                signText = ""
            }
            return AttributedString(signText + magnitude(seconds))
        }

        private func magnitude(_ seconds: Int64) -> String {
            let clock: Set<Date.ComponentsFormatStyle.Field> = [.hour, .minute, .second]
            if allowedFields == [.minute, .second], maxFieldCount == 2 {
                return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: .minuteSecond).locale(locale))
            }
            if allowedFields == clock, maxFieldCount == 3 {
                return Duration.seconds(seconds).formatted(Duration.TimeFormatStyle(pattern: .hourMinuteSecond).locale(locale))
            }
            let counted: [(field: Date.ComponentsFormatStyle.Field, unit: Duration.UnitsFormatStyle.Unit, seconds: Int64)] = [
                (.week, .weeks, 604_800), (.day, .days, 86_400), (.hour, .hours, 3_600), (.minute, .minutes, 60),
                (.second, .seconds, 1),
            ]
            let allowed = counted.filter { allowedFields.contains($0.field) }
            guard let smallest = allowed.last else { return "" }
            let largest = allowed.firstIndex { seconds >= $0.seconds } ?? allowed.count - 1
            let shown = allowed[largest..<min(largest + max(maxFieldCount, 1), allowed.count)]
            let style = Duration.UnitsFormatStyle(
                allowedUnits: Set(shown.map(\.unit)), width: .wide, maximumUnitCount: max(maxFieldCount, 1),
                zeroValueUnits: .hide, fractionalPart: .hide(rounded: .towardZero))
            let whole = seconds / smallest.seconds * smallest.seconds
            return Duration.seconds(whole).formatted(style.locale(locale))
        }

        /// The offset, with its units named in `locale`.
        public func locale(_ locale: Locale) -> DateOffset {
            var copy = self
            copy.locale = locale
            return copy
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting down to zero at the end of `interval`: `4:17`.
    public static func timer(
        countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
        maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(
            countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A timer counting up from zero at the start of `interval`: `0:42`.
    public static func timer(
        countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
        maxPrecision: Duration = .seconds(1)
    ) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(
            countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch started at `startDate`: `00:05.23`.
    public static func stopwatch(
        startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
        maxPrecision: Duration = .milliseconds(10)
    ) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(
            startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The time from `anchor` to the date formatted: `3 minutes, 42 seconds`.
    public static func offset(
        to anchor: Date,
        allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
        maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

/// A time on a clock: hours (when shown), minutes, seconds and a fraction of a second.
private struct ClockFields {
    let hours: Int64?
    let minutes: Int64
    let seconds: Int64
    /// The fraction's digits, nil at a precision of a second or more.
    let fraction: String?

    /// `total` seconds, cut (`roundsDown`) or rounded to a multiple of `precision`, counted in
    /// whole milliseconds so that `65.25` is 65.25 and not 65.249999.
    init(seconds total: TimeInterval, precision: Duration, roundsDown: Bool, showsHours: Bool) {
        let (whole, attoseconds) = precision.components
        let step = max(whole * 1_000 + attoseconds / 1_000_000_000_000_000, 1)
        let milliseconds = total.isFinite ? Int64(min(max(total, 0) * 1_000, 1e15).rounded()) : 0
        let stepped = (roundsDown ? milliseconds : milliseconds + step / 2) / step * step
        let digits = step >= 1_000 ? 0 : step >= 100 ? 1 : step >= 10 ? 2 : 3
        let wholeSeconds = stepped / 1_000
        hours = showsHours && wholeSeconds >= 3_600 ? wholeSeconds / 3_600 : nil
        minutes = hours == nil ? wholeSeconds / 60 : wholeSeconds / 60 % 60
        seconds = wholeSeconds % 60
        let millis = String(stepped % 1_000 + 1_000).dropFirst()
        fraction = digits == 0 ? nil : String(millis.prefix(digits))
    }

    /// The fields joined, largest first, at most `maxFieldCount` of them: `1:02:03`, `01:02.50`.
    func string(maxFieldCount: Int, padsLeadingField: Bool, locale: Locale) -> String {
        let two = { (value: Int64) in value < 10 ? "0\(value)" : "\(value)" }
        var fields: [String] = []
        if let hours { fields.append(padsLeadingField ? two(hours) : "\(hours)") }
        fields.append(fields.isEmpty && !padsLeadingField ? "\(minutes)" : two(minutes))
        fields.append(two(seconds))
        var text = fields.prefix(max(maxFieldCount, 1)).joined(separator: ":")
        if let fraction, fields.count < maxFieldCount {
            text += (locale.decimalSeparator ?? ".") + fraction
        }
        return text
    }
}

/// A source of values that change with time, which a `Text` shows with a format style:
/// `Text(.currentDate, format: .timer(countingDownIn: start..<end))`.
public struct TimeDataSource<Value>: Sendable {
    let kind: Kind

    enum Kind: Sendable {
        case currentDate
    }
}

extension TimeDataSource where Value == Date {
    /// The current date: read from the system clock when the text is read.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource(kind: .currentDate) }
}

extension Text {
    /// Shows the current date through `format`, a style whose output is an attributed string
    /// (`SystemFormatStyle`'s): `Text(.currentDate, format: .offset(to: start))`. It is rendered
    /// when read, for the system clock's date then.
    public init<F: FormatStyle>(_ source: TimeDataSource<Date>, format: F)
    where F.FormatInput == Date, F.FormatOutput == AttributedString {
        self.init(formatted: .currentDate(format: format) { .attributed($0) })
    }

    /// Shows the current date through `format`, a style whose output is a string:
    /// `Text(.currentDate, format: .dateTime.hour().minute())`.
    public init<F: FormatStyle>(_ source: TimeDataSource<Date>, format: F)
    where F.FormatInput == Date, F.FormatOutput == String {
        self.init(formatted: .currentDate(format: format) { .string($0) })
    }
}

extension TextFormattedValue {
    /// The context's `now` formatted with `format`, for the context's locale.
    static func currentDate<F: FormatStyle>(
        format: F, output: @escaping (F.FormatOutput) -> TextFormattedOutput
    ) -> TextFormattedValue where F.FormatInput == Date {
        TextFormattedValue(format, isEqual: ==) { context in
            output(TextFormatting.style(format, in: context).format(context.now))
        }
    }
}
