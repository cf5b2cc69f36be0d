import Foundation

// SwiftUI's texts of values: formatted by a formatter or a format style, dates in a date
// style or as an interval, attributed strings and images. Each keeps its value and format and
// is rendered when read, for the locale asked (Inspector's `string(locale:)`); see
// `TextContent`.
extension Text {
    /// A predefined style used to display a `Date`: `Text(event.startDate, style: .time)`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// Only the time: `11:23 PM`.
        public static let time = DateStyle(kind: .time)
        /// The date: `June 3, 2019`.
        public static let date = DateStyle(kind: .date)
        /// The time from now to the date: `2 hours, 23 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed: `+2 hours`, `-3 days`.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from now: `2:32`, `36:59:01`.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Displays `subject` formatted by `formatter`: `Text(NSNumber(value: 12.5), formatter: currency)`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: .formatter(subject, formatter))
    }

    /// Displays `subject` formatted by `formatter`: `Text(dueDate, formatter: dateFormatter)`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatted: .formatter(subject, formatter))
    }

    /// Displays `date` formatted by `formatter`: `Text(dueDate, formatter: dateFormatter)`.
    ///
    /// SwiftUI takes a date as a `ReferenceConvertible`, which `Date` is not on Linux.
    public init(_ date: Date, formatter: Formatter) {
        self.init(formatted: .formatter(date, formatter))
    }

    /// Displays `decimal` formatted by `formatter`: `Text(amount, formatter: currencyFormatter)`.
    ///
    /// SwiftUI takes a decimal as a `ReferenceConvertible`, which `Decimal` is not on Linux.
    public init(_ decimal: Decimal, formatter: Formatter) {
        self.init(formatted: .formatter(decimal, formatter))
    }

    /// Displays `input` formatted by `format`: `Text(price, format: .currency(code: "USD"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatted: .format(input, format))
    }

    /// Displays `input` formatted by `format`, whose output is an attributed string.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(formatted: .format(input, format))
    }

    /// Displays `date` in a date style: `Text(event.startDate, style: .relative)`.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(formatted: .date(date, style: style))
    }

    /// Displays a range of dates: `Text(start...end)`.
    public init(_ dates: ClosedRange<Date>) {
        self.init(formatted: .dates(from: dates.lowerBound, to: dates.upperBound))
    }

    /// Displays a date interval: `Text(DateInterval(start: start, duration: 3600))`.
    public init(_ interval: DateInterval) {
        self.init(formatted: .dates(from: interval.start, to: interval.end))
    }

    /// Displays an attributed string with its attributes.
    ///
    /// Disfavored: `AttributedString` is expressible by a string literal here, and
    /// `Text("Hello")` means a localized string key, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(string: String(attributedContent.characters), content: TextContent(segments: [[.attributed(attributedContent)]]))
    }

    /// Displays an image inline, as a text: `Text(Image(systemName: "star")) + Text(" Favorites")`.
    public init(_ image: Image) {
        self.init(string: TextContent.string(of: image), content: TextContent(segments: [[.image(image)]]))
    }

    /// A text of one formatted value, rendered when read.
    init(formatted value: TextFormattedValue) {
        self.init(string: "", content: TextContent(segments: [[.formatted(value)]]))
    }
}

extension TextContent {
    /// How an image inside a text reads as a string, as ViewInspector writes it: `Image('star')`.
    package static func string(of image: Image) -> String {
        "Image('\(image.name)')"
    }
}

extension Text {
    /// A timer over `timerInterval`, as SwiftUI shows one: the time left to its end
    /// (`countsDown`) or gone since its start, `4:05`, `1:02:03` (`75:00` without `showsHours`),
    /// at the moment the text is read — or at `pauseTime` — clamped to the interval.
    ///
    /// Nothing ticks: `string()` renders it for the system clock's date when read (the runtime
    /// has no test clock), rounded to the second.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(formatted: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
}

extension TextFormattedValue {
    /// A timer over `interval`, rendered for the context's `now` (or `pauseTime`).
    static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool) -> TextFormattedValue {
        TextFormattedValue(
            TimerKey(interval: interval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours), isEqual: ==
        ) { context in
            .string(TimerKey.string(interval, at: pauseTime ?? context.now, countsDown: countsDown, showsHours: showsHours))
        }
    }

    private struct TimerKey: Equatable {
        let interval: ClosedRange<Date>
        let pauseTime: Date?
        let countsDown: Bool
        let showsHours: Bool

        static func string(_ interval: ClosedRange<Date>, at moment: Date, countsDown: Bool, showsHours: Bool) -> String {
            let clamped = min(max(moment, interval.lowerBound), interval.upperBound)
            let elapsed = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
            let seconds = elapsed.isFinite ? Int(min(elapsed.rounded(), Double(Int32.max))) : 0
            let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
            let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            if showsHours, hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
            return "\(seconds / 60):\(twoDigits(rest))"
        }
    }
}
