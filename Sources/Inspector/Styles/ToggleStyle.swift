import ViewTree

extension InspectableView {
    /// The style of the toggles in this view: the innermost `.toggleStyle(_:)` on the view or
    /// an ancestor, or `DefaultToggleStyle` (`.automatic`).
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().toggle().toggleStyle() is SwitchToggleStyle)
    /// ```
    public func toggleStyle() throws -> any ToggleStyle {
        try reading("toggleStyle()") { $0.environment.toggleStyle }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.toggleStyle(_:)`.
    static let toggleStyle = ModifierKind(
        name: ".toggleStyle", summary: { ModifierDescription.call(".toggleStyle", "style", of: $0) })
}

extension _ToggleStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toggleStyle }
}
