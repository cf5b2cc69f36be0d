import Foundation
import ViewTree

/// Reads `Text`'s storage, and renders what a text shows for a locale.
///
/// A text of plain strings keeps its string whole (`string`), which searches read on every
/// text they pass. A text that shows more — formatted values, dates, images, attributed
/// strings — keeps them in `content`, one list of pieces per segment, and is rendered here for
/// a `TextRenderingContext`: the locale asked, `TimeZone.testsDefault` and the current moment.
enum TextReading {
    /// A part of a text with the same attributes: a segment of the text, or a run of an
    /// attributed string it shows.
    struct Segment {
        let string: String
        /// The text modifiers of its part, in the order they were applied: `(case name, payload)`.
        let modifiers: [(name: String, payload: Any?)]
        /// For a run of an attributed string: the run, with all its attributes.
        var run: AttributedString? = nil
        /// For a run of an attributed string: its SwiftUI attributes, as text modifiers.
        var runModifiers: [(name: String, payload: Any?)] = []

        /// What the part is drawn with, in order: the text's modifiers, then the attributes of
        /// its run, which win over them (as in SwiftUI).
        var appliedModifiers: [(name: String, payload: Any?)] {
            runModifiers.isEmpty ? modifiers : modifiers + runModifiers
        }
    }

    // MARK: - Strings

    /// The text's string, rendered for `locale` (nil: `Locale.testsDefault`). A text of plain
    /// strings is its string, read without `Mirror`: searches call this on every text, and the
    /// parts' attributes are enums only `Mirror` can open, at a far higher cost.
    static func string(of text: Any, locale: Locale? = nil) throws -> String {
        if let string = TextStrings.string(of: text) { return string }
        guard let content = try content(of: text) else { return try plainString(of: text) }
        let context = TextRenderingContext.reading(in: locale)
        var string = ""
        for piece in content.segments.joined() {
            switch piece {
            case let .literal(literal): string += literal
            case let .image(image): string += TextContent.string(of: image)
            case let .attributed(attributed): string += String(attributed.characters)
            case let .formatted(value): string += try output(of: value, in: context).string
            }
        }
        return string
    }

    /// The string the text keeps: all it shows for a text without content.
    static func plainString(of text: Any) throws -> String {
        try Reflection.field("string", of: text, as: String.self)
    }

    /// The text's content, nil for a text of plain strings.
    static func content(of text: Any) throws -> TextContent? {
        try Reflection.field("content", of: text, as: TextContent?.self)
    }

    /// The images shown inside the text, in order.
    static func images(of text: Any) throws -> [Image] {
        guard let content = try content(of: text) else { return [] }
        return content.segments.joined().compactMap { piece in
            guard case let .image(image) = piece else { return nil }
            return image
        }
    }

    // MARK: - Segments

    /// The text's parts with their attributes, rendered for `locale` (nil:
    /// `Locale.testsDefault`): its segments, each split into the runs of the attributed
    /// strings it shows.
    static func segments(of text: Any, locale: Locale?) throws -> [Segment] {
        let stored = try storedSegments(of: text)
        guard let content = try content(of: text) else { return stored }
        guard content.segments.count == stored.count else {
            throw InspectionError.attributeNotFound("content with one list of pieces per segment", in: type(of: text))
        }
        let context = TextRenderingContext.reading(in: locale)
        var rendered: [Segment] = []
        for (segment, pieces) in zip(stored, content.segments) {
            rendered += try render(pieces, modifiers: segment.modifiers, in: context)
        }
        return rendered
    }

    /// `pieces` as parts with `modifiers`: consecutive strings as one part, each run of an
    /// attributed string as a part of its own.
    private static func render(
        _ pieces: [TextPiece], modifiers: [(name: String, payload: Any?)], in context: TextRenderingContext
    ) throws -> [Segment] {
        var segments: [Segment] = []
        var pending = ""
        func appendRuns(of attributed: AttributedString) {
            if !pending.isEmpty {
                segments.append(Segment(string: pending, modifiers: modifiers))
                pending = ""
            }
            for run in attributed.runs {
                let slice = AttributedString(attributed[run.range])
                segments.append(
                    Segment(
                        string: String(slice.characters), modifiers: modifiers, run: slice,
                        runModifiers: TextAttributedString.modifiers(of: run)))
            }
        }
        for piece in pieces {
            switch piece {
            case let .literal(literal):
                pending += literal
            case let .image(image):
                pending += TextContent.string(of: image)
            case let .attributed(attributed):
                appendRuns(of: attributed)
            case let .formatted(value):
                switch try output(of: value, in: context) {
                case let .string(string): pending += string
                case let .attributed(attributed): appendRuns(of: attributed)
                }
            }
        }
        if !pending.isEmpty || segments.isEmpty {
            segments.append(Segment(string: pending, modifiers: modifiers))
        }
        return segments
    }

    /// A formatted value rendered for `context`; a formatter that gives no string throws.
    private static func output(of value: TextFormattedValue, in context: TextRenderingContext) throws -> TextFormattedOutput {
        do {
            return try value.output(in: context)
        } catch let failure as TextRenderingFailure {
            throw InspectionError.Reason.attributeUnavailable(attribute: "string", view: "Text", reason: failure.reason)
        }
    }

    /// The segments the text keeps: a text of one part that is plain, or has only a font, keeps
    /// no list, and is its string with its font.
    private static func storedSegments(of text: Any) throws -> [Segment] {
        let attributes = try Reflection.field("attributes", of: text, as: Any.self)
        let segments: [Any]
        switch Reflection.enumCase(of: attributes) {
        case (name: "font", payload: let font?)?:
            guard let font = font as? Font else {
                throw InspectionError.attributeNotFound("attributes' font as a Font", in: type(of: text))
            }
            return [Segment(string: try plainString(of: text), modifiers: [(name: "font", payload: Font?.some(font) as Any)])]
        case (name: "segments", payload: let list?)?:
            guard let list = list as? [Any] else {
                throw InspectionError.attributeNotFound("attributes' segments as an array", in: type(of: text))
            }
            segments = list
        case .some, nil:
            throw InspectionError.attributeNotFound("attributes as segments or a font", in: type(of: text))
        }
        guard !segments.isEmpty else {
            return [Segment(string: try plainString(of: text), modifiers: [])]
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
