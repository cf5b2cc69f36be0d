import ViewTree

extension InspectableView {
    /// Runs the view's `onAppear` actions, in the order they were applied.
    public func callOnAppear() throws {
        try reading("callOnAppear()") { node in
            try LifecycleReading.actions("appear", of: node, name: "onAppear").forEach { Interaction.perform(at: node, $0) }
        }
    }

    /// Runs the view's `onDisappear` actions, in the order they were applied.
    public func callOnDisappear() throws {
        try reading("callOnDisappear()") { node in
            try LifecycleReading.actions("disappear", of: node, name: "onDisappear").forEach { Interaction.perform(at: node, $0) }
        }
    }
}

enum LifecycleReading {
    static func actions(_ label: String, of node: InspectionNode, name: String) throws -> [() -> Void] {
        let actions = try node.ownModifiers(.appearance).compactMap { _, modifier in
            try Reflection.field(label, of: modifier, as: (() -> Void)?.self)
        }
        guard !actions.isEmpty else { throw node.missing(name) }
        return actions
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.onAppear(perform:)` / `.onDisappear(perform:)`.
    static let appearance = ModifierKind(
        naming: { ModifierDescription.isSet("appear", of: $0) ? ".onAppear" : ".onDisappear" })
}

extension _AppearanceActionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .appearance }
}
