import ViewTree

/// What a node inherits: the modifiers that apply to it and the environment they make.
extension InspectionNode {
    /// The modifiers that apply to this node, innermost first: its own, then each ancestor's
    /// that wrap it. For nodes hanging from a modifier (an overlay, a custom modifier's body),
    /// only the parent's modifiers outside that modifier apply.
    func applicableModifiers() -> [(modifier: Any, owner: InspectionNode)] {
        var result = modifiers.map { ($0, self) }
        var child = self
        while let ancestor = child.parent {
            let range = child.attachment.map { ($0 + 1)..<ancestor.modifiers.count } ?? 0..<ancestor.modifiers.count
            result += ancestor.modifiers[range].map { ($0, ancestor) }
            child = ancestor
        }
        return result
    }

    /// The environment this node's content sees: every applicable environment modifier,
    /// outermost first, applied to the default environment.
    var environment: EnvironmentValues {
        applyingModifiers(downTo: 0, to: baseEnvironment)
    }

    /// The environment around this node's own modifiers.
    ///
    /// It depends only on the parent's: the parent's modifiers apply on top of it — all of
    /// them for content, only those outside the attachment point for a node hanging from a
    /// modifier. Computed once per node, walking down from the nearest ancestor that knows
    /// its own, iteratively, so that a tree thousands of levels deep does not recurse.
    var baseEnvironment: EnvironmentValues {
        if let cachedBaseEnvironment { return cachedBaseEnvironment }
        var pending: [InspectionNode] = []
        var current: InspectionNode? = self
        while let node = current, node.cachedBaseEnvironment == nil {
            pending.append(node)
            current = node.parent
        }
        for node in pending.reversed() {
            guard let parent = node.parent, let environment = parent.cachedBaseEnvironment else {
                node.cachedBaseEnvironment = node.tree.rootEnvironment
                continue
            }
            let outside = node.attachment.map { $0 + 1 } ?? 0
            node.cachedBaseEnvironment = parent.applyingModifiers(downTo: outside, to: environment)
        }
        return cachedBaseEnvironment ?? tree.rootEnvironment
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
        let placeholder = SearchEngine.traverse(from: modifierNode, traversal: .breadthFirst, limit: 1) {
            $0.viewKind == .viewModifierContent
        }.matches.first
        return placeholder?.environment
    }

    /// The innermost applicable `_EnvironmentKeyWritingModifier` setting `keyPath`, with the
    /// node that carries it; nil when nothing sets it.
    func environmentWriter<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>
    ) -> (value: Value, owner: InspectionNode)? {
        for (modifier, owner) in applicableModifiers() {
            guard let writer = modifier as? _EnvironmentKeyWritingModifier<Value>,
                let writtenPath = Reflection.field("keyPath", of: writer) as? WritableKeyPath<EnvironmentValues, Value>,
                writtenPath == keyPath,
                let value = Reflection.field("value", of: writer) as? Value
            else { continue }
            return (value, owner)
        }
        return nil
    }

    /// The outermost node on the way from the root to this one whose modifiers disabled it.
    func disablingNode() -> InspectionNode? {
        var chain: [InspectionNode] = []
        var current: InspectionNode? = self
        while let node = current {
            chain.append(node)
            current = node.parent
        }
        return chain.reversed().first { !$0.environment.isEnabled }
    }

    /// The outermost node on the way from the root to this one that is hidden.
    func hidingNode() -> InspectionNode? {
        applicableModifiers().last { $0.modifier is _HiddenModifier }?.owner
    }
}
