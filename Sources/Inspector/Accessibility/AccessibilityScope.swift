import ViewTree

/// Which of a view's modifiers apply to what is below it, for the accessibility model.
///
/// A view's modifiers wrap it in the order they were applied (`modifiers[0]` innermost). Its
/// content and the parts of its kind are inside all of them. What hangs from one of its
/// modifiers — an overlay, a background, a custom modifier's body — is inside only the
/// modifiers applied after that one: `.overlay(X).accessibilityHidden(true)` hides X, but
/// `.accessibilityHidden(true).overlay(X)` does not, as the overlay is applied outside.
extension InspectionNode {
    /// The positions in `modifiers` of this node's modifiers that wrap `child`, a node right
    /// below it: all of them for its content and parts, only those applied after the modifier
    /// it hangs from for an attached node.
    func accessibilityScope(of child: InspectionNode) -> Range<Int> {
        guard child.parent === self, let attachment = child.attachment else { return modifiers.indices }
        return min(attachment + 1, modifiers.count)..<modifiers.count
    }

    /// Whether `child`, a node right below this one, is inside this view itself (its content, a
    /// part of its kind), rather than hanging from one of its modifiers.
    func holdsWithin(_ child: InspectionNode) -> Bool {
        !(child.parent === self && child.attachment != nil)
    }
}
