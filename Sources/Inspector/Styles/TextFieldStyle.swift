import ViewTree

extension InspectableView {
    /// The style of the text fields in this view: the innermost `.textFieldStyle(_:)` on the
    /// view or an ancestor, or `DefaultTextFieldStyle` (`.automatic`).
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().textField().textFieldStyle() is RoundedBorderTextFieldStyle)
    /// ```
    public func textFieldStyle() throws -> any TextFieldStyle {
        try reading("textFieldStyle()") { $0.environment.textFieldStyle }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.textFieldStyle(_:)`.
    static let textFieldStyle = ModifierKind(
        name: ".textFieldStyle", summary: { ModifierDescription.call(".textFieldStyle", "style", of: $0) })
}

extension _TextFieldStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .textFieldStyle }
}
