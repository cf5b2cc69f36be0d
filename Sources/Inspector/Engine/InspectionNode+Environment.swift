import ViewTree

/// What a node inherits: the modifiers that apply to it and the environment they make.
extension InspectionNode {
    /// The environment this node's content sees: every applicable environment modifier,
    /// outermost first, applied to the default environment.
    var environment: EnvironmentValues {
        applyingModifiers(downTo: 0, to: baseEnvironment)
    }

    /// The environment the modifier at `index` sees: the modifiers outside it applied to
    /// the environment around the node — what a file dialog it presents is shown in.
    func environment(outsideModifierAt index: Int) -> EnvironmentValues {
        applyingModifiers(downTo: index + 1, to: baseEnvironment)
    }

    /// The environment around this node's own modifiers.
    ///
    /// It depends only on the parent's: the parent's modifiers apply on top of it — all of
    /// them for content, only those outside the attachment point for a node hanging from a
    /// modifier. Computed once per node, walking down from the nearest ancestor that knows
    /// its own, iteratively, so that a tree thousands of levels deep does not recurse.
    ///
    /// The cache is dropped when state changes (`StateGeneration`): state inside a custom
    /// modifier's body can change what it sets around its `content`.
    var baseEnvironment: EnvironmentValues {
        let generation = tree.generation.current
        if let cached = cachedBaseEnvironment(at: generation) { return cached }
        // Most often the parent knows its own (search goes down): no walk.
        if let parent, let cached = parent.cachedBaseEnvironment(at: generation) {
            let outside = attachment.map { $0 + 1 } ?? 0
            let environment = parent.applyingModifiers(downTo: outside, to: cached)
            cacheBaseEnvironment(environment, at: generation)
            return environment
        }
        var pending: [InspectionNode] = []
        var current: InspectionNode? = self
        while let node = current, node.cachedBaseEnvironment(at: generation) == nil {
            pending.append(node)
            current = node.parent
        }
        for node in pending.reversed() {
            guard let parent = node.parent, let environment = parent.cachedBaseEnvironment(at: generation) else {
                node.cacheBaseEnvironment(node.tree.rootEnvironment, at: generation)
                continue
            }
            let outside = node.attachment.map { $0 + 1 } ?? 0
            node.cacheBaseEnvironment(parent.applyingModifiers(downTo: outside, to: environment), at: generation)
        }
        return cachedBaseEnvironment(at: generation) ?? tree.rootEnvironment
    }

    /// `environment` with this node's modifiers from the outermost down to index `lower`
    /// applied: environment modifiers change it; a custom modifier replaces it with the
    /// environment at its `content` placeholder, which is where the view inside it goes — so
    /// `content.environment(\.font, .title)` in a modifier's body reaches the modified view.
    private func applyingModifiers(downTo lower: Int, to environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        guard lower < modifiers.count else { return environment }
        for index in (lower..<modifiers.count).reversed() {
            let modifier = modifiers[index]
            if let writer = modifier as? any EnvironmentModifier {
                writer.apply(to: &environment)
            } else if TypeInfo.of(value: modifier).modifierKind == .custom,
                let placeholder = placeholderEnvironment(ofModifierAt: index)
            {
                environment = placeholder
            }
        }
        return environment
    }

    /// The environment at the `content` placeholder in the body of the custom modifier at
    /// `index`, or nil when its body has no placeholder or cannot be evaluated.
    private func placeholderEnvironment(ofModifierAt index: Int) -> EnvironmentValues? {
        let type = Swift.type(of: modifiers[index])
        let matching = customModifiers(ofType: type)
        guard let position = matching.firstIndex(where: { $0.index == index }) else { return nil }
        let modifierNode = customModifierNode(at: position, of: matching)
        // The placeholder of this modifier, not of another one used inside its body.
        let placeholder = SearchEngine.traverse(from: modifierNode, traversal: .breadthFirst, limit: 1) {
            $0.viewKind == .viewModifierContent
                && ($0.info.type as? any ModifierContentPlaceholderType.Type)?.modifierType == type
        }.matches.first
        return placeholder?.environment
    }

    /// The node whose modifiers made `condition` true of this node's environment: the outermost
    /// on the way from the root (including modifiers a custom modifier's body applies around its
    /// `content`); nil when the condition does not hold.
    private func introducingNode(_ condition: (EnvironmentValues) -> Bool) -> InspectionNode? {
        guard condition(environment) else { return nil }
        var chain: [InspectionNode] = []
        var current: InspectionNode? = self
        while let node = current {
            chain.append(node)
            current = node.parent
        }
        chain.reverse()
        for (index, node) in chain.enumerated() where condition(node.baseEnvironment) {
            return index > 0 ? chain[index - 1] : node
        }
        return self
    }

    /// The node whose `.disabled(true)` disables this one, if any.
    func disablingNode() -> InspectionNode? {
        introducingNode { !$0.isEnabled }
    }

    /// The node whose `.hidden()` hides this one, if any.
    func hidingNode() -> InspectionNode? {
        introducingNode(\.isHidden)
    }

    /// The node whose `.allowsHitTesting(false)` keeps touches from this one, if any.
    func hitTestingNode() -> InspectionNode? {
        introducingNode { !$0[AllowsHitTestingKey.self] }
    }
}

/// The `content` placeholder of a custom modifier's body, by its modifier's type.
protocol ModifierContentPlaceholderType {
    static var modifierType: Any.Type { get }
}

extension _ViewModifier_Content: ModifierContentPlaceholderType {
    static var modifierType: Any.Type { Modifier.self }
}
