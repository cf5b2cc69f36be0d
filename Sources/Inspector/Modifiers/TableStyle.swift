import ViewTree

extension InspectableView {
    /// The style of tables here, set with `.tableStyle(_:)` on this view or an ancestor:
    /// `XCTAssertTrue(try sut.inspect().table().tableStyle() is InsetTableStyle)`. Throws, as
    /// the other style getters, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`).
    public func tableStyle() throws -> any TableStyle {
        try reading("tableStyle()") { try StyleReading.written("tableStyle", at: $0) { $0.writtenTableStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.tableStyle(_:)`, with its style: `.tableStyle(.inset)`.
    static let tableStyle = ModifierKind(
        name: ".tableStyle",
        summary: { ModifierDescription.call(".tableStyle", "style", of: $0) })
}

extension _TableStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .tableStyle }
}
