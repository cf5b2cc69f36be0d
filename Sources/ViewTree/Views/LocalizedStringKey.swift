import Foundation

/// The key of a localized string: a literal or an interpolation given to `Text`, `Button` and
/// other views.
///
/// ViewTree has no string tables; the key is the text shown. An interpolation of a formatted
/// value (`"Total: \(price, format: .currency(code: "USD"))"`), a date in a style, an image or
/// an attributed string keeps it as it was given, and the text renders it when read, for a
/// locale (see `TextContent`).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key's string: all of it for a key of plain strings; for a key with `pieces`, the
    /// parts that read the same everywhere (formatted values are rendered from `pieces`).
    let key: String
    /// The key's parts in order, when it has more than strings; nil for a key of strings.
    let pieces: [TextPiece]?
    /// Whether the key was interpolated: its string then holds values that are not Markdown.
    let isInterpolated: Bool
    /// For an interpolation of strings whose literal text has Markdown's characters: where in
    /// the key's characters its values are (they are shown as they are). Nil otherwise.
    let markdownValueRanges: [Range<Int>]?

    /// A key from a string. Its Markdown is read, as SwiftUI reads it
    /// (`Text(LocalizedStringKey(markdownString))`).
    public init(_ value: String) {
        key = value
        pieces = nil
        isInterpolated = false
        markdownValueRanges = nil
    }

    /// A key from a string literal. Its Markdown is read: `Text("**Bold**")` shows "Bold", bold.
    public init(stringLiteral value: String) {
        key = value
        pieces = nil
        isInterpolated = false
        markdownValueRanges = nil
    }

    /// A key from an interpolation. The Markdown of its literal text is read around its values,
    /// which show as they are (`"**\(name)** joined"` shows the name bold), when its values are
    /// strings and numbers; with formatted values, images or attributed strings it is not read.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        pieces = stringInterpolation.pieces.isEmpty ? nil : stringInterpolation.pieces
        isInterpolated = true
        markdownValueRanges = stringInterpolation.pieces.isEmpty && stringInterpolation.literalHasMarkdown
            ? stringInterpolation.valueRanges : nil
    }

    /// The key's Markdown, read as SwiftUI reads it; nil for a key without Markdown.
    var markdown: AttributedString? {
        guard isInterpolated else { return TextMarkdown.attributedString(key) }
        guard let markdownValueRanges else { return nil }
        return TextMarkdown.attributedString(key, values: markdownValueRanges)
    }

    /// Keys with the same string hash alike; their pieces tell them apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The strings appended, and the strings of images and attributed strings.
        var output = ""
        /// Every part in order, once the key has a part other than a string; empty before, so
        /// that a key of strings and numbers (`"Row \(index)"`, the common case) builds none.
        var pieces: [TextPiece] = []
        /// Whether the literal text has Markdown's characters.
        var literalHasMarkdown = false
        /// Where in the output's characters the interpolated strings are.
        var valueRanges: [Range<Int>] = []
        /// The output's length in characters.
        private var length = 0
        private var appendingLiteral = false

        /// Reserves room for the literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            if !literalHasMarkdown { literalHasMarkdown = TextMarkdown.mayHaveMarkdown(literal) }
            appendingLiteral = true
            appendString(literal)
            appendingLiteral = false
        }

        /// Appends a string.
        public mutating func appendInterpolation(_ string: String) {
            appendString(string)
        }

        /// Appends the string of a text, with its formatted values and images; its attributes
        /// are not kept.
        public mutating func appendInterpolation(_ text: Text) {
            guard text.hasContent else { return appendString(text.string) }
            for piece in text.pieces {
                append(piece)
            }
        }

        /// Appends an image, shown inline: `Text("Tap \(Image(systemName: "plus")) to add")`.
        public mutating func appendInterpolation(_ image: Image) {
            append(.image(image))
        }

        /// Appends an attributed string, with its attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            append(.attributed(attributedString))
        }

        /// Appends a number formatted with a `printf`-style specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendString(String(format: specifier, value))
        }

        /// Appends a value formatted by a `Formatter`, or as `String(describing:)` shows it
        /// without one: `"Due \(date, formatter: dateFormatter)"`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {
            guard let formatter else { return appendString(String(describing: subject)) }
            append(.formatted(.formatter(subject, formatter)))
        }

        /// Appends a date formatted by a `Formatter`, or as `String(describing:)` shows it without
        /// one. SwiftUI takes a date as a `ReferenceConvertible`, which `Date` is not on Linux.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            guard let formatter else { return appendString(String(describing: date)) }
            append(.formatted(.formatter(date, formatter)))
        }

        /// Appends a decimal formatted by a `Formatter`, or as `String(describing:)` shows it
        /// without one. SwiftUI takes a decimal as a `ReferenceConvertible`, which `Decimal` is
        /// not on Linux.
        public mutating func appendInterpolation(_ decimal: Decimal, formatter: Formatter? = nil) {
            guard let formatter else { return appendString(String(describing: decimal)) }
            append(.formatted(.formatter(decimal, formatter)))
        }

        /// Appends an object formatted by a `Formatter`, or as `String(describing:)` shows it
        /// without one: `"Pay \(amount as NSNumber, formatter: currency)"`.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            guard let formatter else { return appendString(String(describing: subject)) }
            append(.formatted(.formatter(subject, formatter)))
        }

        /// Appends a value formatted by a format style: `"Total: \(price, format: .currency(code: "USD"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            append(.formatted(.format(input, format)))
        }

        /// Appends a value formatted by a format style whose output is an attributed string.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
            append(.formatted(.format(input, format)))
        }

        /// Appends a date in a date style: `"Starts \(start, style: .relative)"`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.formatted(.date(date, style: style)))
        }

        /// Appends a range of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            append(.formatted(.dates(from: dates.lowerBound, to: dates.upperBound)))
        }

        /// Appends a date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            append(.formatted(.dates(from: interval.start, to: interval.end)))
        }

        /// Appends an integer, as `String(describing:)` shows it: the most common interpolation
        /// (`Text("Row \(index)")`) without the dynamic casts of the generic form.
        public mutating func appendInterpolation(_ value: Int) {
            appendString(String(value))
        }

        /// Appends any value as `String(describing:)` shows it.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendString(String(describing: value))
        }

        // MARK: - Building

        /// Appends a string: to the output, and to the pieces once there are some.
        private mutating func appendString(_ string: String) {
            output += string
            let count = string.count
            if !appendingLiteral, count > 0 { valueRanges.append(length..<(length + count)) }
            length += count
            guard !pieces.isEmpty, !string.isEmpty else { return }
            if case let .literal(last) = pieces[pieces.count - 1] {
                pieces[pieces.count - 1] = .literal(last + string)
            } else {
                pieces.append(.literal(string))
            }
        }

        /// Appends a part other than a string; the strings before the first one become its
        /// first piece.
        private mutating func append(_ piece: TextPiece) {
            if case let .literal(string) = piece { return appendString(string) }
            if pieces.isEmpty, !output.isEmpty {
                pieces.append(.literal(output))
            }
            pieces.append(piece)
            switch piece {
            case let .image(image):
                output += TextContent.string(of: image)
            case let .attributed(attributed):
                output += String(attributed.characters)
            case .literal, .formatted:
                break
            }
        }
    }
}
