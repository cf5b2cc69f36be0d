import ViewTree

extension DisclosureGroupStyle {
    /// The body this style makes, to inspect: `try style.inspect(isExpanded: true)`. Its configuration's
    /// views (`styleConfigurationLabel()`, `styleConfigurationContent()`) stand for nothing.
    public func inspect(isExpanded: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(content: EmptyView()),
            content: DisclosureGroupStyleConfiguration.Content(content: EmptyView()),
            isExpanded: StyleInspection.binding(isExpanded))
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: Self.self, call: "inspect(isExpanded: \(isExpanded))") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the disclosure groups here: the innermost `.disclosureGroupStyle(_:)` on this view or an ancestor, built in
    /// or your own. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    public func disclosureGroupStyle() throws -> any DisclosureGroupStyle {
        try reading("disclosureGroupStyle()") { node in
            try StyleReading.written("disclosureGroupStyle", at: node) { $0.writtenDisclosureGroupStyle }
        }
    }
}

extension InspectableView where View == ViewType.DisclosureGroup {
    /// The body the style in effect makes for this view, to inspect: `disclosureGroup().styleBody()`.
    /// Throws for a built-in style: the view then draws itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.disclosureGroupStyle }
    }
}

extension ViewTree.DisclosureGroup: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Kinds

extension DisclosureGroupStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension DisclosureGroupStyleConfiguration.Content: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationContent }
}

extension ModifierKind {
    /// `.disclosureGroupStyle(_:)`.
    static let disclosureGroupStyle = ModifierKind(name: ".disclosureGroupStyle", summary: { ModifierDescription.call(".disclosureGroupStyle", "style", of: $0) })
}

extension _DisclosureGroupStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .disclosureGroupStyle }
}

extension ViewKind.Part {
    /// A disclosure group's style body: made with the group's own state attached to its place
    /// when hosted, so `configuration.isExpanded` of a group without a binding reads and writes
    /// that state.
    static var disclosureGroupStyleBody: ViewKind.Part {
        var part = ViewKind.Part.styleBody
        part.computed = { node in
            try ContainerReading.withOwnState(of: node) {
                (node.value as? any InspectableStyledView)?.inspectorStyleBody(in: node.environment)
            }
        }
        return part
    }
}
