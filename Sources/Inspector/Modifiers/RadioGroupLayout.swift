import ViewTree

extension InspectableView {
    /// True when `horizontalRadioGroupLayout()` lays out the radio groups in this view
    /// horizontally, applied to it or an ancestor, as ViewInspector's reader checks it.
    ///
    /// - Throws: `modifierNotFound` when neither applies it.
    public func horizontalRadioGroupLayout() throws -> Bool {
        try reading("horizontalRadioGroupLayout()") { node in
            guard node.environment.written(HorizontalRadioGroupLayoutKey.self) == true else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "horizontalRadioGroupLayout",
                    detail: "neither it nor an ancestor applies .horizontalRadioGroupLayout()")
            }
            return true
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.horizontalRadioGroupLayout()`.
    static let horizontalRadioGroupLayout = ModifierKind(
        name: ".horizontalRadioGroupLayout", summary: { _ in ".horizontalRadioGroupLayout()" })
}

extension _HorizontalRadioGroupLayoutModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .horizontalRadioGroupLayout }
}
