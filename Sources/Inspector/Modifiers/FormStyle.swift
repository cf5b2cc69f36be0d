import ViewTree

extension InspectableView {
    /// The style of forms here, set with `.formStyle(_:)` on this view or an ancestor:
    /// `XCTAssertTrue(try sut.inspect().form().formStyle() is GroupedFormStyle)`. Throws, as
    /// the other style getters, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`).
    public func formStyle() throws -> any FormStyle {
        try reading("formStyle()") { try StyleReading.written("formStyle", at: $0) { $0.writtenFormStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.formStyle(_:)`, with its style: `.formStyle(.grouped)`.
    static let formStyle = ModifierKind(
        name: ".formStyle",
        summary: { ModifierDescription.call(".formStyle", "style", of: $0) })
}

extension _FormStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .formStyle }
}
