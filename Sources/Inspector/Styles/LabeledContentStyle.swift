import ViewTree

extension LabeledContentStyle {
    /// The body this style makes, to inspect: `try style.inspect()`. Its configuration's
    /// views (`styleConfigurationLabel()`, `styleConfigurationContent()`) stand for nothing.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = LabeledContentStyleConfiguration(
            label: LabeledContentStyleConfiguration.Label(content: EmptyView()),
            content: LabeledContentStyleConfiguration.Content(content: EmptyView()))
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: Self.self, call: "inspect()") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the labeled contents here: the innermost `.labeledContentStyle(_:)` on this view or an ancestor, built in
    /// or your own. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    public func labeledContentStyle() throws -> any LabeledContentStyle {
        try reading("labeledContentStyle()") { node in
            try StyleReading.written("labeledContentStyle", at: node) { $0.writtenLabeledContentStyle }
        }
    }
}

extension InspectableView where View == ViewType.LabeledContent {
    /// The body the style in effect makes for this view, to inspect: `labeledContent().styleBody()`.
    /// Throws for a built-in style: the view then draws itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.labeledContentStyle }
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
