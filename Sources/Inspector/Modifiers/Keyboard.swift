import ViewTree

extension InspectableView {
    /// The keyboard text fields in this view ask for: the innermost `.keyboardType(_:)` on the
    /// view or an ancestor, or `.default`. ViewTree has no keyboard; the value has no other
    /// effect.
    public func keyboardType() throws -> UIKeyboardType {
        try reading("keyboardType()") { $0.environment.keyboardType }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.keyboardType(_:)`.
    static let keyboardType = ModifierKind(
        name: ".keyboardType", summary: { ModifierDescription.call(".keyboardType", "keyboardType", of: $0) })
}

extension _KeyboardTypeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .keyboardType }
}

extension InspectableView {
    /// Whether text fields at this view turn autocorrection off: the innermost
    /// `.disableAutocorrection(_:)` or `.autocorrectionDisabled(_:)` on the view or an
    /// ancestor. Non-throwing, as in ViewInspector: false when none sets it (or the view cannot
    /// be read off the main actor).
    public func disableAutocorrection() -> Bool {
        (try? reading("disableAutocorrection()") { $0.environment.autocorrectionDisabled }) ?? false
    }
}
