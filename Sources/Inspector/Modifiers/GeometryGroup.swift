import ViewTree

extension InspectableView {
    /// Throws unless the view's geometry is grouped by `geometryGroup()`.
    public func geometryGroup() throws {
        try reading("geometryGroup()") { node in
            guard !node.ownModifiers(.geometryGroup).isEmpty else { throw node.missing("geometryGroup") }
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.geometryGroup()`.
    static let geometryGroup = ModifierKind(name: ".geometryGroup", summary: { _ in ".geometryGroup()" })
}

extension _GeometryGroupEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .geometryGroup }
}
