/// The appearance of the toggles in a view: `.toggleStyle(.switch)`.
///
/// ViewTree provides SwiftUI's built-in styles as values that tests can read back
/// (`try toggle.toggleStyle() is SwitchToggleStyle`). Toggles are not drawn: a style
/// changes nothing about how a toggle is inspected or tapped.
public protocol ToggleStyle {}

/// The default toggle style of the platform: `.automatic`.
public struct DefaultToggleStyle: ToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}
    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A toggle drawn as a switch: `.switch`.
public struct SwitchToggleStyle: ToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The switch style.
    public init() {}
    /// `.switch`.
    public var description: String { ".switch" }
}

/// A toggle drawn as a button that looks pressed while on: `.button`.
public struct ButtonToggleStyle: ToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The button style.
    public init() {}
    /// `.button`.
    public var description: String { ".button" }
}

/// A toggle drawn as a checkbox (macOS): `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The checkbox style.
    public init() {}
    /// `.checkbox`.
    public var description: String { ".checkbox" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style of the platform.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that looks pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// Sets the style of the toggles in the modified view.
public struct _ToggleStyleModifier<Style: ToggleStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.toggleStyle = style
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

extension EnvironmentValues {
    /// The style of toggles here: the innermost `.toggleStyle(_:)` on the view or an ancestor.
    package var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles in this view: `.toggleStyle(.switch)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_ToggleStyleModifier(style: style))
    }
}
