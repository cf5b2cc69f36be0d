import ViewTree

extension InspectableView {
    /// How the view's `scrollTransition` moves through its phases: the configuration at each
    /// edge and the axis (nil: the scroll view's). `index` picks among several, in the order
    /// applied.
    public func scrollTransition(
        index: Int = 0
    ) throws -> (topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?) {
        try reading("scrollTransition(\(index == 0 ? "" : "index: \(index)"))") { node in
            let modifier = try ScrollTransitionReading.modifier(of: node, index: index)
            return (
                try Reflection.field("topLeading", of: modifier, as: ScrollTransitionConfiguration.self),
                try Reflection.field("bottomTrailing", of: modifier, as: ScrollTransitionConfiguration.self),
                try Reflection.field("axis", of: modifier, as: Axis?.self))
        }
    }

    /// The view with what its `scrollTransition` makes of `phase` applied, as the modifiers of
    /// the same names, to be read as any view's: `try photo.scrollTransition(phase:
    /// .topLeading).opacity()`. At an edge configured `.identity` the view never leaves
    /// `.identity`, so that phase is applied instead. It is built for the test, outside the
    /// searched hierarchy, from the view without its modifiers: read those on the view itself.
    public func scrollTransition(
        phase: ScrollTransitionPhase, index: Int = 0
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "scrollTransition(phase: \(phase)\(index == 0 ? "" : ", index: \(index)"))"
        return try reading(call) { node in
            guard let transition = try ScrollTransitionReading.modifier(of: node, index: index) as? any ScrollTransitionParts else {
                throw InspectionError.Reason.typeMismatch(expected: "a scroll transition", found: node.kindName, hint: nil)
            }
            guard let content = node.value as? any ViewTree.View else {
                throw InspectionError.Reason.typeMismatch(expected: "a view", found: node.kindName, hint: nil)
            }
            let configuration = try Reflection.field(
                phase == .topLeading ? "topLeading" : "bottomTrailing", of: transition, as: ScrollTransitionConfiguration.self)
            let shown = phase != .identity && configuration.method == .identity ? ScrollTransitionPhase.identity : phase
            let view = transition.inspectorApplied(to: content, phase: shown)
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(view, role: .group, link: .attributeView(call: call), attachment: -50 - 3 * index - Int(phase.value)))
        }
    }
}

enum ScrollTransitionReading {
    static func modifier(of node: InspectionNode, index: Int) throws -> Any {
        let transitions = node.ownModifiers(.scrollTransition)
        guard !transitions.isEmpty else { throw node.missing("scrollTransition") }
        guard transitions.indices.contains(index) else {
            throw InspectionError.Reason.indexOutOfRange(
                index: index, count: transitions.count, container: node.kindName, item: "scrollTransition")
        }
        return transitions[index].modifier
    }
}

/// Applies a `.scrollTransition` with the modifier's own effect type.
protocol ScrollTransitionParts {
    func inspectorApplied(to view: any ViewTree.View, phase: ScrollTransitionPhase) -> any ViewTree.View
}

extension _ScrollTransitionModifier: ScrollTransitionParts {
    func inspectorApplied(to view: any ViewTree.View, phase: ScrollTransitionPhase) -> any ViewTree.View {
        effect(in: phase).applied(to: view)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.scrollTransition(_:axis:transition:)`, `.scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    static let scrollTransition = ModifierKind(
        name: ".scrollTransition",
        summary: { modifier in
            let top = Reflection.field("topLeading", of: modifier).map { "\($0)" } ?? "?"
            let bottom = Reflection.field("bottomTrailing", of: modifier).map { "\($0)" } ?? "?"
            return top == bottom ? ".scrollTransition(\(top))" : ".scrollTransition(topLeading: \(top), bottomTrailing: \(bottom))"
        })
}

extension _ScrollTransitionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollTransition }
}
