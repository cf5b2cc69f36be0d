import Foundation

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello, world!")
/// Text(verbatim: "100% literal")
/// Text("Total: \(count)")
/// Text("Bold").bold() + Text(" and plain")
/// ```
///
/// A `Text` is a list of segments, each with its own attributes, so concatenated texts keep
/// the fonts and styles of their parts. It keeps its string whole, and a text of one part that
/// is plain or has only a font keeps no list. A text that shows more than strings — values
/// formatted for a locale, dates, images, attributed strings (`Text+Formatted.swift`) — keeps
/// them as they were given, in `content`, and they are rendered when read.
public struct Text: View, Equatable {
    struct Segment: Equatable {
        var string: String
        var modifiers: Modifiers
    }

    /// A segment's modifiers in the order they were applied. No modifier or one (`.font(_:)`
    /// alone, the common case) is kept inline; an array holds two or more. A list has one
    /// shape only: `.many` always has at least two modifiers.
    enum Modifiers: Equatable {
        /// No modifier.
        case none
        /// One modifier, inline.
        case one(Modifier)
        /// Two or more, in the order applied.
        case many([Modifier])

        /// Adds `modifier`, applied after the others.
        mutating func append(_ modifier: Modifier) {
            switch self {
            case .none:
                self = .one(modifier)
            case .one(let first):
                self = .many([first, modifier])
            case .many(var list):
                // Emptied first, so that the array is uniquely referenced while it grows.
                self = .none
                list.append(modifier)
                self = .many(list)
            }
        }
    }

    enum Modifier: Equatable {
        case font(Font?)
        case fontWeight(Font.Weight?)
        case fontDesign(Font.Design?)
        case fontWidth(Font.Width?)
        case bold(Bool)
        case italic(Bool)
        case monospacedDigit(Bool)
        case foregroundColor(Color?)
        case underline(Bool, Color?)
        case strikethrough(Bool, Color?)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case baselineOffset(CGFloat)
    }

    /// A text's attributes: its segments, or the font of a text of one part that has only a font.
    enum Attributes: Equatable {
        /// The segments, when there are several parts or attributes other than a lone font.
        /// A plain text of one part, the common case, has none: its one segment is its string.
        case segments([Segment])
        /// The font of a text of one part whose only modifier is `font(_:)` with a font, the
        /// other common case, kept without an array.
        case font(Font)
    }

    /// The text's string: the strings of its segments, joined. For a text with `content`, the
    /// parts that read the same everywhere (its literals, images and attributed strings); its
    /// formatted values are rendered from `content` when read, for a locale.
    private(set) var string: String
    /// How the text is styled: its segments, or, for a text of one part with only a font, that
    /// font.
    private var attributes: Attributes
    /// What the text shows beyond plain strings, one list of pieces per segment; nil for a text
    /// of plain strings, the common case, whose `string` is all it shows.
    private var content: TextContent?

    /// The text's segments, in order.
    var allSegments: [Segment] {
        switch attributes {
        case .segments(let segments):
            segments.isEmpty ? [Segment(string: string, modifiers: .none)] : segments
        case .font(let font):
            [Segment(string: string, modifiers: .one(.font(font)))]
        }
    }

    /// A text of one part, with no modifier, showing `content` when it has one.
    init(string: String, content: TextContent? = nil) {
        self.string = string
        attributes = .segments([])
        self.content = content
    }

    /// A text made of `segments`, whose strings joined are `string`.
    private init(string: String, segments: [Segment], content: TextContent?) {
        self.string = string
        attributes = .segments(segments)
        self.content = content
    }

