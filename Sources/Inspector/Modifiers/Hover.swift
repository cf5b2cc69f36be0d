import ViewTree

extension InspectableView {
    /// Hovers over the view, as the pointer entering (`true`) or leaving (`false`) it would:
    /// runs the view's `onHover` actions with `isHovering`, in the order they were applied.
    /// Throws when the view has none.
    public func callOnHover(_ isHovering: Bool = true) throws {
        try reading("callOnHover(\(isHovering))") { node in
            let actions = try node.ownModifiers(.onHover).map { _, modifier in
                try Reflection.field("action", of: modifier, as: HoverAction.self)
            }
            guard !actions.isEmpty else { throw node.missing("onHover") }
            for action in actions { Interaction.perform(at: node) { action(isHovering) } }
        }
    }
}

extension ModifierKind {
    /// `.onHover(perform:)`.
    static let onHover = ModifierKind(name: ".onHover")
}

extension _OnHoverModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onHover }
}
