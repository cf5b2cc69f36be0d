/// Sets the style of the labeled contents in the modified view.
public struct _LabeledContentStyleModifier<Style: LabeledContentStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.labeledContentStyle = style
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: any LabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
    /// The style of labeled contents here: the innermost `.labeledContentStyle(_:)` on the view or an ancestor.
    package var labeledContentStyle: any LabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }

    /// What `.labeledContentStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenLabeledContentStyle: (any LabeledContentStyle)? {
        written(LabeledContentStyleKey.self)
    }
}

extension View {
    /// Sets the style of the labeled contents in this view: `.labeledContentStyle(.automatic)`, or a style of your own.
    public consuming func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(_LabeledContentStyleModifier(style: style))
    }
}
