/// A `DisclosureGroup` drawn by its style (see `StyleBody`).
extension DisclosureGroup {
    /// The level this disclosure group renders through in `environment`: the body of the style in effect
    /// there (`.disclosureGroupStyle(_:)`), or nil when that style is built in and the view renders itself.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.disclosureGroupStyle
        return style is any BuiltinDisclosureGroupStyle ? nil : body(of: style)
    }

    private func body<S: DisclosureGroupStyle>(of style: S) -> some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(content: label),
            content: DisclosureGroupStyleConfiguration.Content(content: content),
            isExpanded: isExpandedBinding ?? $internalIsExpanded)
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a style's body, the view has the automatic style again.
    private static var reset: StyleReset {
        StyleReset(".disclosureGroupStyle(.automatic)") { $0.disclosureGroupStyle = AutomaticDisclosureGroupStyle() }
    }
}

extension DisclosureGroup: RuntimeStatefulContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content]), (label, [ViewPart.label.step])] }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}

extension DisclosureGroupStyleConfiguration.Label: RuntimeContainer {}
extension DisclosureGroupStyleConfiguration.Content: RuntimeContainer {}
