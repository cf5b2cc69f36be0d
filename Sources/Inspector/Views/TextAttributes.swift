import Foundation
import ViewTree

/// The attributes of a `Text`, read with `attributes()`.
///
/// A concatenated text (`Text("a").bold() + Text("b")`) can have different attributes in
/// different parts; reading an attribute that differs throws and names the parts. Narrow the
/// reading to a range of characters with a subscript: `attributes()[0..<1].isBold()`.
public struct TextAttributes {
    let segments: [TextReading.Segment]
    let inherited: InheritedFont
    let environmentColor: Color?
    /// Where the attributes were read: the text's path followed by `attributes()`.
    let location: DeferredText
    let range: Range<Int>?
    /// Why the range asked for cannot be read, reported by every reading.
    let rangeError: InspectionError.Reason?

    init(
        segments: [TextReading.Segment], inherited: InheritedFont, environmentColor: Color?, location: DeferredText,
        range: Range<Int>? = nil, rangeError: InspectionError.Reason? = nil
    ) {
        self.segments = segments
        self.inherited = inherited
        self.environmentColor = environmentColor
        self.location = location
        self.range = range
        self.rangeError = rangeError
    }

    /// The attributes of the characters in `range` (counted in `Character`s).
    public subscript(range: Range<Int>) -> TextAttributes {
        let base = location
        return TextAttributes(
            segments: segments, inherited: inherited, environmentColor: environmentColor,
            location: DeferredText { base.value + "[\(range.lowerBound)..<\(range.upperBound)]" }, range: range)
    }

    /// The attributes of the characters in `range`, a range of indices of the text's string
    /// (`string()`, read in `Locale.testsDefault`), as ViewInspector's subscript takes them:
    ///
    /// ```swift
    /// let string = try text.string()
    /// let start = string.firstIndex(of: "w")!
    /// XCTAssertTrue(try text.attributes()[start...].isBold())
    /// ```
    public subscript<R: RangeExpression>(range: R) -> TextAttributes where R.Bound == String.Index {
        let string = segments.map(\.string).joined()
        let indices = range.relative(to: StringIndices(string: string))
        let base = location
        guard indices.upperBound <= string.endIndex else {
            return TextAttributes(
                segments: segments, inherited: inherited, environmentColor: environmentColor,
                location: DeferredText { base.value + "[String.Index range]" }, range: nil,
                rangeError: .invalidArgument(
                    argument: "the range of string indices",
                    reason: "ends past the end of the text's string \"\(string)\": were they made on another string?"))
        }
        let lower = string.distance(from: string.startIndex, to: indices.lowerBound)
        let upper = string.distance(from: string.startIndex, to: indices.upperBound)
        return TextAttributes(
            segments: segments, inherited: inherited, environmentColor: environmentColor,
            location: DeferredText { base.value + "[characters \(lower)..<\(upper)]" }, range: lower..<upper)
    }

    private func failure(_ reason: InspectionError.Reason, _ call: String) -> InspectionError {
        let base = location
        return InspectionError(reason, location: DeferredText { base.value + "." + call }, details: nil)
    }

    /// The font: set on the text, or else inherited from the environment.
    public func font() throws -> Font {
        try uniform("font()", "font") { segment in
            if let font: Font? = last("font", in: segment) { return font }
            if let written = inherited.writtenFont { return written }
            return nil
        }
    }

    /// The weight set with `fontWeight(_:)`: on the text, else on the text or an ancestor as a
    /// view modifier (`VStack { … }.fontWeight(.semibold)`).
    public func fontWeight() throws -> Font.Weight {
        try uniform("fontWeight()", "font weight") { segment in
            let weight: Font.Weight?? = last("fontWeight", in: segment)
            return weight ?? inherited.weight
        }
    }

    /// Whether `bold()` applies: set on the text, else on the text or an ancestor as a view
    /// modifier (`VStack { … }.bold()`).
    public func isBold() throws -> Bool {
        try uniform("isBold()", "bold") { last("bold", in: $0) ?? inherited.isBold }
    }

    /// Whether `italic()` applies: set on the text, else on the text or an ancestor as a view
    /// modifier.
    public func isItalic() throws -> Bool {
        try uniform("isItalic()", "italic") { last("italic", in: $0) ?? inherited.isItalic }
    }

    /// Whether `monospacedDigit()` applies: set on the text, else on the text or an ancestor
    /// as a view modifier (`VStack { … }.monospacedDigit()`).
    public func isMonospacedDigit() throws -> Bool {
        try uniform("isMonospacedDigit()", "monospacedDigit") { last("monospacedDigit", in: $0) ?? inherited.isMonospacedDigit }
    }

    /// Whether the text is underlined.
    public func isUnderline() throws -> Bool {
        try uniform("isUnderline()", "underline") { segment in
            let decoration: (Bool, Color?)? = last("underline", in: segment)
            return decoration?.0 ?? false
        }
    }

