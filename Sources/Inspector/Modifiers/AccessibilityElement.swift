import ViewTree

extension InspectableView {
    /// How this view's `.accessibilityElement(children:)` treats the elements inside it:
    /// `.ignore`, `.contain` or `.combine`. Throws when the view has no
    /// `.accessibilityElement(children:)`.
    public func accessibilityChildBehavior() throws -> AccessibilityChildBehavior {
        try reading("accessibilityChildBehavior()") { node in
            guard let behavior = AccessibilityElementReading.childBehavior(of: node) else {
                throw node.missing("accessibilityElement")
            }
            return behavior
        }
    }
}

enum AccessibilityElementReading {
    /// The behavior of the innermost `.accessibilityElement(children:)` on `node`.
    static func childBehavior(of node: InspectionNode) -> AccessibilityChildBehavior? {
        node.ownModifiers(.accessibilityElement).first.flatMap { childBehavior(of: $0.modifier) }
    }

    /// The behavior of the innermost `.accessibilityElement(children:)` among `scope`.
    static func childBehavior(of node: InspectionNode, in scope: Range<Int>) -> AccessibilityChildBehavior? {
        node.ownModifiers(.accessibilityElement).first { scope.contains($0.index) }.flatMap { childBehavior(of: $0.modifier) }
    }

    /// The behavior an `.accessibilityElement(children:)` modifier holds.
    static func childBehavior(of modifier: Any) -> AccessibilityChildBehavior? {
        try? Reflection.field("children", of: modifier, as: AccessibilityChildBehavior.self)
    }

    /// `.ignore`, `.contain` or `.combine`, as written in source.
    static func describe(_ behavior: AccessibilityChildBehavior) -> String {
        [(AccessibilityChildBehavior.ignore, ".ignore"), (.contain, ".contain"), (.combine, ".combine")]
            .first { $0.0 == behavior }?.1 ?? String(describing: behavior)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.accessibilityElement(children:)`.
    static let accessibilityElement = ModifierKind(
        name: ".accessibilityElement",
        summary: { modifier in
            let behavior = AccessibilityElementReading.childBehavior(of: modifier)
            return ".accessibilityElement(children: \(behavior.map(AccessibilityElementReading.describe) ?? "?"))"
        })
}

extension _AccessibilityElementModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .accessibilityElement }
}
