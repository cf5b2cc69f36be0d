/// A toggle drawn by its style (see `StyleBody`).
extension Toggle {
    /// The level this toggle renders through in `environment`: the body of the toggle style in
    /// effect there, or nil when that style is built in and the toggle renders its label itself.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.toggleStyle
        return style is any BuiltinToggleStyle ? nil : body(of: style)
    }

    private func body<S: ToggleStyle>(of style: S) -> some View {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: label), isOn: isOn, isMixed: isMixed)
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a toggle style's body, toggles have the automatic style.
    private static var reset: StyleReset {
        StyleReset(".toggleStyle(.automatic)") { $0.toggleStyle = DefaultToggleStyle() }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's body is drawing, to wrap in views of the style's own:
    /// `Toggle(configuration).padding()`. It has the automatic style.
    public init(_ configuration: ToggleStyleConfiguration) {
        let mixed = configuration.isMixed ? ToggleSources(bindings: [.constant(true), .constant(false)]) : nil
        self.init(isOn: configuration.$isOn, mixed: mixed, label: configuration.label)
    }
}

extension Toggle: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}

extension ToggleStyleConfiguration.Label: RuntimeContainer {}
