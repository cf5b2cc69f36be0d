import ViewTree

extension InspectableView {
    /// How many columns of a `Grid` this cell spans, set with `.gridCellColumns(_:)`.
    public func gridCellColumns() throws -> Int {
        try reading("gridCellColumns()") { node in
            guard let (_, modifier) = node.ownModifiers(.gridCellColumns).last else { throw node.missing("gridCellColumns") }
            return try Reflection.field("count", of: modifier, as: Int.self)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.gridCellColumns(_:)`.
    static let gridCellColumns = ModifierKind(
        name: ".gridCellColumns",
        summary: { ".gridCellColumns(\((Reflection.field("count", of: $0) as? Int).map(String.init) ?? ""))" })
}

extension _GridCellColumnsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gridCellColumns }
}