    /// Displays a string literal or an interpolation, looked up as a localization key.
    ///
    /// The Markdown of a literal key is read, as SwiftUI reads it: `Text("**Bold** and
    /// _italic_")` shows "Bold and italic" with the attributes Foundation gives them
    /// (`inlinePresentationIntent`, `link`; see `TextMarkdown`). `Text(verbatim:)` and a
    /// `String` value (`Text(title)`) show the characters as they are. In an interpolated key
    /// the literal text's Markdown is read around the values, which show as they are
    /// (`Text("**\(name)** joined")`); a key with formatted values or images is not read.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        if let markdown = key.markdown {
            self.init(markdown)
        } else {
            self.init(string: key.key, content: key.pieces.map { TextContent(segments: [$0]) })
        }
    }

    /// Displays a string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(string: String(content))
    }

    /// Displays a string exactly as given, without localization.
    public init(verbatim content: String) {
        self.init(string: content)
    }

    /// Joins two texts; each part keeps its own attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        let segments = lhs.allSegments + rhs.allSegments
        guard lhs.content != nil || rhs.content != nil else {
            return Text(string: lhs.string + rhs.string, segments: segments, content: nil)
        }
        return Text(
            string: lhs.string + rhs.string, segments: segments,
            content: TextContent(segments: lhs.contentSegments + rhs.contentSegments))
    }

    /// The pieces of each segment: the text's content, or each segment's string.
    private var contentSegments: [[TextPiece]] {
        content?.segments ?? allSegments.map { [.literal($0.string)] }
    }

    /// The text's pieces in order, whatever its segments: what an interpolation of the text in
    /// a `LocalizedStringKey` shows.
    var pieces: [TextPiece] {
        content?.segments.flatMap { $0 } ?? [.literal(string)]
    }

    /// Whether the text shows more than strings.
    var hasContent: Bool {
        content != nil
    }

    /// Primitive view: `Text` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// Consuming: a chain of modifiers (`Text("a").bold().italic()`) appends to the one
    /// text it passes along, instead of copying its segments at every step.
    private consuming func adding(_ modifier: Modifier) -> Text {
        switch attributes {
        case .segments(var segments):
            if segments.isEmpty {
                if case .font(let font?) = modifier {
                    attributes = .font(font)
                } else {
                    attributes = .segments([Segment(string: string, modifiers: .one(modifier))])
                }
            } else {
                // Emptied first, so that the array is uniquely referenced while it changes.
                attributes = .segments([])
                for index in segments.indices {
                    segments[index].modifiers.append(modifier)
                }
                attributes = .segments(segments)
            }
        case .font(let font):
            attributes = .segments([Segment(string: string, modifiers: .many([.font(font), modifier]))])
        }
        return self
    }

    // MARK: - Text modifiers

    /// Sets the font of this text.
    public consuming func font(_ font: Font?) -> Text { adding(.font(font)) }
    /// Sets the font weight of this text.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight)) }
    /// Sets the design of this text's system font; nil: the font's own.
    public consuming func fontDesign(_ design: Font.Design?) -> Text { adding(.fontDesign(design)) }
    /// Sets the width of this text's font; nil: the font's own.
    public consuming func fontWidth(_ width: Font.Width?) -> Text { adding(.fontWidth(width)) }
    /// Makes this text bold.
    public consuming func bold() -> Text { adding(.bold(true)) }
    /// Makes this text bold when `isActive` is true.
    public consuming func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
    /// Makes this text italic.
    public consuming func italic() -> Text { adding(.italic(true)) }
    /// Makes this text italic when `isActive` is true.
    public consuming func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
    /// Gives this text's font fixed-width digits, other characters keeping their widths.
    public consuming func monospacedDigit() -> Text { adding(.monospacedDigit(true)) }
    /// Sets the color of this text.
    public consuming func foregroundColor(_ color: Color?) -> Text { adding(.foregroundColor(color)) }
    /// Underlines this text.
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(isActive, color))
    }
    /// Strikes this text through.
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, color))
    }
    /// Sets the spacing between characters.
    public consuming func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
    /// Sets the tracking of this text.
    public consuming func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
    /// Raises or lowers this text from its baseline.
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
}
