/// Sets the style of the labels in the modified view.
public struct _LabelStyleModifier<Style: LabelStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.labelStyle = style
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The style of labels here: the innermost `.labelStyle(_:)` on the view or an ancestor.
    package var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// What `.labelStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenLabelStyle: (any LabelStyle)? {
        written(LabelStyleKey.self)
    }
}

extension View {
    /// Sets the style of the labels in this view: `.labelStyle(.iconOnly)`, or a style of your own.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(_LabelStyleModifier(style: style))
    }
}
