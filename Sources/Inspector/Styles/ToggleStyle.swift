import ViewTree

extension ToggleStyle {
    /// The body this style makes for a toggle on or off, to inspect:
    /// `try style.inspect(isOn: true).styleConfigurationLabel().blur().radius`. Its
    /// `configuration.label` (`styleConfigurationLabel()`) stands for no label; its `isOn`
    /// binding holds `isOn` and takes writes.
    public func inspect(isOn: Bool, isMixed: Bool = false) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: EmptyView()), isOn: StyleInspection.binding(isOn),
            isMixed: isMixed)
        let input = UncheckedSendable((style: self, configuration: configuration))
        let arguments = StyleInspection.arguments([("isOn", "\(isOn)"), ("isMixed", isMixed ? "true" : nil)])
        return try StyleInspection.body(of: Self.self, call: "inspect(\(arguments))") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension InspectableView {
    /// The style of the toggles in this view: the innermost `.toggleStyle(_:)` on the view or
    /// an ancestor, built in or your own. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().toggle().toggleStyle() is SwitchToggleStyle)
    /// ```
    public func toggleStyle() throws -> any ToggleStyle {
        try reading("toggleStyle()") { try StyleReading.written("toggleStyle", at: $0) { $0.writtenToggleStyle } }
    }
}

extension InspectableView where View == ViewType.Toggle {
    /// The body the toggle style in effect makes for this toggle, to inspect:
    /// `toggle().styleBody().hStack().styleConfigurationLabel(0).text()`. Throws for a toggle
    /// with a built-in style, which draws its label itself (`labelView()`).
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody { $0.toggleStyle }
    }
}

extension ViewTree.Toggle: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Kind

extension ToggleStyleConfiguration.Label: InspectableKind {
    static var inspectorKind: ViewKind { .styleConfigurationLabel }
}

extension ModifierKind {
    /// `.toggleStyle(_:)`.
    static let toggleStyle = ModifierKind(
        name: ".toggleStyle", summary: { ModifierDescription.call(".toggleStyle", "style", of: $0) })
}

extension _ToggleStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toggleStyle }
}
