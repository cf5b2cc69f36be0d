import Foundation

extension SystemFormatStyle {
    /// A date phrased from the date formatted (typically the current one): `now`,
    /// `in 5 minutes`, `3 days ago`, `tomorrow` while it is close, and as a date beyond
    /// `thresholdField` (`Tuesday, January 14`, `November 2025`).
    ///
    /// ```swift
    /// Text(.currentDate, format: .reference(to: meeting))
    /// Text(now, format: .reference(to: meeting))   // for a date of yours
    /// ```
    ///
    /// How it phrases, on the calendar and in the time zone of the text's environment:
    /// - **relative** while the date is less than one of the unit above `thresholdField` away
    ///   (`.second`: a minute; `.minute`: an hour; `.hour`: a day; `.day` and `.week`: a month;
    ///   `.month`: a year; `.year`: always), in the largest of `allowedFields` (and
    ///   `thresholdField`) that the distance fills, cut to whole units: `in 2 hours`,
    ///   `3 days ago`; one day, week, month or year is `tomorrow` / `yesterday`, `next week` /
    ///   `last week`, and so on; less than one of the smallest unit is `now`. The words are
    ///   English (Foundation on Linux cannot phrase a date relative to another one).
    /// - **absolute** beyond: the date's year, month, day (with its weekday when the year is not
    ///   shown), hour and minute, leaving out the leading ones it shares with the date formatted,
    ///   at most `maxFieldCount` of them, written for the locale: `Tuesday, January 14` (month
    ///   and day), `November 2025` (year and month), `10:13 PM` (hour and minute).
    public struct DateReference: FormatStyle, Sendable {
        let date: Date
        let allowedFields: Set<Date.RelativeFormatStyle.Field>
        let maxFieldCount: Int
        let thresholdField: Date.RelativeFormatStyle.Field
        var locale: Locale = .autoupdatingCurrent
        var calendar: Calendar = .autoupdatingCurrent
        var timeZone: TimeZone = .autoupdatingCurrent

        /// A style phrasing `date` from the dates formatted.
        public init(
            to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
            maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
        ) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        /// The referenced date phrased from `now`.
        public func format(_ now: Date) -> AttributedString {
            var calendar = calendar
            calendar.timeZone = timeZone
            let later = max(now, date)
            let earlier = min(now, date)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
            let text = isWithinThreshold(parts)
                ? relative(from: earlier, to: later, isFuture: date > now, calendar: calendar)
                : absolute(from: now, calendar: calendar)
            return AttributedString(text)
        }

        /// The style, with its absolute dates written as `locale` writes them.
        public func locale(_ locale: Locale) -> DateReference {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The fields, largest first, with their English names: counted, and for one of them.
        private static let fields: [(field: Date.RelativeFormatStyle.Field, name: String, next: String, last: String)] = [
            (.year, "year", "next year", "last year"), (.month, "month", "next month", "last month"),
            (.week, "week", "next week", "last week"), (.day, "day", "tomorrow", "yesterday"),
            (.hour, "hour", "", ""), (.minute, "minute", "", ""), (.second, "second", "", ""),
        ]

        /// Whether the distance `parts` is less than one of the unit above the threshold.
        private func isWithinThreshold(_ parts: DateComponents) -> Bool {
            let larger: [Int?]
            switch thresholdField {
            case .year: larger = []
            case .month: larger = [parts.year]
            case .week, .day: larger = [parts.year, parts.month]
            case .hour: larger = [parts.year, parts.month, parts.day]
            case .minute: larger = [parts.year, parts.month, parts.day, parts.hour]
            default: larger = [parts.year, parts.month, parts.day, parts.hour, parts.minute]
            }
            return larger.allSatisfy { ($0 ?? 0) == 0 }
        }

        private func relative(from earlier: Date, to later: Date, isFuture: Bool, calendar: Calendar) -> String {
            let shown = Self.fields.filter { allowedFields.contains($0.field) || $0.field == thresholdField }
            var components: Set<Calendar.Component> = []
            for entry in shown {
                switch entry.field {
                case .year: components.insert(.year)
                case .month: components.insert(.month)
                case .week, .day: components.insert(.day)
                case .hour: components.insert(.hour)
                case .minute: components.insert(.minute)
                default: components.insert(.second)
                }
            }
            let parts = calendar.dateComponents(components, from: earlier, to: later)
            let days = parts.day ?? 0
            let weeksShown = shown.contains { $0.field == .week }
            for entry in shown {
                let value: Int
                switch entry.field {
                case .year: value = parts.year ?? 0
                case .month: value = parts.month ?? 0
                case .week: value = days / 7
                case .day: value = weeksShown ? days % 7 : days
                case .hour: value = parts.hour ?? 0
                case .minute: value = parts.minute ?? 0
                default: value = parts.second ?? 0
                }
                guard value > 0 else { continue }
                if value == 1, !entry.next.isEmpty { return isFuture ? entry.next : entry.last }
                let amount = "\(value) \(entry.name)\(value == 1 ? "" : "s")"
                return isFuture ? "in " + amount : amount + " ago"
            }
            return "now"
        }

        private func absolute(from now: Date, calendar: Calendar) -> String {
            let order: [Calendar.Component] = [.year, .month, .day, .hour, .minute]
            let mine = calendar.dateComponents(Set(order), from: date)
            let theirs = calendar.dateComponents(Set(order), from: now)
            let first = order.firstIndex { mine.value(for: $0) != theirs.value(for: $0) } ?? order.count - 1
            let shown = order[first..<min(first + max(maxFieldCount, 1), order.count)]
            var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
            if shown.contains(.year) { style = style.year() }
            if shown.contains(.month) { style = style.month(.wide) }
            if shown.contains(.day) {
                style = style.day()
                if !shown.contains(.year) { style = style.weekday(.wide) }
            }
            if shown.contains(.hour) { style = style.hour() }
            if shown.contains(.minute) { style = style.minute() }
            return date.formatted(style)
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// `date` phrased from the date formatted: `in 5 minutes`, `tomorrow`, `June 2019`.
    public static func reference(
        to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
        maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(
            to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
