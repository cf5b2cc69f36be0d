/// Sets the style of the disclosure groups in the modified view.
public struct _DisclosureGroupStyleModifier<Style: DisclosureGroupStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.disclosureGroupStyle = style
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
    /// The style of disclosure groups here: the innermost `.disclosureGroupStyle(_:)` on the view or an ancestor.
    package var disclosureGroupStyle: any DisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }

    /// What `.disclosureGroupStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenDisclosureGroupStyle: (any DisclosureGroupStyle)? {
        written(DisclosureGroupStyleKey.self)
    }
}

extension View {
    /// Sets the style of the disclosure groups in this view: `.disclosureGroupStyle(.automatic)`, or a style of your own.
    public consuming func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(_DisclosureGroupStyleModifier(style: style))
    }
}
