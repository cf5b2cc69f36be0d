import Foundation

/// How a text's formatters and format styles are set up for a `TextRenderingContext`.
///
/// The context stands for the device the text is shown on: its locale, time zone and clock.
/// What the app left to the device follows the context; what the app chose stays:
/// - a format style always gets the context's locale, as SwiftUI gives it the environment's;
///   a date format style also gets the context's time zone and calendar where it was left at
///   the current ones (`.autoupdatingCurrent`, the default);
/// - a formatter is never changed: a copy gets the context's locale and time zone where the
///   formatter was left at its defaults (a `DateFormatter`, `NumberFormatter` or
///   `DateIntervalFormatter`); a formatter set to a locale or time zone of its own keeps it, and
///   a formatter of another class is used as it is.
enum TextFormatting {
    /// `format`, with the context's locale, and its time zone and calendar where it follows the
    /// current ones.
    static func style<F: FormatStyle>(_ format: F, in context: TextRenderingContext) -> F {
        let style = format.locale(context.locale)
        if var date = style as? Date.FormatStyle {
            if date.timeZone == TimeZone.autoupdatingCurrent { date.timeZone = context.timeZone }
            if date.calendar == Calendar.autoupdatingCurrent { date.calendar = context.calendar }
            return date as? F ?? style
        }
        if var interval = style as? Date.IntervalFormatStyle {
            if interval.timeZone == TimeZone.autoupdatingCurrent { interval.timeZone = context.timeZone }
            if interval.calendar == Calendar.autoupdatingCurrent { interval.calendar = context.calendar }
            return interval as? F ?? style
        }
        if var relative = style as? Date.RelativeFormatStyle {
            if relative.calendar == Calendar.autoupdatingCurrent { relative.calendar = context.calendar }
            return relative as? F ?? style
        }
        if var reference = style as? SystemFormatStyle.DateReference {
            if reference.timeZone == TimeZone.autoupdatingCurrent { reference.timeZone = context.timeZone }
            if reference.calendar == Calendar.autoupdatingCurrent { reference.calendar = context.calendar }
            return reference as? F ?? style
        }
        return style
    }

    /// `subject` formatted by `formatter` for `context`; throws when the formatter gives no
    /// string for it.
    static func string(for subject: Any, formatter: Formatter, in context: TextRenderingContext) throws -> String {
        guard let string = configured(formatter, in: context).string(for: subject) else {
            throw TextRenderingFailure(
                reason: "\(type(of: formatter)) gives no string for \(String(reflecting: subject)) (\(type(of: subject)))")
        }
        return string
    }

    /// A copy of `formatter` with the context's locale and time zone where it has the
    /// defaults of its class; `formatter` itself when it is of another class.
    private static func configured(_ formatter: Formatter, in context: TextRenderingContext) -> Formatter {
        switch formatter {
        case let dates as DateFormatter:
            guard let copy = distinctCopy(of: dates) else { return formatter }
            if dates.locale == Defaults.dateLocale { copy.locale = context.locale }
            if dates.timeZone == Defaults.dateTimeZone { copy.timeZone = context.timeZone }
            return copy
        case let numbers as NumberFormatter:
            guard let copy = distinctCopy(of: numbers) else { return formatter }
            if numbers.locale == Defaults.numberLocale { copy.locale = context.locale }
            return copy
        case let intervals as DateIntervalFormatter:
            guard let copy = distinctCopy(of: intervals) else { return formatter }
            if intervals.locale == Defaults.intervalLocale { copy.locale = context.locale }
            if intervals.timeZone == Defaults.intervalTimeZone { copy.timeZone = context.timeZone }
            return copy
        default:
            return formatter
        }
    }

    /// The locale and time zone each formatter class starts with, learned once: a search reads
    /// many texts, and a formatter made for each read would cost more than the read.
    private enum Defaults {
        static let dateLocale = DateFormatter().locale
        static let dateTimeZone = DateFormatter().timeZone
        static let numberLocale = NumberFormatter().locale
        static let intervalLocale = DateIntervalFormatter().locale
        static let intervalTimeZone = DateIntervalFormatter().timeZone
    }

    /// A copy of `formatter` that is another object of its class, so that configuring it
    /// leaves the app's formatter as it is; nil when the class copies by returning the same
    /// object, or a subclass copies as its superclass (which would drop its overrides).
    private static func distinctCopy<F: Formatter>(of formatter: F) -> F? {
        guard let copy = formatter.copy() as? F, copy !== formatter, type(of: copy) == type(of: formatter) else { return nil }
        return copy
    }
}
