/// A `Menu` drawn by its style (see `StyleBody`).
extension Menu {
    /// The level this menu renders through in `environment`: the body of the style in effect
    /// there (`.menuStyle(_:)`), or nil when that style is built in and the view renders itself.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.menuStyle
        return style is any BuiltinMenuStyle ? nil : body(of: style)
    }

    private func body<S: MenuStyle>(of style: S) -> some View {
        let configuration = MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label(content: label), content: MenuStyleConfiguration.Content(content: content),
            primaryAction: primaryAction)
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a style's body, the view has the automatic style again.
    private static var reset: StyleReset {
        StyleReset(".menuStyle(.automatic)") { $0.menuStyle = DefaultMenuStyle() }
    }
}

extension Menu: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content]), (label, [ViewPart.label.step])] }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}

extension MenuStyleConfiguration.Label: RuntimeContainer {}
extension MenuStyleConfiguration.Content: RuntimeContainer {}
