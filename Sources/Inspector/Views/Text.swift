import Foundation
import ViewTree

extension ViewType {
    /// `Text`.
    public struct Text: KnownViewType, BuiltinViewType {
        /// "Text".
        public static var typePrefix: String { "Text" }
        static var viewKind: ViewKind { .text }

        /// A text's attributes, as `find(textWhere:)` passes them: ViewInspector's name for
        /// `TextAttributes`.
        public typealias Attributes = TextAttributes
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
    /// The string the text shows, rendered for `locale`; concatenated texts give their parts
    /// joined.
    ///
    /// ```swift
    /// // Text("Total: \(12.5, format: .currency(code: "EUR"))")
    /// XCTAssertEqual(try text.string(), "Total: €12.50")
    /// XCTAssertEqual(try text.string(locale: Locale(identifier: "de_DE")), "Total: 12,50\u{A0}€")
    /// ```
    ///
    /// Values formatted by a format style are formatted for `locale`; a formatter is used as
    /// the app configured it, with `locale` where it was left at its default locale. Dates are
    /// shown in `TimeZone.testsDefault` (GMT) unless their format or formatter has a time zone
    /// of its own, with the locale's calendar; relative styles (`.relative`, `.offset`,
    /// `.timer`) count from the moment of reading. An interpolated image reads `Image('name')`.
    /// Throws when a formatter gives no string for its value.
    public func string(locale: Locale = .testsDefault) throws -> String {
        try reading("string()") { try TextReading.string(of: $0.value, locale: locale) }
    }

    /// The text's attributes: font, weight, bold, italic, color, decorations.
    ///
    /// ```swift
    /// XCTAssertEqual(try text.attributes().font(), .headline)
    /// ```
    ///
    /// Attributes set on the text itself come first — the attributes of an attributed string
    /// it shows, then its modifiers; the font and color fall back to the environment
    /// (`.font(_:)` or `.foregroundColor(_:)` on the text or an ancestor), which is what the
    /// text is drawn with. Ranges of characters count in the string read in
    /// `Locale.testsDefault`.
    public func attributes() throws -> TextAttributes {
        try reading("attributes()") { node in
            let segments = try TextReading.segments(of: node.value, locale: nil)
            return TextAttributes(
                segments: segments,
                inherited: InheritedFont(node.environment),
                environmentColor: node.environment.writtenForegroundStyle?.flatMap(TextReading.color(of:)),
                location: DeferredText(about: node) { $0.path(appending: "attributes()") })
        }
    }

    /// The images shown inside the text, in order: interpolated (`Text("Tap \(Image(systemName:
    /// "plus")) to add")`), made with `Text(_:)` from an image, or in a concatenated part.
    ///
    /// ```swift
    /// XCTAssertEqual(try text.images().first?.inspect().image().actualImage().name(), "plus")
    /// ```
    public func images() throws -> [Image] {
        try reading("images()") { try TextReading.images(of: $0.value) }
    }

    /// The text as an attributed string, read in `Locale.testsDefault`: the attributed strings
    /// it shows with their attributes, and its modifiers as SwiftUI's attributes (`font`,
    /// `foregroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
    /// `baselineOffset`) where the attributed string does not set them.
    ///
    /// ```swift
    /// // Text("Sale").bold().foregroundColor(.red)
    /// let string = try text.attributedString()
    /// XCTAssertEqual(string.foregroundColor, .red)
    /// ```
    ///
    /// Bold, italic and a font weight are part of the font: they apply to the text's font, else
    /// to the font the environment gives it, else to `.body`, the font a text has by default;
    /// so do `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)` and `fontWidth(_:)` on
    /// the text's ancestors (`VStack { Text("a") }.bold()`).
    public func attributedString() throws -> AttributedString {
        try reading("attributedString()") { node in
            try TextAttributedString.make(
                from: TextReading.segments(of: node.value, locale: nil),
                inherited: InheritedFont(node.environment))
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Text`; the dump shows its string, read in `Locale.testsDefault`, and, for a one-part
    /// text, its own attributes.
    static let text = ViewKind(
        name: "Text", accessor: "text",
        dumpAttributes: { value in
            let segments: [TextReading.Segment]
            do {
                segments = try TextReading.segments(of: value, locale: nil)
            } catch let InspectionError.Reason.attributeUnavailable(_, _, reason) {
                return ["⚠ " + reason]
            } catch let reason as InspectionError.Reason {
                return ["⚠ " + reason.explanation]
            } catch {
                return ["⚠ \(error)"]
            }
            var parts = [TreeDump.quoted(segments.map(\.string).joined())]
            if segments.count == 1 {
                parts += segments[0].modifiers.map(TextReading.describe)
            }
            return parts
        },
        accessibility: AccessibilityProfile(role: .staticText, traits: .isStaticText, name: .text), scaffoldValue: ScaffoldValue.text)
}

extension ViewTree.Text: InspectableKind {
    static var inspectorKind: ViewKind { .text }
}
