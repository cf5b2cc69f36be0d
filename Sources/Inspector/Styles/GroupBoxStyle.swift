import ViewTree

extension GroupBoxStyle {
    /// The body this style makes, to inspect: `try style.inspect().vStack().styleConfigurationContent(1)`.
    /// Its `configuration.label` and `configuration.content` stand for nothing.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: EmptyView()),
            content: GroupBoxStyleConfiguration.Content(content: EmptyView()))
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: Self.self, call: "inspect()") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the group boxes here: the innermost `.groupBoxStyle(_:)` on this view or an
    /// ancestor. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    public func groupBoxStyle() throws -> any GroupBoxStyle {
        try reading("groupBoxStyle()") { try StyleReading.written("groupBoxStyle", at: $0) { $0.writtenGroupBoxStyle } }
    }
}

extension InspectableView where View == ViewType.GroupBox {
    /// The body the group box style in effect makes for this box, to inspect:
    /// `groupBox().styleBody().vStack().styleConfigurationContent(1)`. Throws for a box with a
    /// built-in style, which shows its content and `labelView()` itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.groupBoxStyle }
    }
}

extension ViewTree.GroupBox: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Kinds

extension GroupBoxStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension GroupBoxStyleConfiguration.Content: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationContent }
}

extension ModifierKind {
    /// `.groupBoxStyle(_:)`.
    static let groupBoxStyle = ModifierKind(
        name: ".groupBoxStyle", summary: { ModifierDescription.call(".groupBoxStyle", "style", of: $0) })
}

extension _GroupBoxStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .groupBoxStyle }
}
