import Foundation
import ViewTree

extension ViewType {
    /// `LazyVGrid`: its items, addressed by index (every one: nothing is lazy here).
    public struct LazyVGrid: MultipleViewContent, BuiltinViewType {
        /// "LazyVGrid".
        public static var typePrefix: String { "LazyVGrid" }
        static var viewKind: ViewKind { .lazyVGrid }
    }

    /// `LazyHGrid`: its items, addressed by index (every one: nothing is lazy here).
    public struct LazyHGrid: MultipleViewContent, BuiltinViewType {
        /// "LazyHGrid".
        public static var typePrefix: String { "LazyHGrid" }
        static var viewKind: ViewKind { .lazyHGrid }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `LazyVGrid`.
    public func lazyVGrid() throws -> InspectableView<ViewType.LazyVGrid> {
        try single(ViewType.LazyVGrid.self)
    }

    /// Unwraps a `LazyHGrid`.
    public func lazyHGrid() throws -> InspectableView<ViewType.LazyHGrid> {
        try single(ViewType.LazyHGrid.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `LazyVGrid` at `index`.
    public func lazyVGrid(_ index: Int) throws -> InspectableView<ViewType.LazyVGrid> {
        try child(ViewType.LazyVGrid.self, at: index)
    }

    /// Unwraps the `LazyHGrid` at `index`.
    public func lazyHGrid(_ index: Int) throws -> InspectableView<ViewType.LazyHGrid> {
        try child(ViewType.LazyHGrid.self, at: index)
    }
}

extension InspectableView where View == ViewType.LazyVGrid {
    /// The grid's columns: `[GridItem(.fixed(100)), GridItem(.flexible())]`.
    public func columns() throws -> [GridItem] {
        try reading("columns()") { try Reflection.field("columns", of: $0.value, as: [GridItem].self) }
    }

    /// The horizontal alignment of the grid in its space.
    public func alignment() throws -> HorizontalAlignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: HorizontalAlignment.self) }
    }

    /// The spacing between rows; nil for the default spacing.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }

    /// The parts of sections that stay pinned while scrolling.
    public func pinnedViews() throws -> PinnedScrollableViews {
        try reading("pinnedViews()") { try Reflection.field("pinnedViews", of: $0.value, as: PinnedScrollableViews.self) }
    }
}

extension InspectableView where View == ViewType.LazyHGrid {
    /// The grid's rows: `[GridItem(.fixed(100)), GridItem(.flexible())]`.
    public func rows() throws -> [GridItem] {
        try reading("rows()") { try Reflection.field("rows", of: $0.value, as: [GridItem].self) }
    }

    /// The vertical alignment of the grid in its space.
    public func alignment() throws -> VerticalAlignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: VerticalAlignment.self) }
    }

    /// The spacing between columns; nil for the default spacing.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }

    /// The parts of sections that stay pinned while scrolling.
    public func pinnedViews() throws -> PinnedScrollableViews {
        try reading("pinnedViews()") { try Reflection.field("pinnedViews", of: $0.value, as: PinnedScrollableViews.self) }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `LazyVGrid`: its items, addressed by index; its columns in a dump.
    static let lazyVGrid = ViewKind(
        name: "LazyVGrid", accessor: "lazyVGrid", content: .stored(field: "content", step: .content),
        indexesContent: true,
        dumpAttributes: { value in
            (Reflection.field("columns", of: value) as? [GridItem]).map { ["columns: \($0.map(\.size))"] } ?? []
        })

    /// `LazyHGrid`: its items, addressed by index; its rows in a dump.
    static let lazyHGrid = ViewKind(
        name: "LazyHGrid", accessor: "lazyHGrid", content: .stored(field: "content", step: .content),
        indexesContent: true,
        dumpAttributes: { value in
            (Reflection.field("rows", of: value) as? [GridItem]).map { ["rows: \($0.map(\.size))"] } ?? []
        })
}

extension ViewTree.LazyVGrid: InspectableKind {
    static var inspectorKind: ViewKind { .lazyVGrid }
}

extension ViewTree.LazyHGrid: InspectableKind {
    static var inspectorKind: ViewKind { .lazyHGrid }
}
