import ViewTree

extension InspectableView {
    /// The style of the text fields in this view: the innermost `.textFieldStyle(_:)` on the
    /// view or an ancestor. Throws, as ViewInspector does, when neither the view nor an ancestor
    /// sets one (SwiftUI then uses `.automatic`).
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().textField().textFieldStyle() is RoundedBorderTextFieldStyle)
    /// ```
    public func textFieldStyle() throws -> any TextFieldStyle {
        try reading("textFieldStyle()") { node in
            try StyleReading.written("textFieldStyle", at: node) { $0.writtenTextFieldStyle }
        }
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
