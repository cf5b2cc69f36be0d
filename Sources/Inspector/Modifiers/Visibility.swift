import ViewTree

extension InspectableView {
    /// Whether this view is hidden by `.hidden()`, on itself or on an ancestor.
    public func isHidden() throws -> Bool {
        try reading("isHidden()") { $0.hidingNode() != nil }
    }

    /// Whether this view is disabled by `.disabled(true)`, on itself or on an ancestor.
    public func isDisabled() throws -> Bool {
        try reading("isDisabled()") { !$0.environment.isEnabled }
    }

    /// Whether a user could interact with this view: it is neither disabled nor hidden, and
    /// touches reach it (no `.allowsHitTesting(false)` on it or an ancestor).
    public func isResponsive() throws -> Bool {
        try reading("isResponsive()") {
            $0.environment.isEnabled && $0.hidingNode() == nil && $0.hitTestingNode() == nil
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.hidden()`.
    static let hidden = ModifierKind(name: ".hidden", summary: { _ in ".hidden()" })
}

extension _HiddenModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .hidden }
}
