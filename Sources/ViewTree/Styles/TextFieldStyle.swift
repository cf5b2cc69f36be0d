/// The appearance of the text fields in a view: `.textFieldStyle(.roundedBorder)`.
///
/// ViewTree provides SwiftUI's built-in styles as values that tests can read back
/// (`try field.textFieldStyle() is RoundedBorderTextFieldStyle`). Fields are not drawn: a
/// style changes nothing about how a field is inspected or edited.
public protocol TextFieldStyle {}

/// The default text field style of the platform: `.automatic`.
public struct DefaultTextFieldStyle: TextFieldStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}
    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A text field without decoration: `.plain`.
public struct PlainTextFieldStyle: TextFieldStyle, Equatable, Sendable, CustomStringConvertible {
    /// The plain style.
    public init() {}
    /// `.plain`.
    public var description: String { ".plain" }
}

/// A text field with a rounded border: `.roundedBorder`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Equatable, Sendable, CustomStringConvertible {
    /// The rounded border style.
    public init() {}
    /// `.roundedBorder`.
    public var description: String { ".roundedBorder" }
}

/// A text field with a square border (macOS): `.squareBorder`.
public struct SquareBorderTextFieldStyle: TextFieldStyle, Equatable, Sendable, CustomStringConvertible {
    /// The square border style.
    public init() {}
    /// `.squareBorder`.
    public var description: String { ".squareBorder" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style of the platform.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A square border.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

/// Sets the style of the text fields in the modified view.
public struct _TextFieldStyleModifier<Style: TextFieldStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textFieldStyle = style
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

extension EnvironmentValues {
    /// The style of text fields here: the innermost `.textFieldStyle(_:)` on the view or an
    /// ancestor.
    package var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// What `.textFieldStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenTextFieldStyle: (any TextFieldStyle)? {
        written(TextFieldStyleKey.self)
    }
}

extension View {
    /// Sets the style of the text fields in this view: `.textFieldStyle(.roundedBorder)`.
    public consuming func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(_TextFieldStyleModifier(style: style))
    }
}
