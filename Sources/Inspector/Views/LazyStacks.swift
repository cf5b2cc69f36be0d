import Foundation
import ViewTree

extension ViewType {
    /// `LazyVStack`: its content views, addressed by index (every one: nothing is lazy here).
    public struct LazyVStack: MultipleViewContent, BuiltinViewType {
        /// "LazyVStack".
        public static var typePrefix: String { "LazyVStack" }
        static var viewKind: ViewKind { .lazyVStack }
    }

    /// `LazyHStack`: its content views, addressed by index (every one: nothing is lazy here).
    public struct LazyHStack: MultipleViewContent, BuiltinViewType {
        /// "LazyHStack".
        public static var typePrefix: String { "LazyHStack" }
        static var viewKind: ViewKind { .lazyHStack }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `LazyVStack`.
    public func lazyVStack() throws -> InspectableView<ViewType.LazyVStack> {
        try single(ViewType.LazyVStack.self)
    }

    /// Unwraps a `LazyHStack`.
    public func lazyHStack() throws -> InspectableView<ViewType.LazyHStack> {
        try single(ViewType.LazyHStack.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `LazyVStack` at `index`.
    public func lazyVStack(_ index: Int) throws -> InspectableView<ViewType.LazyVStack> {
        try child(ViewType.LazyVStack.self, at: index)
    }

    /// Unwraps the `LazyHStack` at `index`.
    public func lazyHStack(_ index: Int) throws -> InspectableView<ViewType.LazyHStack> {
        try child(ViewType.LazyHStack.self, at: index)
    }
}

extension InspectableView where View == ViewType.LazyVStack {
    /// The horizontal alignment of the stack's children.
    public func alignment() throws -> HorizontalAlignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: HorizontalAlignment.self) }
    }

    /// The spacing between children; nil for the default spacing.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }

    /// The parts of sections that stay pinned while scrolling.
    public func pinnedViews() throws -> PinnedScrollableViews {
        try reading("pinnedViews()") { try Reflection.field("pinnedViews", of: $0.value, as: PinnedScrollableViews.self) }
    }
}

extension InspectableView where View == ViewType.LazyHStack {
    /// The vertical alignment of the stack's children.
    public func alignment() throws -> VerticalAlignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: VerticalAlignment.self) }
    }

    /// The spacing between children; nil for the default spacing.
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
    /// `LazyVStack`: its content views, addressed by index.
    static let lazyVStack = ViewKind(
        name: "LazyVStack", accessor: "lazyVStack", content: .stored(field: "content", step: .content),
        indexesContent: true)

    /// `LazyHStack`: its content views, addressed by index.
    static let lazyHStack = ViewKind(
        name: "LazyHStack", accessor: "lazyHStack", content: .stored(field: "content", step: .content),
        indexesContent: true)
}

extension ViewTree.LazyVStack: InspectableKind {
    static var inspectorKind: ViewKind { .lazyVStack }
}

extension ViewTree.LazyHStack: InspectableKind {
    static var inspectorKind: ViewKind { .lazyHStack }
}