    /// The color of the underline; throws when the text is not underlined or the underline
    /// has the text's color.
    public func underlineColor() throws -> Color {
        try uniform("underlineColor()", "underline color") { segment in
            let decoration: (Bool, Color?)? = last("underline", in: segment)
            return decoration?.0 == true ? decoration?.1 : nil
        }
    }

    /// Whether the text is struck through.
    public func isStrikethrough() throws -> Bool {
        try uniform("isStrikethrough()", "strikethrough") { segment in
            let decoration: (Bool, Color?)? = last("strikethrough", in: segment)
            return decoration?.0 ?? false
        }
    }

    /// The color of the strikethrough; throws when the text is not struck through or the line
    /// has the text's color.
    public func strikethroughColor() throws -> Color {
        try uniform("strikethroughColor()", "strikethrough color") { segment in
            let decoration: (Bool, Color?)? = last("strikethrough", in: segment)
            return decoration?.0 == true ? decoration?.1 : nil
        }
    }

    /// The color: set on the text, or else inherited from the environment.
    public func foregroundColor() throws -> Color {
        try uniform("foregroundColor()", "foreground color") { segment in
            if let color: Color? = last("foregroundColor", in: segment) { return color }
            return environmentColor
        }
    }

    /// The kerning set with `kerning(_:)`.
    public func kerning() throws -> CGFloat {
        try uniform("kerning()", "kerning") { last("kerning", in: $0) }
    }

    /// The tracking set with `tracking(_:)`.
    public func tracking() throws -> CGFloat {
        try uniform("tracking()", "tracking") { last("tracking", in: $0) }
    }

    /// The URL of a link in the text: Markdown's `[title](url)` in a literal key, or an
    /// attributed string's `link`. Throws when the characters read are not a link.
    public func link() throws -> URL {
        try uniform("link()", "link") { last("link", in: $0) }
    }

    /// The baseline offset set with `baselineOffset(_:)`.
    public func baselineOffset() throws -> CGFloat {
        try uniform("baselineOffset()", "baseline offset") { last("baselineOffset", in: $0) }
    }

    // MARK: - Reading

    /// The payload of the last modifier named `name` in `segment`, as a `T`.
    private func last<T>(_ name: String, in segment: TextReading.Segment) -> T? {
        guard let modifier = segment.appliedModifiers.last(where: { $0.name == name }) else { return nil }
        if let payload = modifier.payload as? T { return payload }
        if T.self == (Bool, Color?).self, let payload = modifier.payload {
            let elements = Reflection.tupleElements(of: payload)
            if elements.count == 2, let isActive = elements[0] as? Bool {
                return (isActive, elements[1] as? Color) as? T
            }
        }
        return nil
    }

    private var segmentsInRange: [TextReading.Segment] {
        guard let range else { return segments }
        var start = 0
        return segments.filter { segment in
            defer { start += segment.string.count }
            let segmentRange = start..<(start + segment.string.count)
            return segmentRange.overlaps(range)
        }
    }

    /// The value of an attribute over the segments in range: one value, or an error that says
    /// why not — the range is outside the text, the parts differ, or no part has it.
    private func uniform<T: Equatable>(
        _ call: String, _ attribute: String, _ read: (TextReading.Segment) -> T?
    ) throws -> T {
        if let rangeError { throw failure(rangeError, call) }
        if let range {
            let length = segments.reduce(0) { $0 + $1.string.count }
            guard range.lowerBound >= 0, range.upperBound <= length, !range.isEmpty else {
                throw failure(
                    .invalidArgument(
                        argument: "the range \(range.lowerBound)..<\(range.upperBound)",
                        reason: "is not within the text's \(length) characters"),
                    call)
            }
        }
        let scope = segmentsInRange
        let values = scope.map(read)
        guard let first = values.first, values.contains(where: { $0 != nil }) else {
            throw failure(.modifierNotFound(view: "Text", modifier: attribute, detail: nil), call)
        }
        if values.contains(where: { $0 != first }) {
            let description = zip(scope, values).map { segment, value in
                "'\(segment.string)': \(value.map { String(describing: $0) } ?? "none")"
            }.joined(separator: ", ")
            throw failure(
                .ambiguousAttribute(
                    attribute: attribute, detail: "the parts of the text (\(description))",
                    suggestion: "read a range of characters, for example attributes()[0..<\(scope[0].string.count)]"),
                call)
        }
        guard let value = first else {
            throw failure(.modifierNotFound(view: "Text", modifier: attribute, detail: nil), call)
        }
        return value
    }
}

/// The indices of a string, as a collection that `RangeExpression.relative(to:)` can step
/// through without trapping at or past the end (`a...string.endIndex`): an index there stays
/// where it is, and the reading then reports the range.
private struct StringIndices: Collection {
    let string: String
    var startIndex: String.Index { string.startIndex }
    var endIndex: String.Index { string.endIndex }
    subscript(position: String.Index) -> String.Index { position }
    func index(after index: String.Index) -> String.Index {
        index < string.endIndex ? string.index(after: index) : index
    }
}
