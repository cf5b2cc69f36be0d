/// Sets the style of the progress views in the modified view.
public struct _ProgressViewStyleModifier<Style: ProgressViewStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.progressViewStyle = style
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
    /// The style of progress views here: the innermost `.progressViewStyle(_:)` on the view or
    /// an ancestor.
    package var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    /// What `.progressViewStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenProgressViewStyle: (any ProgressViewStyle)? {
        written(ProgressViewStyleKey.self)
    }
}

extension View {
    /// Sets the style of the progress views in this view: `.progressViewStyle(.linear)`, or a
    /// style of your own.
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_ProgressViewStyleModifier(style: style))
    }
}
