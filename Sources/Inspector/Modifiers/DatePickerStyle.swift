import ViewTree

extension InspectableView {
    /// The style of date pickers at this view: the innermost `.datePickerStyle(_:)` on the view
    /// or an ancestor, as ViewInspector's `datePickerStyle()` (which returns `Any`).
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().find(ViewType.DatePicker.self).datePickerStyle() is GraphicalDatePickerStyle)
    /// ```
    ///
    /// Throws, as ViewInspector does, when neither the view nor an ancestor sets a style.
    public func datePickerStyle() throws -> any DatePickerStyle {
        try reading("datePickerStyle()") { try StyleReading.written("datePickerStyle", at: $0) { $0.datePickerStyle } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.datePickerStyle(_:)`: read through the environment, like `.pickerStyle(_:)`.
    static let datePickerStyle = ModifierKind(
        name: ".datePickerStyle",
        summary: { ".datePickerStyle(\(Reflection.field("style", of: $0).map { String(describing: $0) } ?? "?"))" })
}

extension _DatePickerStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .datePickerStyle }
}
