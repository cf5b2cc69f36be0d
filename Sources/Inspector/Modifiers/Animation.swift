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

extension InspectableView {
    /// The body of the view's custom transition (`transition(MyTransition())`) in `phase`, to
    /// inspect: `try view.transitionBody(phase: .willAppear).opacity()`. The body's `content`
    /// stands for this view: `placeholderContentView()` unwraps it. Found through
    /// `combined(with:)`, `asymmetric` (the insertion first) and `animation(_:)`.
    ///
    /// - Throws: when the view has no `transition(_:)`, or only built-in transitions.
    public func transitionBody(phase: TransitionPhase) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "transitionBody(phase: \(phase))"
        return try reading(call) { node in
            guard let (_, modifier) = node.ownModifiers(.transition).first else { throw node.missing("transition") }
            let transition = try Reflection.field("transition", of: modifier, as: AnyTransition.self)
            guard let custom = transition.customTransition else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "transition body", view: node.kindName,
                    reason: "\(transition) is made of built-in transitions, which have no body here; read transition()")
            }
            let input = UncheckedSendable((custom, node.value))
            let body = try Evaluation.onMainActor {
                UncheckedSendable(input.value.0.makeBody(phase: phase, content: input.value.1 as? any ViewTree.View ?? EmptyView()))
            }
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(body.value, role: .group, link: .attributeView(call: call), attachment: attachment(for: phase)))
        }
    }

    private func attachment(for phase: TransitionPhase) -> Int {
        switch phase {
        case .willAppear: -20
        case .identity: -21
        case .didDisappear: -22
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
