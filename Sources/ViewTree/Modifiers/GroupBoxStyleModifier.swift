/// Sets the style of the group boxes in the modified view.
public struct _GroupBoxStyleModifier<Style: GroupBoxStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.groupBoxStyle = style
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    /// The style of group boxes here: the innermost `.groupBoxStyle(_:)` on the view or an
    /// ancestor.
    package var groupBoxStyle: any GroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    /// What `.groupBoxStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenGroupBoxStyle: (any GroupBoxStyle)? {
        written(GroupBoxStyleKey.self)
    }
}

extension View {
    /// Sets the style of the group boxes in this view.
    public consuming func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(_GroupBoxStyleModifier(style: style))
    }
}
