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

extension AccessibilityReading {
    /// The innermost accessibility modifier among `scope` that sets `label`, with its value.
    static func property<T>(_ label: String, of node: InspectionNode, in scope: Range<Int>, as type: T.Type) -> T? {
        for (index, modifier) in node.ownModifiers(.accessibility) where scope.contains(index) {
            if let value = try? Reflection.field(label, of: modifier, as: T?.self) {
                return value
            }
        }
        return nil
    }

    /// The traits the accessibility modifiers among `scope` set for `label` (`addedTraits`).
    static func traits(_ label: String, of node: InspectionNode, in scope: Range<Int>) -> AccessibilityTraits {
        node.ownModifiers(.accessibility).reduce(into: AccessibilityTraits()) { traits, entry in
            if scope.contains(entry.index), let value = try? Reflection.field(label, of: entry.modifier, as: AccessibilityTraits?.self) {
                traits.formUnion(value)
            }
        }
    }
}

extension AccessibilityElementReading {
    /// The behavior of the innermost `.accessibilityElement(children:)` among `scope`.
    static func childBehavior(of node: InspectionNode, in scope: Range<Int>) -> AccessibilityChildBehavior? {
        node.ownModifiers(.accessibilityElement).first { scope.contains($0.index) }.flatMap {
            try? Reflection.field("children", of: $0.modifier, as: AccessibilityChildBehavior.self)
        }
    }
}
