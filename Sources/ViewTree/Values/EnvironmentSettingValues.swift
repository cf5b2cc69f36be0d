import Foundation

// The values of the settings the environment carries for buttons, type sizes, keyboards,
// redaction, symbols and text: what `buttonBorderShape(_:)`, `dynamicTypeSize(_:)`,
// `scrollDismissesKeyboard(_:)`, `scrollBounceBehavior(_:axes:)`, `redacted(reason:)`, `headerProminence(_:)`,
// `symbolRenderingMode(_:)`, `symbolVariant(_:)`, `textSelection(_:)`, `textCase(_:)` and
// `alternatingRowBackgrounds(_:)` take, and the `backgroundProminence` the environment carries.

/// The shape of a bordered button's border: `.automatic`, `.capsule`, `.circle`,
/// `.roundedRectangle` or `.roundedRectangle(radius:)`.
public struct ButtonBorderShape: Hashable, Sendable, CustomStringConvertible {
    private enum Form: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle
        case roundedRectangleRadius(CGFloat)
    }

    private let form: Form

    private init(_ form: Form) {
        self.form = form
    }

    /// The shape the system picks for the context and platform.
    public static let automatic = ButtonBorderShape(.automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(.capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(.circle)
    /// A rounded rectangle with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(.roundedRectangle)

    /// A rounded rectangle whose corners have `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(.roundedRectangleRadius(radius))
    }

    /// The corner radius `roundedRectangle(radius:)` gave; nil for the other shapes.
    public var cornerRadius: CGFloat? {
        if case .roundedRectangleRadius(let radius) = form { return radius }
        return nil
    }

    /// As written in source: `.capsule`, `.roundedRectangle(radius: 8.0)`.
    public var description: String {
        switch form {
        case .automatic: ".automatic"
        case .capsule: ".capsule"
        case .circle: ".circle"
        case .roundedRectangle: ".roundedRectangle"
        case .roundedRectangleRadius(let radius): ".roundedRectangle(radius: \(radius))"
        }
    }
}

/// The size of Dynamic Type a person chose, from `.xSmall` to `.accessibility5`, in order.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size: the largest that is not an accessibility size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth and largest accessibility size.
    case accessibility5

    /// As written in source: `.xxLarge`.
    public var description: String {
        switch self {
        case .xSmall: ".xSmall"
        case .small: ".small"
        case .medium: ".medium"
        case .large: ".large"
        case .xLarge: ".xLarge"
        case .xxLarge: ".xxLarge"
        case .xxxLarge: ".xxxLarge"
        case .accessibility1: ".accessibility1"
        case .accessibility2: ".accessibility2"
        case .accessibility3: ".accessibility3"
        case .accessibility4: ".accessibility4"
        case .accessibility5: ".accessibility5"
        }
    }

    /// Whether this is one of the accessibility sizes, `.accessibility1` and above.
    public var isAccessibilitySize: Bool {
        self >= .accessibility1
    }

    /// The sizes `range` holds, as a closed range; nil when it holds none.
    package static func limits<R: RangeExpression>(of range: R) -> ClosedRange<DynamicTypeSize>?
    where R.Bound == DynamicTypeSize {
        guard let lower = allCases.first(where: range.contains), let upper = allCases.last(where: range.contains) else {
            return nil
        }
        return lower...upper
    }
}

/// How scrolling content dismisses the software keyboard: `.automatic`, `.immediately`,
/// `.interactively`, `.never`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// As the context decides.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode("automatic") }
    /// The keyboard goes as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode("immediately") }
    /// The keyboard follows the scrolling gesture and can be dragged away.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode("interactively") }
    /// Scrolling never dismisses the keyboard.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode("never") }

    /// As written in source: `.interactively`.
    public var description: String { ".\(name)" }
}

/// Why a view's content is redacted: `.placeholder`, `.privacy`, `.invalidated`, several, or none.
public struct RedactionReasons: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the reasons.
    public let rawValue: Int

    /// The reasons whose bits are `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shown as a placeholder, as while data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hidden because it is private, as on a locked screen.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Shown as no longer valid, until new data comes.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// As written in source: `[]`, `.placeholder`, `[.placeholder, .privacy]`.
    public var description: String {
        let names = [(Self.placeholder, ".placeholder"), (Self.privacy, ".privacy"), (Self.invalidated, ".invalidated")]
            .filter { contains($0.0) }.map(\.1)
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
}

/// How prominent a section header is: `.standard` or `.increased`.
public enum Prominence: Hashable, Sendable, CustomStringConvertible {
    /// The usual prominence.
    case standard
    /// More prominent than usual.
    case increased

    /// As written in source: `.increased`.
    public var description: String {
        switch self {
        case .standard: ".standard"
        case .increased: ".increased"
        }
    }
}

/// How a symbol image uses its colors: `.monochrome`, `.multicolor`, `.hierarchical`, `.palette`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// One color for every layer.
    public static let monochrome = SymbolRenderingMode("monochrome")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode("multicolor")
    /// One color, in an opacity per layer.
    public static let hierarchical = SymbolRenderingMode("hierarchical")
    /// A color per layer, from the foreground styles.
    public static let palette = SymbolRenderingMode("palette")

    /// As written in source: `.hierarchical`.
    public var description: String { ".\(name)" }
}

