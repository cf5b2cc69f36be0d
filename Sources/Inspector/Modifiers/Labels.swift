import ViewTree

extension InspectableView {
    /// Whether the labels of the controls in this view are hidden by `.labelsHidden()`, on
    /// the view or an ancestor. A hidden label is still inspected and searched like any other:
    /// it still describes its control.
    public func labelsHidden() throws -> Bool {
        try reading("labelsHidden()") { $0.environment.labelsHidden }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.labelsHidden()`.
    static let labelsHidden = ModifierKind(name: ".labelsHidden", summary: { _ in ".labelsHidden()" })
}

extension _LabelsHiddenModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .labelsHidden }
}
