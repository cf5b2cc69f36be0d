import ViewTree

extension InspectableView {
    /// The scene padding of the view (`scenePadding(_:edges:)`): how much, and on which edges.
    public func scenePadding() throws -> (padding: ScenePadding, edges: Edge.Set) {
        try reading("scenePadding()") { node in
            guard let modifier = node.ownModifiers(.scenePadding).last?.modifier else { throw node.missing("scenePadding") }
            return (
                try Reflection.field("padding", of: modifier, as: ScenePadding.self),
                try Reflection.field("edges", of: modifier, as: Edge.Set.self))
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.scenePadding(_:edges:)`.
    static let scenePadding = ModifierKind(name: ".scenePadding", summary: { modifier in
        let padding = (try? Reflection.field("padding", of: modifier, as: ScenePadding.self)).map { "\($0)" } ?? "?"
        return ".scenePadding(\(padding))"
    })
}

extension _ScenePaddingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scenePadding }
}
