import ViewTree

extension ProgressViewStyle {
    /// The body this style makes for a progress view `fractionCompleted` done (nil:
    /// indeterminate), to inspect: `try style.inspect(fractionCompleted: 0.42).vStack().text(2)`.
    /// Its `configuration.label` and `configuration.currentValueLabel` are present and stand
    /// for nothing.
    public func inspect(fractionCompleted: Double?) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ProgressViewStyleConfiguration(
            label: ProgressViewStyleConfiguration.Label(content: EmptyView()),
            currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel(content: EmptyView()),
            fractionCompleted: fractionCompleted)
        let input = UncheckedSendable((style: self, configuration: configuration))
        let fraction = fractionCompleted.map { "\($0)" } ?? "nil"
        return try StyleInspection.body(of: Self.self, call: "inspect(fractionCompleted: \(fraction))") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the progress views here: the innermost `.progressViewStyle(_:)` on this
    /// view or an ancestor. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    public func progressViewStyle() throws -> any ProgressViewStyle {
        try reading("progressViewStyle()") { node in
            try StyleReading.written("progressViewStyle", at: node) { $0.writtenProgressViewStyle }
        }
    }
}

extension InspectableView where View == ViewType.ProgressView {
    /// The body the progress view style in effect makes for this view, to inspect:
    /// `progressView().styleBody().vStack().styleConfigurationLabel(0)`. Throws for a view with
    /// a built-in style, which shows its labels itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.progressViewStyle }
    }
}

extension ViewTree.ProgressView: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Configuration views

extension ViewType.StyleConfiguration {
    /// `configuration.currentValueLabel` in a progress view style's body.
    public struct CurrentValueLabel: KnownViewType, BuiltinViewType, SingleViewContent {
        /// "StyleConfiguration.CurrentValueLabel".
        public static var typePrefix: String { "StyleConfiguration.CurrentValueLabel" }
        static var viewKind: ViewKind { .styleConfigurationCurrentValueLabel }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps `configuration.currentValueLabel` in a progress view style's body. In a styled
    /// progress view's body it leads to the view's current value label.
    public func styleConfigurationCurrentValueLabel() throws
        -> InspectableView<ViewType.StyleConfiguration.CurrentValueLabel>
    {
        try StyleConfigurationReading.explained { try single(ViewType.StyleConfiguration.CurrentValueLabel.self) }
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `configuration.currentValueLabel` at `index`:
    /// `vStack().styleConfigurationCurrentValueLabel(1)`.
    public func styleConfigurationCurrentValueLabel(
        _ index: Int
    ) throws -> InspectableView<ViewType.StyleConfiguration.CurrentValueLabel> {
        try StyleConfigurationReading.explained {
            try child(ViewType.StyleConfiguration.CurrentValueLabel.self, at: index)
        }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `configuration.currentValueLabel` of a progress view style.
    static let styleConfigurationCurrentValueLabel = ViewKind(
        naming: { TypeName.display($0) }, accessor: "styleConfigurationCurrentValueLabel",
        content: .erased(field: "content"))
}

extension ProgressViewStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationCurrentValueLabel }
}

extension ModifierKind {
    /// `.progressViewStyle(_:)`.
    static let progressViewStyle = ModifierKind(
        name: ".progressViewStyle", summary: { ModifierDescription.call(".progressViewStyle", "style", of: $0) })
}

extension _ProgressViewStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .progressViewStyle }
}
