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
