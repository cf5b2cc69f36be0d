/// A progress view drawn by its style (see `StyleBody`).
extension ProgressView {
    /// The level this progress view renders through in `environment`: the body of the progress
    /// view style in effect there, or nil when that style is built in.
    package func styleBody(in environment: EnvironmentValues) -> (any View)? {
        let style = environment.progressViewStyle
        return style is any BuiltinProgressViewStyle ? nil : body(of: style)
    }

    /// How much is done, from 0 to 1, with the value clamped to `0...total`; nil while
    /// indeterminate. A view made from a Foundation `Progress` reads it now.
    package var fractionCompleted: Double? {
        if let progress {
            return progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
        }
        guard let value else { return nil }
        guard total > 0 else { return value > 0 ? 1 : 0 }
        return min(max(value, 0), total) / total
    }

    private func body<S: ProgressViewStyle>(of style: S) -> some View {
        let configuration = ProgressViewStyleConfiguration(
            label: label is EmptyView ? nil : ProgressViewStyleConfiguration.Label(content: label),
            currentValueLabel: currentValueLabel is EmptyView
                ? nil : ProgressViewStyleConfiguration.CurrentValueLabel(content: currentValueLabel),
            fractionCompleted: fractionCompleted)
        return StyleBody(style: style, configuration: configuration, reset: Self.reset) { $0.makeBody(configuration: $1) }
    }

    /// Inside a progress view style's body, progress views have the automatic style.
    private static var reset: StyleReset {
        StyleReset(".progressViewStyle(.automatic)") { $0.progressViewStyle = DefaultProgressViewStyle() }
    }

    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        guard let body = styleBody(in: environment) else { return runtimeChildren }
        return [(body, [StyleBody<Never, Never, EmptyView>.step])]
    }
}
