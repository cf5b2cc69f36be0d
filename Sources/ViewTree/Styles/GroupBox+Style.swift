/// A group box drawn by its style (see `StyleBody`).
extension GroupBox {
    /// The level this group box renders through in `environment`: the body of the group box
    /// style in effect there, or nil when that style is built in.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.groupBoxStyle
        return style is any BuiltinGroupBoxStyle ? nil : body(of: style)
    }

    private func body<S: GroupBoxStyle>(of style: S) -> some View {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: label),
            content: GroupBoxStyleConfiguration.Content(content: content))
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a group box style's body, group boxes have the automatic style.
    private static var reset: StyleReset {
        StyleReset(".groupBoxStyle(.automatic)") { $0.groupBoxStyle = DefaultGroupBoxStyle() }
    }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}
