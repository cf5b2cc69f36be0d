import ViewTree

extension ViewType {
    /// `PhaseAnimator`, and what `phaseAnimator(_:content:animation:)` makes: the content
    /// built for the first phase; `contentView(phase:)` builds it for another.
    public struct PhaseAnimator: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "PhaseAnimator".
        public static var typePrefix: String { "PhaseAnimator" }
        static var viewKind: ViewKind { .phaseAnimator }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `PhaseAnimator` (or a view with `phaseAnimator(_:content:animation:)`).
    public func phaseAnimator() throws -> InspectableView<ViewType.PhaseAnimator> {
        try single(ViewType.PhaseAnimator.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `PhaseAnimator` at `index`.
    public func phaseAnimator(_ index: Int) throws -> InspectableView<ViewType.PhaseAnimator> {
        try child(ViewType.PhaseAnimator.self, at: index)
    }
}

extension InspectableView where View == ViewType.PhaseAnimator {
    /// The phases the content goes through, in order.
    public func phases() throws -> [Any] {
        try reading("phases()") { try PhaseAnimatorReading.parts(of: $0).inspectorPhases() }
    }

    /// The phases the content goes through, in order, as `P`s: `try animator.phases(Bool.self)`.
    public func phases<P>(_ type: P.Type) throws -> [P] {
        try reading("phases(\(TypeName.display(P.self)).self)") { node in
            let phases = try PhaseAnimatorReading.parts(of: node).inspectorPhases()
            return try phases.map { phase in
                guard let typed = phase as? P else {
                    throw InspectionError.Reason.typeMismatch(
                        expected: TypeName.display(P.self), found: TypeName.display(Swift.type(of: phase)), hint: nil)
                }
                return typed
            }
        }
    }

    /// The content built for `phase`, to be unwrapped:
    /// `phaseAnimator().contentView(phase: true).text()`. It is built for the test, outside the
    /// searched hierarchy, whose content is built for the first phase.
    public func contentView<P: Equatable>(phase: P) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "contentView(phase: \(ModifierDescription.show(phase)))"
        return try reading(call) { node in
            let animator = try PhaseAnimatorReading.parts(of: node)
            let input = UncheckedSendable((animator, phase as Any))
            let content = try Evaluation.onMainActor {
                UncheckedSendable(Result { try input.value.0.inspectorContent(phase: input.value.1) })
            }.value.get()
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(content, role: .group, link: .attributeView(call: call), attachment: "\(phase)".hashValue))
        }
    }

    /// The animation the content enters `phase` with (nil: none), as the `animation` closure
    /// gives it.
    public func animation<P: Equatable>(phase: P) throws -> Animation? {
        try reading("animation(phase: \(ModifierDescription.show(phase)))") { node in
            let animator = try PhaseAnimatorReading.parts(of: node)
            let input = UncheckedSendable((animator, phase as Any))
            return try Evaluation.onMainActor {
                UncheckedSendable(Result { try input.value.0.inspectorAnimation(phase: input.value.1) })
            }.value.get()
        }
    }
}

/// Reads a phase animator with its own generic types.
protocol PhaseAnimatorParts {
    func inspectorPhases() throws -> [Any]
    func inspectorContent(phase: Any) throws -> Any
    func inspectorAnimation(phase: Any) throws -> Animation?
}

extension ViewTree.PhaseAnimator: PhaseAnimatorParts {
    func inspectorPhases() throws -> [Any] {
        try Reflection.field("phases", of: self, as: [Phase].self)
    }

    func inspectorContent(phase: Any) throws -> Any {
        content(for: try typed(phase))
    }

    func inspectorAnimation(phase: Any) throws -> Animation? {
        animation(for: try typed(phase))
    }

    private func typed(_ phase: Any) throws -> Phase {
        guard let typed = phase as? Phase else {
            throw InspectionError.Reason.typeMismatch(
                expected: "a phase of type \(TypeName.display(Phase.self))",
                found: TypeName.display(Swift.type(of: phase)), hint: nil)
        }
        return typed
    }
}

enum PhaseAnimatorReading {
    static func parts(of node: InspectionNode) throws -> any PhaseAnimatorParts {
        guard let animator = node.value as? any PhaseAnimatorParts else {
            throw InspectionError.Reason.typeMismatch(expected: "PhaseAnimator", found: node.kindName, hint: nil)
        }
        return animator
    }
}

// MARK: - Kind

extension ViewKind {
    /// `PhaseAnimator`: the content its closure builds for the first phase; the closure is code
    /// written in a body, so it runs on the main actor and is tracked like one.
    static let phaseAnimator = ViewKind(
        name: "PhaseAnimator", accessor: "phaseAnimator",
        content: .computed { node, observation in
            guard let animator = node.value as? any PhaseAnimatorParts else { return [] }
            let value = UncheckedSendable(animator)
            let content = try Evaluation.onMainActor {
                Evaluation.tracked(observation) {
                    Result { () throws -> Any? in
                        guard let first = try value.value.inspectorPhases().first else { return nil }
                        return try value.value.inspectorContent(phase: first)
                    }
                }
            }.get()
            guard let content else { return [] }
            return Expansion.expand(content, in: node.tree, prefix: .content)
        })
}

extension ViewTree.PhaseAnimator: InspectableKind {
    static var inspectorKind: ViewKind { .phaseAnimator }
}
