import ViewTree

extension InspectableView {
    /// The animation set by `animation(_:value:)`, the innermost; nil: `.animation(nil, value:)`.
    public func animation() throws -> Animation? {
        try reading("animation()") { node in
            guard let (_, modifier) = node.ownModifiers(.animation).first else { throw node.missing("animation") }
            return try Reflection.field("animation", of: modifier, as: Animation?.self)
        }
    }

    /// The transition set by `transition(_:)`; the innermost.
    public func transition() throws -> AnyTransition {
        try reading("transition()") { node in
            guard let (_, modifier) = node.ownModifiers(.transition).first else { throw node.missing("transition") }
            return try Reflection.field("transition", of: modifier, as: AnyTransition.self)
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.animation(_:value:)` and the deprecated `.animation(_:)`.
    static let animation = ModifierKind(
        name: ".animation", summary: { ModifierDescription.call(".animation", "animation", of: $0) })

    /// `.transition(_:)`.
    static let transition = ModifierKind(
        name: ".transition", summary: { ModifierDescription.call(".transition", "transition", of: $0) })
}

extension _AnimationModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .animation }
}

extension _TransitionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .transition }
}
