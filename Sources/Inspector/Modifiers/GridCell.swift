import ViewTree

extension InspectableView {
    /// How many columns of a `Grid` this cell spans, set with `.gridCellColumns(_:)`.
    public func gridCellColumns() throws -> Int {
        try reading("gridCellColumns()") { node in
            guard let (_, modifier) = node.ownModifiers(.gridCellColumns).last else { throw node.missing("gridCellColumns") }
            return try Reflection.field("count", of: modifier, as: Int.self)
        }
    }
    /// The alignment set on this cell with `.gridColumnAlignment(_:)`, for its whole column:
    /// the innermost. Throws when the cell has none.
    public func gridColumnAlignment() throws -> HorizontalAlignment {
        try reading("gridColumnAlignment()") { node in
            guard let (_, modifier) = node.ownModifiers(.gridColumnAlignment).first else { throw node.missing("gridColumnAlignment") }
            return try Reflection.field("alignment", of: modifier, as: HorizontalAlignment.self)
        }
    }

    /// The anchor set on this cell with `.gridCellAnchor(_:)`: the innermost. Throws when the
    /// cell has none.
    public func gridCellAnchor() throws -> UnitPoint {
        try reading("gridCellAnchor()") { node in
            guard let (_, modifier) = node.ownModifiers(.gridCellAnchor).first else { throw node.missing("gridCellAnchor") }
            return try Reflection.field("anchor", of: modifier, as: UnitPoint.self)
        }
    }

    /// The axes along which the grid gives this cell no extra room, set with
    /// `.gridCellUnsizedAxes(_:)`: the innermost. Throws when the cell has none.
    public func gridCellUnsizedAxes() throws -> Axis.Set {
        try reading("gridCellUnsizedAxes()") { node in
            guard let (_, modifier) = node.ownModifiers(.gridCellUnsizedAxes).first else { throw node.missing("gridCellUnsizedAxes") }
            return try Reflection.field("axes", of: modifier, as: Axis.Set.self)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.gridCellColumns(_:)`.
    static let gridCellColumns = ModifierKind(
        name: ".gridCellColumns",
        summary: { ".gridCellColumns(\((Reflection.field("count", of: $0) as? Int).map(String.init) ?? ""))" })

    /// `.gridColumnAlignment(_:)`.
    static let gridColumnAlignment = ModifierKind(
        name: ".gridColumnAlignment", summary: { ModifierDescription.call(".gridColumnAlignment", "alignment", of: $0) })

    /// `.gridCellAnchor(_:)`.
    static let gridCellAnchor = ModifierKind(name: ".gridCellAnchor")

    /// `.gridCellUnsizedAxes(_:)`.
    static let gridCellUnsizedAxes = ModifierKind(
        name: ".gridCellUnsizedAxes", summary: { ModifierDescription.call(".gridCellUnsizedAxes", "axes", of: $0) })
}

extension _GridCellColumnsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gridCellColumns }
}

extension _GridColumnAlignmentModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gridColumnAlignment }
}

extension _GridCellAnchorModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gridCellAnchor }
}

extension _GridCellUnsizedAxesModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .gridCellUnsizedAxes }
}
