/// A label drawn by its style (see `StyleBody`).
extension Label {
    /// The level this label renders through in `environment`: the body of the label style in
    /// effect there, or nil when that style is built in and the label renders its title and
    /// icon itself.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.labelStyle
        return style is any BuiltinLabelStyle ? nil : body(of: style)
    }

    private func body<S: LabelStyle>(of style: S) -> some View {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: title), icon: LabelStyleConfiguration.Icon(content: icon))
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a label style's body, labels have the automatic style.
    private static var reset: StyleReset {
        StyleReset(".labelStyle(.automatic)") { $0.labelStyle = DefaultLabelStyle() }
    }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}
