/// Sets the style of the menus in the modified view.
public struct _MenuStyleModifier<Style: MenuStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.menuStyle = style
    }
}

private struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: any MenuStyle { DefaultMenuStyle() }
}

extension EnvironmentValues {
    /// The style of menus here: the innermost `.menuStyle(_:)` on the view or an ancestor.
    package var menuStyle: any MenuStyle {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    /// What `.menuStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenMenuStyle: (any MenuStyle)? {
        written(MenuStyleKey.self)
    }
}

extension View {
    /// Sets the style of the menus in this view: `.menuStyle(.automatic)`, or a style of your own.
    public consuming func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(_MenuStyleModifier(style: style))
    }
}
