import ViewTree

extension LabeledContentStyle {
    /// The body this style makes, to inspect: `try style.inspect()`. Its configuration's
    /// views (`styleConfigurationLabel()`, `styleConfigurationContent()`) stand for nothing.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(content: EmptyView()),
            content: LabeledContentStyleConfiguration.Content(content: EmptyView()))
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: "\(Self.self).makeBody(configuration:)") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the labeled contents here: the innermost `.labeledContentStyle(_:)` on this view or an ancestor, built in
    /// or your own, or `.automatic` where none was set.
    public func labeledContentStyle() throws -> any LabeledContentStyle {
        try reading("labeledContentStyle()") { $0.environment.labeledContentStyle }
    }
}

extension InspectableView where View == ViewType.LabeledContent {
    /// The body the style in effect makes for this view, to inspect: `labeledContent().styleBody()`.
    /// Throws for a built-in style: the view then draws itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody(describing: (try? labeledContentStyle()) as Any)
    }
}

extension ViewTree.LabeledContent: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Kinds

extension LabeledContentStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension LabeledContentStyleConfiguration.Content: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationContent }
}

extension ModifierKind {
    /// `.labeledContentStyle(_:)`.
    static let labeledContentStyle = ModifierKind(name: ".labeledContentStyle", summary: { ModifierDescription.call(".labeledContentStyle", "style", of: $0) })
}

extension _LabeledContentStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .labeledContentStyle }
}
