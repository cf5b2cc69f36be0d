/// A `LabeledContent` drawn by its style (see `StyleBody`).
extension LabeledContent {
    /// The level this labeled content renders through in `environment`: the body of the style in effect
    /// there (`.labeledContentStyle(_:)`), or nil when that style is built in and the view renders itself.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.labeledContentStyle
        return style is any BuiltinLabeledContentStyle ? nil : body(of: style)
    }

    private func body<S: LabeledContentStyle>(of style: S) -> some View {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(content: label),
            content: LabeledContentStyleConfiguration.Content(content: content))
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a style's body, the view has the automatic style again.
    private static var reset: StyleReset {
        StyleReset(".labeledContentStyle(.automatic)") { $0.labeledContentStyle = AutomaticLabeledContentStyle() }
    }
}

extension LabeledContent: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content]), (label, [ViewPart.label.step])] }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}

extension LabeledContentStyleConfiguration.Label: RuntimeContainer {}
extension LabeledContentStyleConfiguration.Content: RuntimeContainer {}
