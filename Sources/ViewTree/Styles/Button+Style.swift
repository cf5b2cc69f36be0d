/// A button drawn by its style: the first user of the style mechanism (see `StyleBody`).
extension Button {
    /// The level this button renders through in `environment`: the body of the button style in
    /// effect there, or nil when that style is built in and the button renders its label itself.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        switch environment.buttonStyle {
        case let .button(style):
            return body(of: style)
        case let .primitive(style):
            return style is any BuiltinButtonStyle ? nil : body(of: style)
        }
    }

    private func body<S: ButtonStyle>(of style: S) -> some View {
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: label), isPressed: false, role: role)
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    private func body<S: PrimitiveButtonStyle>(of style: S) -> some View {
        let configuration = PrimitiveButtonStyleConfiguration(
            label: PrimitiveButtonStyleConfiguration.Label(content: label), role: role, action: action)
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a button style's body, buttons have the automatic style.
    private static var reset: StyleReset {
        StyleReset(".buttonStyle(.automatic)") { $0.buttonStyle = .primitive(DefaultButtonStyle()) }
    }
}

extension Button: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}

extension ButtonStyleConfiguration.Label: RuntimeContainer {}
extension PrimitiveButtonStyleConfiguration.Label: RuntimeContainer {}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's body is drawing, to wrap in views of the style's own:
    /// `Button(configuration).padding()`. Its label and role are the configuration's, tapping it
    /// runs `configuration.trigger()`, and it has the automatic style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger, label: { configuration.label })
    }
}
