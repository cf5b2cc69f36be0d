import ViewTree

extension MenuStyle {
    /// The body this style makes, to inspect: `try style.inspect()`. Its configuration's
    /// views (`styleConfigurationLabel()`, `styleConfigurationContent()`) stand for nothing.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = MenuStyleConfiguration(
            label: MenuStyleConfiguration.Label(content: EmptyView()),
            content: MenuStyleConfiguration.Content(content: EmptyView()), primaryAction: nil)
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: Self.self, call: "inspect()") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the menus here: the innermost `.menuStyle(_:)` on this view or an ancestor, built in
    /// or your own. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    public func menuStyle() throws -> any MenuStyle {
        try reading("menuStyle()") { try StyleReading.written("menuStyle", at: $0) { $0.writtenMenuStyle } }
    }
}

extension InspectableView where View == ViewType.Menu {
    /// The body the style in effect makes for this view, to inspect: `menu().styleBody()`.
    /// Throws for a built-in style: the view then draws itself.
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.menuStyle }
    }
}

extension ViewTree.Menu: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Kinds

extension MenuStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension MenuStyleConfiguration.Content: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationContent }
}

extension ModifierKind {
    /// `.menuStyle(_:)`.
    static let menuStyle = ModifierKind(name: ".menuStyle", summary: { ModifierDescription.call(".menuStyle", "style", of: $0) })
}

extension _MenuStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .menuStyle }
}
