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
        var environment = EnvironmentValues()
        for (modifier, _) in applicableModifiers().reversed() {
            (modifier as? any EnvironmentModifier)?.apply(to: &environment)
        }
        return environment
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
