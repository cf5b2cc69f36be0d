import ViewTree

extension InspectableView {
    /// The style of pickers at this view: the innermost `.pickerStyle(_:)` on the view or an
    /// ancestor. Throws, as ViewInspector does, when neither the view nor an ancestor sets one
    /// (SwiftUI then uses `.automatic`).
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().find(ViewType.Picker.self).pickerStyle() is SegmentedPickerStyle)
    /// ```
    public func pickerStyle() throws -> any PickerStyle {
        try reading("pickerStyle()") { try StyleReading.written("pickerStyle", at: $0) { $0.writtenPickerStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.pickerStyle(_:)`: read through the environment, like `.font(_:)`.
    static let pickerStyle = ModifierKind(
        name: ".pickerStyle",
        summary: { ".pickerStyle(\(Reflection.field("style", of: $0).map { String(describing: $0) } ?? "?"))" })
}

extension _PickerStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .pickerStyle }
}
