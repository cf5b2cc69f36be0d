import ViewTree

extension InspectableView {
    /// Submits this view, as a user pressing return in a text field does: runs the
    /// `.onSubmit` actions for `triggers` set on the view and its ancestors, the innermost
    /// first, up to a `.submitScope()`.
    ///
    /// ```swift
    /// try sut.inspect().find(ViewType.TextField.self).callOnSubmit()
    /// ```
    ///
    /// Throws, without running anything, when no action for `triggers` applies here, or when
    /// the view or an ancestor is disabled or hidden.
    public func callOnSubmit(of triggers: SubmitTriggers = .text) throws {
        let call = triggers == .text ? "callOnSubmit()" : "callOnSubmit(of: \(triggers))"
        try reading(call) { node in
            let actions = node.environment.submitActions.filter { !$0.triggers.isDisjoint(with: triggers) }
            guard !actions.isEmpty else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: ".onSubmit(of: \(triggers)) on itself or an ancestor",
                    detail: SubmitReading.scopeDetail(of: node))
            }
            try Interaction.ensureResponsive(node, control: node.kindName)
            Interaction.perform(at: node) {
                for submit in actions.reversed() { submit.action() }
            }
        }
    }

    /// The label of the return key for this view: the innermost `.submitLabel(_:)` on the view
    /// or an ancestor, or `.return`.
    public func submitLabel() throws -> SubmitLabel {
        try reading("submitLabel()") { $0.environment.submitLabel }
    }
}

enum SubmitReading {
    /// Why actions around `node` do not reach it, when a `.submitScope()` blocks them.
    static func scopeDetail(of node: InspectionNode) -> String? {
        var current: InspectionNode? = node
        while let candidate = current {
            let blocks = candidate.ownModifiers(.submitScope).contains {
                (try? Reflection.field("isBlocking", of: $0.modifier, as: Bool.self)) == true
            }
            if blocks {
                let place = candidate === node ? "on itself" : "on its ancestor \(candidate.pathToRoot)"
                return "a .submitScope() \(place) keeps the actions around it from running"
            }
            current = candidate.parent
        }
        return nil
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.onSubmit(of:_:)`.
    static let onSubmit = ModifierKind(
        name: ".onSubmit",
        summary: { modifier in
            guard let triggers = Reflection.field("triggers", of: modifier) as? SubmitTriggers, triggers != .text else {
                return ".onSubmit"
            }
            return ".onSubmit(of: \(triggers))"
        })

    /// `.submitScope(_:)`.
    static let submitScope = ModifierKind(
        name: ".submitScope", summary: { ModifierDescription.call(".submitScope", "isBlocking", of: $0) })

    /// `.submitLabel(_:)`.
    static let submitLabel = ModifierKind(
        name: ".submitLabel", summary: { ModifierDescription.call(".submitLabel", "label", of: $0) })
}

extension _OnSubmitModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onSubmit }
}

extension _SubmitScopeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .submitScope }
}

extension _SubmitLabelModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .submitLabel }
}
