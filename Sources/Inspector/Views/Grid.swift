import Foundation
import ViewTree

extension ViewType {
    /// `Grid`: its rows (usually `GridRow`s), addressed by index.
    public struct Grid: MultipleViewContent, BuiltinViewType {
        /// "Grid".
        public static var typePrefix: String { "Grid" }
        static var viewKind: ViewKind { .grid }
    }

    /// `GridRow`: its cells, addressed by index.
    public struct GridRow: MultipleViewContent, BuiltinViewType {
        /// "GridRow".
        public static var typePrefix: String { "GridRow" }
        static var viewKind: ViewKind { .gridRow }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Grid`.
    public func grid() throws -> InspectableView<ViewType.Grid> {
        try single(ViewType.Grid.self)
    }

    /// Unwraps a `GridRow`.
    public func gridRow() throws -> InspectableView<ViewType.GridRow> {
        try single(ViewType.GridRow.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Grid` at `index`.
    public func grid(_ index: Int) throws -> InspectableView<ViewType.Grid> {
        try child(ViewType.Grid.self, at: index)
    }

    /// Unwraps the `GridRow` at `index`.
    public func gridRow(_ index: Int) throws -> InspectableView<ViewType.GridRow> {
        try child(ViewType.GridRow.self, at: index)
    }
}

extension InspectableView where View == ViewType.Grid {
    /// The alignment of the cells.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: Alignment.self) }
    }

    /// The spacing between columns; nil for the default spacing.
    public func horizontalSpacing() throws -> CGFloat? {
        try reading("horizontalSpacing()") { try Reflection.field("horizontalSpacing", of: $0.value, as: CGFloat?.self) }
    }

    /// The spacing between rows; nil for the default spacing.
    public func verticalSpacing() throws -> CGFloat? {
        try reading("verticalSpacing()") { try Reflection.field("verticalSpacing", of: $0.value, as: CGFloat?.self) }
    }
}

extension InspectableView where View == ViewType.GridRow {
    /// The vertical alignment of the row's cells; nil for the grid's.
    public func alignment() throws -> VerticalAlignment? {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: VerticalAlignment?.self) }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `Grid`: its rows, addressed by index.
    static let grid = ViewKind(
        name: "Grid", accessor: "grid", content: .stored(field: "content", step: .content), indexesContent: true)

    /// `GridRow`: its cells, addressed by index.
    static let gridRow = ViewKind(
        name: "GridRow", accessor: "gridRow", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.Grid: InspectableKind {
    static var inspectorKind: ViewKind { .grid }
}

extension ViewTree.GridRow: InspectableKind {
    static var inspectorKind: ViewKind { .gridRow }
}
