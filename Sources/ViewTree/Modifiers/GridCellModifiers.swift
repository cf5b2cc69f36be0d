/// Makes a cell of a `GridRow` span several columns.
public struct _GridCellColumnsModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let count: Int

    /// Spans `count` columns.
    public init(count: Int) {
        self.count = count
    }
}

extension View {
    /// Makes this cell of a `Grid` span `count` columns.
    public consuming func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellColumnsModifier(count: count))
    }
}

/// Aligns the cells of a `Grid` column horizontally.
public struct _GridColumnAlignmentModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let alignment: HorizontalAlignment

    /// Aligns the column by `alignment`.
    public init(alignment: HorizontalAlignment) {
        self.alignment = alignment
    }
}

/// Places a cell of a `Grid` in its cell by an anchor rather than alignment guides.
public struct _GridCellAnchorModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let anchor: UnitPoint

    /// Places the cell at `anchor`.
    public init(anchor: UnitPoint) {
        self.anchor = anchor
    }
}

/// Keeps a `Grid` from giving a cell more room along some axes.
public struct _GridCellUnsizedAxesModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let axes: Axis.Set

    /// Gives the cell no extra room along `axes`.
    public init(axes: Axis.Set) {
        self.axes = axes
    }
}

extension View {
    /// Aligns every cell of this cell's `Grid` column by `guide`: one cell of the column sets it.
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridColumnAlignmentModifier(alignment: guide))
    }

    /// Places this cell of a `Grid` at `anchor` of its cell.
    public consuming func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellAnchorModifier(anchor: anchor))
    }

    /// Keeps the `Grid` from offering this cell more than it needs along `axes` (a `Divider`
    /// or a `Color` that would otherwise size the row).
    public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellUnsizedAxesModifier(axes: axes))
    }
}
