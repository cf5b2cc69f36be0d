import ViewTree

extension InspectableView {
    /// Whether this view is hidden by `.hidden()`, on itself or on an ancestor. Does not throw,
    /// as ViewInspector's does not: a handle that failed (an index out of range) is not hidden.
    public func isHidden() -> Bool {
        guard let node = try? node() else { return false }
        return node.hidingNode() != nil
    }

    /// Whether this view is disabled by `.disabled(true)`, on itself or on an ancestor. Does
    /// not throw, as ViewInspector's does not: a handle that failed is not disabled.
    public func isDisabled() -> Bool {
        guard let node = try? node() else { return false }
        return !node.environment.isEnabled
    }

    /// Whether a user could interact with this view: it is neither disabled nor hidden, and
    /// touches reach it (no `.allowsHitTesting(false)` on it or an ancestor). Does not throw, as
    /// ViewInspector's does not: a handle that failed is not responsive.
    public func isResponsive() -> Bool {
        guard let node = try? node() else { return false }
        return node.environment.isEnabled && node.hidingNode() == nil && node.hitTestingNode() == nil
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
