import ViewTree

extension InspectableView {
    /// The content transition of the view: the innermost `.contentTransition(_:)` on the view
    /// or an ancestor. Throws when none is set (SwiftUI then uses its default). Nothing is
    /// animated here; the value is read.
    public func contentTransition() throws -> ContentTransition {
        try reading("contentTransition()") { node in
            guard let transition = node.environment.contentTransition else {
                throw node.missing(".contentTransition")
            }
            return transition
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.contentTransition(_:)`.
    static let contentTransition = ModifierKind(
        name: ".contentTransition",
        summary: { ModifierDescription.call(".contentTransition", "transition", of: $0) })
}

extension _ContentTransitionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .contentTransition }
}
