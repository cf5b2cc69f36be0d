import Foundation
import ViewTree

extension ViewType {
    /// `EmptyView`.
    public struct EmptyView: KnownViewType, BuiltinViewType {
        /// "EmptyView".
        public static var typePrefix: String { "EmptyView" }
        static var viewKind: ViewKind { .emptyView }
    }

    /// `Spacer`.
    public struct Spacer: KnownViewType, BuiltinViewType {
        /// "Spacer".
        public static var typePrefix: String { "Spacer" }
        static var viewKind: ViewKind { .spacer }
    }

    /// `Divider`.
    public struct Divider: KnownViewType, BuiltinViewType {
        /// "Divider".
        public static var typePrefix: String { "Divider" }
        static var viewKind: ViewKind { .divider }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `EmptyView`.
    public func emptyView() throws -> InspectableView<ViewType.EmptyView> {
        try single(ViewType.EmptyView.self)
    }

    /// Unwraps a `Spacer`.
    public func spacer() throws -> InspectableView<ViewType.Spacer> {
        try single(ViewType.Spacer.self)
    }

    /// Unwraps a `Divider`.
    public func divider() throws -> InspectableView<ViewType.Divider> {
        try single(ViewType.Divider.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `EmptyView` at `index`.
    public func emptyView(_ index: Int) throws -> InspectableView<ViewType.EmptyView> {
        try child(ViewType.EmptyView.self, at: index)
    }

    /// Unwraps the `Spacer` at `index`.
    public func spacer(_ index: Int) throws -> InspectableView<ViewType.Spacer> {
        try child(ViewType.Spacer.self, at: index)
    }

    /// Unwraps the `Divider` at `index`.
    public func divider(_ index: Int) throws -> InspectableView<ViewType.Divider> {
        try child(ViewType.Divider.self, at: index)
    }
}

extension InspectableView where View == ViewType.Spacer {
    /// The spacer's minimum length; nil for the default.
    public func minLength() throws -> CGFloat? {
        try reading("minLength()") { try Reflection.field("minLength", of: $0.value, as: CGFloat?.self) }
    }
}

// MARK: - Kinds

extension ViewKind {
    /// `EmptyView`.
    static let emptyView = ViewKind(name: "EmptyView", accessor: "emptyView")

    /// `Spacer`.
    static let spacer = ViewKind(name: "Spacer", accessor: "spacer")

    /// `Divider`.
    static let divider = ViewKind(name: "Divider", accessor: "divider")
}

extension ViewTree.EmptyView: InspectableKind {
    static var inspectorKind: ViewKind { .emptyView }
}

extension ViewTree.Spacer: InspectableKind {
    static var inspectorKind: ViewKind { .spacer }
}

extension ViewTree.Divider: InspectableKind {
    static var inspectorKind: ViewKind { .divider }
}
