import Foundation
import ViewTree

/// A text's attributes in SwiftUI's attribute scope (`AttributeScopes.SwiftUIAttributes`), both
/// ways: the attributes of an attributed string a text shows, as the text modifiers
/// `attributes()` reads, and a text's parts and modifiers as the attributed string
/// `attributedString()` returns.
enum TextAttributedString {
    /// The SwiftUI attributes of `run`, as text modifiers (`Text.Modifier`'s case names and
    /// payloads, which `TextAttributes` reads).
    static func modifiers(of run: AttributedString.Runs.Run) -> [(name: String, payload: Any?)] {
        var modifiers: [(name: String, payload: Any?)] = []
        if let font = run.font { modifiers.append((name: "font", payload: Font?.some(font))) }
        if let color = run.foregroundColor { modifiers.append((name: "foregroundColor", payload: Color?.some(color))) }
        if let line = run.underlineStyle { modifiers.append((name: "underline", payload: (true, line.color) as (Bool, Color?))) }
        if let line = run.strikethroughStyle {
            modifiers.append((name: "strikethrough", payload: (true, line.color) as (Bool, Color?)))
        }
        if let kern = run.kern { modifiers.append((name: "kerning", payload: kern)) }
        if let tracking = run.tracking { modifiers.append((name: "tracking", payload: tracking)) }
        if let offset = run.baselineOffset { modifiers.append((name: "baselineOffset", payload: offset)) }
        // Markdown's styles (`Text("**Bold**")`), as SwiftUI draws them.
        if let intent = run.inlinePresentationIntent {
            if intent.contains(.stronglyEmphasized) { modifiers.append((name: "bold", payload: true)) }
            if intent.contains(.emphasized) { modifiers.append((name: "italic", payload: true)) }
            if intent.contains(.strikethrough) {
                modifiers.append((name: "strikethrough", payload: (true, nil) as (Bool, Color?)))
            }
        }
        if let link = run.link { modifiers.append((name: "link", payload: link)) }
        return modifiers
    }

    /// The attributed string of a text's parts: each part's run with its own attributes (or its
    /// string), and the text's modifiers where the run does not set the attribute. Bold, italic
    /// and a weight apply to the font: the run's or the text's, else the inherited font, else
    /// `.body`; so do the view modifiers `bold()`, `italic()`, `fontWeight(_:)`,
    /// `fontDesign(_:)` and `fontWidth(_:)` on the text or an ancestor, where the text does not
    /// set its own.
    static func make(from segments: [TextReading.Segment], inherited: InheritedFont) -> AttributedString {
        var result = AttributedString()
        for segment in segments {
            var part = segment.run ?? AttributedString(segment.string)
            let own = Applied(segment.modifiers)
            for range in part.runs.map(\.range) {
                let run = part[range].runs.first
                var font = run?.font ?? own.font
                if own.changesFont || inherited.changesFont {
                    font = own.styled(font ?? inherited.font ?? .body, inheriting: inherited)
                }
                part[range].font = font
                part[range].foregroundColor = run?.foregroundColor ?? own.foregroundColor
                part[range].underlineStyle = run?.underlineStyle ?? own.underline
                part[range].strikethroughStyle = run?.strikethroughStyle ?? own.strikethrough
                part[range].kern = run?.kern ?? own.kerning
                part[range].tracking = run?.tracking ?? own.tracking
                part[range].baselineOffset = run?.baselineOffset ?? own.baselineOffset
            }
            result.append(part)
        }
        return result
    }

    /// The values a part's text modifiers leave, the last of each kind winning.
    private struct Applied {
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var width: Font.Width?
        var isBold: Bool?
        var isItalic: Bool?
        var isMonospacedDigit: Bool?
        var foregroundColor: Color?
        var underline: Text.LineStyle?
        var strikethrough: Text.LineStyle?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?

        init(_ modifiers: [(name: String, payload: Any?)]) {
            for modifier in modifiers {
                let payload = modifier.payload
                switch modifier.name {
                case "font": font = payload as? Font
                case "fontWeight": weight = payload as? Font.Weight
                case "fontDesign": design = payload as? Font.Design
                case "fontWidth": width = payload as? Font.Width
                case "bold": isBold = payload as? Bool ?? false
                case "italic": isItalic = payload as? Bool ?? false
                case "monospacedDigit": isMonospacedDigit = payload as? Bool ?? false
                case "foregroundColor": foregroundColor = payload as? Color
                case "underline": underline = Self.line(payload)
                case "strikethrough": strikethrough = Self.line(payload)
                case "kerning": kerning = payload as? CGFloat
                case "tracking": tracking = payload as? CGFloat
                case "baselineOffset": baselineOffset = payload as? CGFloat
                default: break
                }
            }
        }

        /// Whether bold, italic, fixed-width digits, a weight, a design or a width change the font.
        var changesFont: Bool {
            isBold == true || isItalic == true || isMonospacedDigit == true || weight != nil || design != nil || width != nil
        }

        /// `font` with the design, weight, width, boldness and italics applied: the text's own,
        /// else what the view modifiers around it set.
        func styled(_ font: Font, inheriting inherited: InheritedFont) -> Font {
            font.styled(
                bold: isBold ?? inherited.isBold, italic: isItalic ?? inherited.isItalic,
                weight: weight ?? inherited.weight, design: design ?? inherited.design, width: width ?? inherited.width,
                monospacedDigit: isMonospacedDigit ?? inherited.isMonospacedDigit)
        }

        /// A line decoration's payload, `(isActive, color)`, as a line style; nil when inactive.
        private static func line(_ payload: Any?) -> Text.LineStyle? {
            guard let payload else { return nil }
            let elements = Reflection.tupleElements(of: payload)
            guard elements.count == 2, elements[0] as? Bool == true else { return nil }
            return Text.LineStyle(pattern: .solid, color: elements[1] as? Color)
        }
    }
}

/// What a text inherits for its font from the environment: the font `.font(_:)` set, and what
/// the view modifiers `bold()`, `italic()`, `monospacedDigit()`, `fontWeight(_:)`,
/// `fontDesign(_:)` and `fontWidth(_:)` on it or an ancestor set.
struct InheritedFont {
    /// The font written by an ancestor; `.some(nil)`: reset with `.font(nil)`.
    let writtenFont: Font??
    let isBold: Bool
    let isItalic: Bool
    let isMonospacedDigit: Bool
    let weight: Font.Weight?
    let design: Font.Design?
    let width: Font.Width?

    init(_ environment: EnvironmentValues) {
        writtenFont = environment.writtenFont
        isBold = environment.fontIsBold
        isItalic = environment.fontIsItalic
        isMonospacedDigit = environment.fontIsMonospacedDigit
        weight = environment.fontWeight
        design = environment.fontDesign
        width = environment.fontWidth
    }

    /// The inherited font, nil when none is set.
    var font: Font? { writtenFont ?? nil }

    /// Whether a view modifier changes the font.
    var changesFont: Bool { isBold || isItalic || isMonospacedDigit || weight != nil || design != nil || width != nil }
}
