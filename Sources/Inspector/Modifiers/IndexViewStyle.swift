import ViewTree

extension InspectableView {
    /// The style of page indexes here, set with `.indexViewStyle(_:)` on this view or an
    /// ancestor: `XCTAssertEqual(try tabView.indexViewStyle() as? PageIndexViewStyle, .page)`.
    /// Throws, as the other style getters do, when neither the view nor an ancestor sets one.
    public func indexViewStyle() throws -> any IndexViewStyle {
        try reading("indexViewStyle()") { try StyleReading.written("indexViewStyle", at: $0) { $0.writtenIndexViewStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.indexViewStyle(_:)`, with its style: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
    static let indexViewStyle = ModifierKind(
        name: ".indexViewStyle",
        summary: { ModifierDescription.call(".indexViewStyle", "style", of: $0) })
}

extension _IndexViewStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .indexViewStyle }
}