/// A variant of a symbol: an enclosing shape (`.circle`, `.square`, `.rectangle`), `.fill`,
/// `.slash`, combined by chaining (`.circle.fill`), or `.none`.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    private enum Enclosure: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    private var enclosure: Enclosure?
    private var isFilled = false
    private var isSlashed = false

    private init(enclosure: Enclosure? = nil, isFilled: Bool = false, isSlashed: Bool = false) {
        self.enclosure = enclosure
        self.isFilled = isFilled
        self.isSlashed = isSlashed
    }

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle.
    public static let circle = SymbolVariants(enclosure: .circle)
    /// The symbol in a square.
    public static let square = SymbolVariants(enclosure: .square)
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(enclosure: .rectangle)
    /// The filled symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol struck through with a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants in a circle instead of another shape: `.fill.circle`.
    public var circle: SymbolVariants { with { $0.enclosure = .circle } }
    /// These variants in a square instead of another shape.
    public var square: SymbolVariants { with { $0.enclosure = .square } }
    /// These variants in a rectangle instead of another shape.
    public var rectangle: SymbolVariants { with { $0.enclosure = .rectangle } }
    /// These variants, filled: `.circle.fill`.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether these variants include every one of `other`'s: `.circle.fill` contains `.fill`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    /// These variants with `other`'s added, its shape replacing theirs: what `symbolVariant(_:)`
    /// inside another makes.
    package func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            enclosure: other.enclosure ?? enclosure, isFilled: isFilled || other.isFilled,
            isSlashed: isSlashed || other.isSlashed)
    }

    /// The suffix a symbol's name takes for these variants, as SF Symbols names them:
    /// `.circle.fill` gives `"circle.fill"`, `.none` gives `""`.
    package var nameSuffix: String {
        [enclosure?.rawValue, isSlashed ? "slash" : nil, isFilled ? "fill" : nil].compactMap { $0 }.joined(separator: ".")
    }

    /// As written in source: `.circle.fill`, `.none`.
    public var description: String {
        let suffix = nameSuffix
        return suffix.isEmpty ? ".none" : ".\(suffix)"
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Whether people can select text: `EnabledTextSelectability` (`.enabled`) or
/// `DisabledTextSelectability` (`.disabled`).
public protocol TextSelectability: Sendable {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected: `.textSelection(.enabled)`.
public struct EnabledTextSelectability: TextSelectability, CustomStringConvertible {
    /// Selectable text.
    public init() {}

    /// True: text can be selected.
    public static var allowsSelection: Bool { true }

    /// As written in source: `.enabled`.
    public var description: String { ".enabled" }
}

/// Text cannot be selected: `.textSelection(.disabled)`.
public struct DisabledTextSelectability: TextSelectability, CustomStringConvertible {
    /// Text that cannot be selected.
    public init() {}

    /// False: text cannot be selected.
    public static var allowsSelection: Bool { false }

    /// As written in source: `.disabled`.
    public var description: String { ".disabled" }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension Text {
    /// The case text shows in, whatever its string's: `.uppercase` or `.lowercase`.
    public enum Case: Hashable, Sendable, CustomStringConvertible {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase

        /// As written in source: `.uppercase`.
        public var description: String {
            switch self {
            case .uppercase: ".uppercase"
            case .lowercase: ".lowercase"
            }
        }
    }
}

/// Whether a scroll view bounces at its edges along an axis: what `scrollBounceBehavior(_:axes:)`
/// takes.
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// As the platform decides (iOS: always).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior("automatic") }
    /// The content bounces whatever its size.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior("always") }
    /// The content bounces only when it is larger than the scroll view along the axis.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior("basedOnSize") }

    /// As written in source: `.basedOnSize`.
    public var description: String { ".\(name)" }
}

/// The bounce behaviors `scrollBounceBehavior(_:axes:)` on a view and its ancestors set, one
/// per axis: nil for an axis none of them names.
package struct ScrollBounceBehaviors: Hashable, Sendable {
    /// Along the vertical axis.
    package var vertical: ScrollBounceBehavior?
    /// Along the horizontal axis.
    package var horizontal: ScrollBounceBehavior?

    /// No behavior set on either axis.
    package init() {}

    /// The behavior set along `axis`, nil when none is.
    package subscript(axis: Axis) -> ScrollBounceBehavior? {
        axis == .vertical ? vertical : horizontal
    }
}

/// How prominent the background behind a view is: `.standard`, or `.increased` (a selected row
/// of a list or table, say), read with `@Environment(\.backgroundProminence)` to pick colours
/// that stay legible on it.
public struct BackgroundProminence: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The usual background.
    public static let standard = BackgroundProminence("standard")
    /// A more prominent background, as behind a selected row.
    public static let increased = BackgroundProminence("increased")

    /// As written in source: `.increased`.
    public var description: String { ".\(name)" }
}

/// Whether the rows of lists and tables alternate their backgrounds: `.automatic`, `.enabled`,
/// `.disabled`.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// As the context and platform decide.
    public static let automatic = AlternatingRowBackgroundBehavior("automatic")
    /// Rows alternate their backgrounds.
    public static let enabled = AlternatingRowBackgroundBehavior("enabled")
    /// Rows share one background.
    public static let disabled = AlternatingRowBackgroundBehavior("disabled")

    /// As written in source: `.disabled`.
    public var description: String { ".\(name)" }
}
