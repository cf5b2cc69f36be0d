import Foundation

/// What a text shows beyond plain strings: values formatted for a locale, interpolated images,
/// attributed strings. A text keeps it only when it has such parts (see `Text.content`); a
/// text of plain strings keeps its string alone.
///
/// SwiftUI renders these parts where the text is drawn, with the environment's locale, time
/// zone and clock; ViewTree renders nothing, so it keeps the parts as they were given and
/// renders them when asked, for a `TextRenderingContext` (Inspector's `string(locale:)`).
///
/// Unchecked Sendable: immutable; the values it holds (an input, a format style, a formatter)
/// are only read, and a formatter is configured on a copy (`TextFormatting`).
package struct TextContent: Equatable, @unchecked Sendable {
    /// The pieces of each segment of the text, in order: one list per segment, so that a
    /// concatenation (`Text(date, style: .time).bold() + Text(" left")`) keeps each part's
    /// pieces with its attributes.
    package let segments: [[TextPiece]]

    package init(segments: [[TextPiece]]) {
        self.segments = segments
    }
}

/// One piece of a text's content.
///
/// Unchecked Sendable: immutable values (an image, an attributed string, a formatted value —
/// see `TextContent`); `Image` is not declared `Sendable` only because it holds a `Text` label.
package enum TextPiece: Equatable, @unchecked Sendable {
    /// Text shown as it is.
    case literal(String)
    /// A value shown through a formatter, a format style or a date style: rendered for a
    /// context.
    case formatted(TextFormattedValue)
    /// An image shown inline (`Text("Tap \(Image(systemName: "plus"))")`, `Text(image)`).
    case image(Image)
    /// An attributed string, shown with its attributes.
    case attributed(AttributedString)
}

/// What a text's formatted parts are rendered for: the locale, the time zone and the moment
/// that relative dates count from.
package struct TextRenderingContext: Sendable {
    package let locale: Locale
    package let timeZone: TimeZone
    package let now: Date

    package init(locale: Locale, timeZone: TimeZone, now: Date) {
        self.locale = locale
        self.timeZone = timeZone
        self.now = now
    }

    /// The locale's calendar, in the context's time zone: what dates are counted in.
    package var calendar: Calendar {
        var calendar = locale.calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}

/// What a formatted value renders as: a string, or an attributed string for a format style
/// whose output is one.
package enum TextFormattedOutput: Equatable {
    case string(String)
    case attributed(AttributedString)

    /// The characters shown.
    package var string: String {
        switch self {
        case let .string(string): string
        case let .attributed(attributed): String(attributed.characters)
        }
    }
}

/// Why a formatted value cannot be rendered: a formatter that gives no string for its subject.
package struct TextRenderingFailure: Error, Equatable {
    /// The reason, as a message ends: `NumberFormatter gives no string for "abc" (String)`.
    package let reason: String
}

/// A value shown through a formatter, a format style or a date style, kept with what renders
/// it for a context.
///
/// Unchecked Sendable: its own properties are constants, but it holds what the app gave the
/// text — a formatter, a reference to a mutable object, as SwiftUI's `Text` holds it. Rendering
/// only reads it, on the thread that inspects or renders, and configures a copy (never the
/// app's formatter) where the locale or time zone must change; a formatter of a class that
/// cannot be copied is read as it is. An app that mutates its formatter while another thread
/// renders a text with it races, as it would in SwiftUI.
package struct TextFormattedValue: Equatable, @unchecked Sendable {
    /// The value and how it is formatted, compared by `isEqual`.
    private let value: Any
    private let isEqual: (Any) -> Bool
    private let render: (TextRenderingContext) throws -> TextFormattedOutput

    /// A value whose formatting is `value`; two are equal when `isEqual` says `value`s are.
    init<Value>(
        _ value: Value, isEqual: @escaping (Value, Value) -> Bool,
        render: @escaping (TextRenderingContext) throws -> TextFormattedOutput
    ) {
        self.value = value
        self.isEqual = { other in (other as? Value).map { isEqual(value, $0) } ?? false }
        self.render = render
    }

    /// The value rendered for `context`; throws a `TextRenderingFailure` when it cannot be.
    package func output(in context: TextRenderingContext) throws -> TextFormattedOutput {
        try render(context)
    }

    package static func == (lhs: TextFormattedValue, rhs: TextFormattedValue) -> Bool {
        lhs.isEqual(rhs.value)
    }
}

// MARK: - The formatted values

extension TextFormattedValue {
    /// `input` formatted by `format`, whose output is a string.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> TextFormattedValue
    where F.FormatInput: Equatable, F.FormatOutput == String {
        TextFormattedValue(FormatKey(input: input, format: format), isEqual: ==) { context in
            .string(TextFormatting.style(format, in: context).format(input))
        }
    }

    /// `input` formatted by `format`, whose output is an attributed string.
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> TextFormattedValue
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        TextFormattedValue(FormatKey(input: input, format: format), isEqual: ==) { context in
            .attributed(TextFormatting.style(format, in: context).format(input))
        }
    }

    /// `subject` formatted by `formatter`.
    static func formatter<Subject: Equatable>(_ subject: Subject, _ formatter: Formatter) -> TextFormattedValue {
        TextFormattedValue(
            (subject, ObjectIdentifier(formatter)), isEqual: { $0.0 == $1.0 && $0.1 == $1.1 }
        ) { context in
            .string(try TextFormatting.string(for: subject, formatter: formatter, in: context))
        }
    }

    /// `date` shown in a date style.
    static func date(_ date: Date, style: Text.DateStyle) -> TextFormattedValue {
        TextFormattedValue((date, style), isEqual: { $0.0 == $1.0 && $0.1 == $1.1 }) { context in
            .string(TextDateRendering.string(of: date, style: style, in: context))
        }
    }

    /// The dates from `start` to `end`, as an interval.
    static func dates(from start: Date, to end: Date) -> TextFormattedValue {
        TextFormattedValue((start, end), isEqual: { $0.0 == $1.0 && $0.1 == $1.1 }) { context in
            .string(TextDateRendering.string(from: start, to: end, in: context))
        }
    }
}

/// A format style with its input, compared as both are.
private struct FormatKey<F: FormatStyle>: Equatable where F.FormatInput: Equatable {
    let input: F.FormatInput
    let format: F
}
