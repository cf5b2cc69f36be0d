/// Sets the style of the buttons in the modified view, of either protocol.
public struct _ButtonStyleModifier<Style>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style
    let setting: ButtonStyleSetting

    /// Sets the button style `style`.
    public init(style: Style) where Style: ButtonStyle {
        self.style = style
        self.setting = .button(style)
    }

    /// Sets the primitive button style `style`.
    public init(style: Style) where Style: PrimitiveButtonStyle {
        self.style = style
        self.setting = .primitive(style)
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.buttonStyle = setting
    }
}

/// The button style in effect: a style of either protocol, as `.buttonStyle(_:)` set it.
package enum ButtonStyleSetting {
    case button(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)

    /// The style itself.
    package var style: Any {
        switch self {
        case let .button(style): style
        case let .primitive(style): style
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleSetting { .primitive(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// The style of buttons here: the innermost `.buttonStyle(_:)` on the view or an ancestor.
    package var buttonStyle: ButtonStyleSetting {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// What `.buttonStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenButtonStyle: ButtonStyleSetting? {
        written(ButtonStyleKey.self)
    }
}

extension View {
    /// Sets the style of the buttons in this view to a style of your own that keeps the
    /// standard interaction.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_ButtonStyleModifier(style: style))
    }

    /// Sets the style of the buttons in this view: `.buttonStyle(.bordered)`, or a style of your
    /// own with an interaction of its own.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_ButtonStyleModifier(style: style))
    }
}
