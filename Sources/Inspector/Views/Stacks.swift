import Foundation
import ViewTree

extension ViewType {
    /// `HStack`.
    public struct HStack: MultipleViewContent, BuiltinViewType {
        /// "HStack".
        public static var typePrefix: String { "HStack" }
        static var viewKind: ViewKind { .hStack }
    }

    /// `VStack`.
    public struct VStack: MultipleViewContent, BuiltinViewType {
        /// "VStack".
        public static var typePrefix: String { "VStack" }
        static var viewKind: ViewKind { .vStack }
    }

    /// `ZStack`.
    public struct ZStack: MultipleViewContent, BuiltinViewType {
        /// "ZStack".
        public static var typePrefix: String { "ZStack" }
        static var viewKind: ViewKind { .zStack }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `HStack`.
    public func hStack() throws -> InspectableView<ViewType.HStack> {
        try single(ViewType.HStack.self)
    }

    /// Unwraps a `VStack`.
    public func vStack() throws -> InspectableView<ViewType.VStack> {
        try single(ViewType.VStack.self)
    }

    /// Unwraps a `ZStack`.
    public func zStack() throws -> InspectableView<ViewType.ZStack> {
        try single(ViewType.ZStack.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `HStack` at `index`.
    public func hStack(_ index: Int) throws -> InspectableView<ViewType.HStack> {
        try child(ViewType.HStack.self, at: index)
    }

    /// Unwraps the `VStack` at `index`.
    public func vStack(_ index: Int) throws -> InspectableView<ViewType.VStack> {
        try child(ViewType.VStack.self, at: index)
    }

    /// Unwraps the `ZStack` at `index`.
    public func zStack(_ index: Int) throws -> InspectableView<ViewType.ZStack> {
        try child(ViewType.ZStack.self, at: index)
    }
}

extension InspectableView where View == ViewType.HStack {
    /// The vertical alignment of the stack's children.
    public func alignment() throws -> VerticalAlignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: VerticalAlignment.self) }
    }

    /// The spacing between children; nil for the default spacing.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }
}

extension InspectableView where View == ViewType.VStack {
    /// The horizontal alignment of the stack's children.
    public func alignment() throws -> HorizontalAlignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: HorizontalAlignment.self) }
    }

    /// The spacing between children; nil for the default spacing.
    public func spacing() throws -> CGFloat? {
        try reading("spacing()") { try Reflection.field("spacing", of: $0.value, as: CGFloat?.self) }
    }
}

extension InspectableView where View == ViewType.ZStack {
    /// The alignment of the stack's children.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try Reflection.field("alignment", of: $0.value, as: Alignment.self) }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `HStack`: its content views, addressed by index.
    static let hStack = ViewKind(
        name: "HStack", accessor: "hStack", content: .stored(field: "content", step: .content), indexesContent: true)

    /// `VStack`: its content views, addressed by index.
    static let vStack = ViewKind(
        name: "VStack", accessor: "vStack", content: .stored(field: "content", step: .content), indexesContent: true)

    /// `ZStack`: its content views, addressed by index.
    static let zStack = ViewKind(
        name: "ZStack", accessor: "zStack", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.HStack: InspectableKind {
    static var inspectorKind: ViewKind { .hStack }
}

extension ViewTree.VStack: InspectableKind {
    static var inspectorKind: ViewKind { .vStack }
}

extension ViewTree.ZStack: InspectableKind {
    static var inspectorKind: ViewKind { .zStack }
}
