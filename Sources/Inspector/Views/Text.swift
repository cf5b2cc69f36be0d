import Foundation
import ViewTree

extension ViewType {
    /// `Text`.
    public struct Text: KnownViewType, BuiltinViewType {
        /// "Text".
        public static var typePrefix: String { "Text" }
        static var viewKind: ViewKind { .text }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Text`.
    public func text() throws -> InspectableView<ViewType.Text> {
        try single(ViewType.Text.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Text` at `index`.
    public func text(_ index: Int) throws -> InspectableView<ViewType.Text> {
        try child(ViewType.Text.self, at: index)
    }
}

extension InspectableView where View == ViewType.Text {
    /// The string the text shows; concatenated texts give their parts joined.
    public func string() throws -> String {
        try reading("string()") { try TextReading.string(of: $0.value) }
    }

    /// The text's attributes: font, weight, bold, italic, color, decorations.
    ///
    /// ```swift
    /// XCTAssertEqual(try text.attributes().font(), .headline)
    /// ```
    ///
    /// Attributes set on the text itself come first; the font and color fall back to the
    /// environment (`.font(_:)` or `.foregroundColor(_:)` on the text or an ancestor), which is
    /// what the text is drawn with.
    public func attributes() throws -> TextAttributes {
        try reading("attributes()") { node in
            let segments = try TextReading.segments(of: node.value)
            return TextAttributes(
                segments: segments,
                environmentFont: node.environment.writtenFont,
                environmentColor: node.environment.writtenForegroundStyle?.flatMap(TextReading.color(of:)),
                location: DeferredText(about: node) { $0.path(appending: "attributes()") })
        }
    }
}

/// Reads `Text`'s storage.
enum TextReading {
    struct Segment {
        let string: String
        /// Text modifiers in the order they were applied: `(case name, payload)`.
        let modifiers: [(name: String, payload: Any?)]
    }

    /// The text's string, kept whole: searches call this on every text, and the parts'
    /// attributes are enums only `Mirror` can open, at a far higher cost.
    static func string(of text: Any) throws -> String {
        if let string = TextStrings.string(of: text) { return string }
        return try Reflection.field("string", of: text, as: String.self)
    }

    /// The text's segments: a text of one part that is plain, or has only a font, keeps no
    /// list, and is its string with its font.
    static func segments(of text: Any) throws -> [Segment] {
        let attributes = try Reflection.field("attributes", of: text, as: Any.self)
        let segments: [Any]
        switch Reflection.enumCase(of: attributes) {
        case (name: "font", payload: let font?)?:
            guard let font = font as? Font else {
                throw InspectionError.attributeNotFound("attributes' font as a Font", in: type(of: text))
            }
            let string = try Reflection.field("string", of: text, as: String.self)
            return [Segment(string: string, modifiers: [(name: "font", payload: Font?.some(font) as Any)])]
        case (name: "segments", payload: let list?)?:
            guard let list = list as? [Any] else {
                throw InspectionError.attributeNotFound("attributes' segments as an array", in: type(of: text))
            }
            segments = list
        case .some, nil:
            throw InspectionError.attributeNotFound("attributes as segments or a font", in: type(of: text))
        }
        guard !segments.isEmpty else {
            return [Segment(string: try Reflection.field("string", of: text, as: String.self), modifiers: [])]
        }
        return try segments.map { segment in
            let string = try Reflection.field("string", of: segment, as: String.self)
            let modifiers = try modifierValues(of: try Reflection.field("modifiers", of: segment, as: Any.self))
            return Segment(string: string, modifiers: modifiers.compactMap(Reflection.enumCase(of:)))
        }
    }

    /// The modifiers of a segment, kept as none, one inline, or an array of two or more.
    private static func modifierValues(of modifiers: Any) throws -> [Any] {
        switch Reflection.enumCase(of: modifiers) {
        case (name: "none", payload: nil)?:
            return []
        case (name: "one", payload: let modifier?)?:
            return [modifier]
        case (name: "many", payload: let list?)?:
            if let values = list as? [Any] { return values }
        case .some, nil:
            break
        }
        throw InspectionError.attributeNotFound("modifiers as none, one or many", in: type(of: modifiers))
    }

