import Foundation

/// A font, described by its role or its metrics.
///
/// Fonts are values: two fonts compare equal when they were built the same way, so tests can
/// write `XCTAssertEqual(try text.attributes().font(), .headline)`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    package indirect enum Provider: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?, weight: Weight?)
        case system(size: CGFloat, weight: Weight?, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
        case modified(Font.Provider, Modifier)
    }

    package enum Modifier: Hashable, Sendable {
        case bold
        case italic
        case monospaced
        case monospacedDigit
        case weight(Weight)
        case width(Width)
        case smallCaps
        case leading(Leading)
    }

    package let provider: Provider

    init(provider: Provider) {
        self.provider = provider
    }

    // MARK: - Text styles

    /// The font for large titles.
    public static let largeTitle = Font(provider: .textStyle(.largeTitle, design: nil, weight: nil))
    /// The font for first-level titles.
    public static let title = Font(provider: .textStyle(.title, design: nil, weight: nil))
    /// The font for second-level titles.
    public static let title2 = Font(provider: .textStyle(.title2, design: nil, weight: nil))
    /// The font for third-level titles.
    public static let title3 = Font(provider: .textStyle(.title3, design: nil, weight: nil))
    /// The font for headings.
    public static let headline = Font(provider: .textStyle(.headline, design: nil, weight: nil))
    /// The font for subheadings.
    public static let subheadline = Font(provider: .textStyle(.subheadline, design: nil, weight: nil))
    /// The font for body text.
    public static let body = Font(provider: .textStyle(.body, design: nil, weight: nil))
    /// The font for callouts.
    public static let callout = Font(provider: .textStyle(.callout, design: nil, weight: nil))
    /// The font for footnotes.
    public static let footnote = Font(provider: .textStyle(.footnote, design: nil, weight: nil))
    /// The font for captions.
    public static let caption = Font(provider: .textStyle(.caption, design: nil, weight: nil))
    /// The font for alternate captions.
    public static let caption2 = Font(provider: .textStyle(.caption2, design: nil, weight: nil))

    /// A system font of a text style, with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(provider: .textStyle(style, design: design, weight: weight))
    }

    /// A system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(provider: .system(size: size, weight: weight, design: design))
    }

    /// A named font that scales relative to the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font that scales relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A named font of a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: - Modified fonts

    /// The bold variant of this font.
    public func bold() -> Font { modified(.bold) }
    /// The italic variant of this font.
    public func italic() -> Font { modified(.italic) }
    /// The monospaced variant of this font.
    public func monospaced() -> Font { modified(.monospaced) }
    /// This font with fixed-width digits.
    public func monospacedDigit() -> Font { modified(.monospacedDigit) }
    /// This font with small capitals.
    public func smallCaps() -> Font { modified(.smallCaps) }
    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font { modified(.weight(weight)) }
    /// This font with another width.
    public func width(_ width: Width) -> Font { modified(.width(width)) }
    /// This font with more or less space between its lines: `.body.leading(.tight)`.
    public func leading(_ leading: Leading) -> Font { modified(.leading(leading)) }

    /// This font as text in an environment draws it: `fontWeight(_:)`, `fontWidth(_:)`,
    /// `bold()`, `italic()` and `monospacedDigit()` on a view or an ancestor applied to it, and
    /// `fontDesign(_:)` given to a system font or text style that has no design of its own.
    package func styled(
        bold: Bool, italic: Bool, weight: Weight?, design: Design?, width: Width?, monospacedDigit: Bool = false
    ) -> Font {
        var font = self
        if let design {
            switch provider {
            case let .textStyle(style, nil, fontWeight):
                font = Font(provider: .textStyle(style, design: design, weight: fontWeight))
            case let .system(size, fontWeight, nil):
                font = Font(provider: .system(size: size, weight: fontWeight, design: design))
            default:
                break
            }
        }
        if let weight { font = font.weight(weight) }
        if let width { font = font.width(width) }
        if bold { font = font.bold() }
        if italic { font = font.italic() }
        if monospacedDigit { font = font.monospacedDigit() }
        return font
    }

    private func modified(_ modifier: Modifier) -> Font {
        Font(provider: .modified(provider, modifier))
    }

    /// The font as written in source, for example `.headline.bold()`.
    public var description: String {
        Self.describe(provider)
    }

    private static func describe(_ provider: Provider) -> String {
        switch provider {
        case let .textStyle(style, design, weight):
            if design == nil, weight == nil { return "." + style.rawValue }
            var arguments = ["." + style.rawValue]
            if let design { arguments.append("design: .\(design)") }
            if let weight { arguments.append("weight: \(weight)") }
            return ".system(\(arguments.joined(separator: ", ")))"
        case let .system(size, weight, design):
            var arguments = ["size: \(size)"]
            if let weight { arguments.append("weight: \(weight)") }
            if let design { arguments.append("design: .\(design)") }
            return ".system(\(arguments.joined(separator: ", ")))"
        case let .custom(name, size, relativeTo):
            if let relativeTo { return ".custom(\"\(name)\", size: \(size), relativeTo: .\(relativeTo.rawValue))" }
            return ".custom(\"\(name)\", fixedSize: \(size))"
        case let .modified(base, modifier):
            let suffix: String
            switch modifier {
            case .bold: suffix = "bold()"
            case .italic: suffix = "italic()"
            case .monospaced: suffix = "monospaced()"
            case .monospacedDigit: suffix = "monospacedDigit()"
            case .smallCaps: suffix = "smallCaps()"
            case let .weight(weight): suffix = "weight(\(weight))"
            case let .width(width): suffix = "width(\(width))"
            case let .leading(leading): suffix = "leading(.\(leading))"
            }
            return describe(base) + "." + suffix
        }
    }

    /// The dynamic type styles.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
            caption, caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        let value: Double
        let name: String

        /// The ultra-light weight.
        public static let ultraLight = Weight(value: -0.8, name: "ultraLight")
        /// The thin weight.
        public static let thin = Weight(value: -0.6, name: "thin")
        /// The light weight.
        public static let light = Weight(value: -0.4, name: "light")
        /// The regular weight.
        public static let regular = Weight(value: 0, name: "regular")
        /// The medium weight.
        public static let medium = Weight(value: 0.23, name: "medium")
        /// The semibold weight.
        public static let semibold = Weight(value: 0.3, name: "semibold")
        /// The bold weight.
        public static let bold = Weight(value: 0.4, name: "bold")
        /// The heavy weight.
        public static let heavy = Weight(value: 0.56, name: "heavy")
        /// The black weight.
        public static let black = Weight(value: 0.62, name: "black")

        /// The weight as written in source, for example `.semibold`.
        public var description: String { "." + name }
    }

    /// A font width.
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        /// The width, from -1 (narrowest) to 1 (widest); 0 is standard.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The compressed width.
        public static let compressed = Width(-0.3)
        /// The condensed width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// The expanded width.
        public static let expanded = Width(0.2)

        /// The width as written in source, for example `.condensed`.
        public var description: String {
            let named: [(Width, String)] = [
                (.compressed, ".compressed"), (.condensed, ".condensed"), (.standard, ".standard"), (.expanded, ".expanded"),
            ]
            return named.first { $0.0 == self }?.1 ?? "Font.Width(\(value))"
        }
    }

    /// The space between a font's lines, relative to its default.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Less space between lines.
        case tight
        /// More space between lines.
        case loose
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}