    static func color(of style: AnyShapeStyle) -> Color? {
        Reflection.field("storage", of: style) as? Color
    }
}

/// The attributes of a `Text`, read with `attributes()`.
///
/// A concatenated text (`Text("a").bold() + Text("b")`) can have different attributes in
/// different parts; reading an attribute that differs throws and names the parts. Narrow the
/// reading to a range of characters with a subscript: `attributes()[0..<1].isBold()`.
public struct TextAttributes {
    let segments: [TextReading.Segment]
    let environmentFont: Font??
    let environmentColor: Color?
    /// Where the attributes were read: the text's path followed by `attributes()`.
    let location: DeferredText
    let range: Range<Int>?

    init(
        segments: [TextReading.Segment], environmentFont: Font??, environmentColor: Color?, location: DeferredText,
        range: Range<Int>? = nil
    ) {
        self.segments = segments
        self.environmentFont = environmentFont
        self.environmentColor = environmentColor
        self.location = location
        self.range = range
    }

    /// The attributes of the characters in `range` (counted in `Character`s).
    public subscript(range: Range<Int>) -> TextAttributes {
        let base = location
        return TextAttributes(
            segments: segments, environmentFont: environmentFont, environmentColor: environmentColor,
            location: DeferredText { base.value + "[\(range.lowerBound)..<\(range.upperBound)]" }, range: range)
    }

    private func failure(_ reason: InspectionError.Reason, _ call: String) -> InspectionError {
        let base = location
        return InspectionError(reason, location: DeferredText { base.value + "." + call }, details: nil)
    }

    /// The font: set on the text, or else inherited from the environment.
    public func font() throws -> Font {
        try uniform("font()", "font") { segment in
            if let font: Font? = last("font", in: segment) { return font }
            if let inherited = environmentFont { return inherited }
            return nil
        }
    }

    /// The weight set with `fontWeight(_:)`.
    public func fontWeight() throws -> Font.Weight {
        try uniform("fontWeight()", "font weight") { segment in
            let weight: Font.Weight?? = last("fontWeight", in: segment)
            return weight ?? nil
        }
    }

    /// Whether `bold()` applies.
    public func isBold() throws -> Bool {
        try uniform("isBold()", "bold") { last("bold", in: $0) ?? false }
    }

    /// Whether `italic()` applies.
    public func isItalic() throws -> Bool {
        try uniform("isItalic()", "italic") { last("italic", in: $0) ?? false }
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

    /// The baseline offset set with `baselineOffset(_:)`.
    public func baselineOffset() throws -> CGFloat {
        try uniform("baselineOffset()", "baseline offset") { last("baselineOffset", in: $0) }
    }

    // MARK: - Reading

    /// The payload of the last modifier named `name` in `segment`, as a `T`.
    private func last<T>(_ name: String, in segment: TextReading.Segment) -> T? {
        guard let modifier = segment.modifiers.last(where: { $0.name == name }) else { return nil }
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

// MARK: - Kind

extension ViewKind {
    /// `Text`; the dump shows its string and, for a one-part text, its own attributes.
    static let text = ViewKind(
        name: "Text", accessor: "text",
        dumpAttributes: { value in
            guard let segments = try? TextReading.segments(of: value) else { return [] }
            var parts = [TreeDump.quoted(segments.map(\.string).joined())]
            if segments.count == 1 {
                parts += segments[0].modifiers.map(TextReading.describe)
            }
            return parts
        },
        accessibility: AccessibilityProfile(role: .staticText, traits: .isStaticText, name: .text))
}

extension ViewTree.Text: InspectableKind {
    static var inspectorKind: ViewKind { .text }
}

extension TextReading {
    /// A `Text` modifier as written in source: `.font(.title)`, `.bold()`.
    static func describe(_ modifier: (name: String, payload: Any?)) -> String {
        guard let payload = modifier.payload else { return ".\(modifier.name)()" }
        if let isActive = payload as? Bool { return isActive ? ".\(modifier.name)()" : ".\(modifier.name)(false)" }
        if let optional = payload as? OptionalParts {
            return ".\(modifier.name)(\(optional.inspectorWrapped.map { String(describing: $0) } ?? "nil"))"
        }
        let elements = Reflection.tupleElements(of: payload)
        if elements.count == 2, let isActive = elements[0] as? Bool {
            return isActive ? ".\(modifier.name)()" : ".\(modifier.name)(false)"
        }
        return ".\(modifier.name)(\(payload))"
    }
}
