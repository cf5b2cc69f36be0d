import Foundation
import ViewTree

extension ViewType {
    /// The container a layout of type `L` makes when called as a view builder
    /// (`MyLayout { … }`, `AnyLayout(HStackLayout()) { … }`): its subviews, addressed by index.
    public struct Layout<L: ViewTree.Layout>: MultipleViewContent {
        /// The layout's type name: `MyLayout`.
        public static var typePrefix: String { TypeName.unqualified(L.self) }
    }
}

extension ViewType.Layout: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        guard case .view = node.role else { return false }
        return mayMatch(node.info)
    }

    static func mayMatch(_ info: TypeInfo) -> Bool {
        info.viewKind == .layout && LayoutNaming.layoutType(ofContainer: info.type) == L.self
    }

    static func accessor(index: Int?) -> String {
        LayoutNaming.accessor(layoutName: TypeName.unqualified(L.self), index: index)
    }

    static var expectedName: String { TypeName.unqualified(L.self) }
    static var searchArgument: String { "ViewType.Layout<\(TypeName.unqualified(L.self))>.self" }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps the container your layout `L` makes: `MyLayout { … }`.
    ///
    /// ```swift
    /// try sut.inspect().layout(Diagonal.self).text(1).string()
    /// ```
    public func layout<L: ViewTree.Layout>(_ type: L.Type) throws -> InspectableView<ViewType.Layout<L>> {
        try single(ViewType.Layout<L>.self)
    }

    /// Unwraps the container an `AnyLayout` makes: `AnyLayout(HStackLayout()) { … }`.
    public func anyLayout() throws -> InspectableView<ViewType.Layout<AnyLayout>> {
        try single(ViewType.Layout<AnyLayout>.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the container your layout `L` makes, at `index`.
    public func layout<L: ViewTree.Layout>(_ type: L.Type, _ index: Int) throws -> InspectableView<ViewType.Layout<L>> {
        try child(ViewType.Layout<L>.self, at: index)
    }

    /// Unwraps the container an `AnyLayout` makes, at `index`.
    public func anyLayout(_ index: Int) throws -> InspectableView<ViewType.Layout<AnyLayout>> {
        try child(ViewType.Layout<AnyLayout>.self, at: index)
    }
}

extension InspectableView {
    /// The layout value the container lays out with, as your code made it.
    public func actualLayout<L: ViewTree.Layout>() throws -> L where View == ViewType.Layout<L> {
        try reading("actualLayout()") { try Reflection.field("layout", of: $0.value, as: L.self) }
    }

    /// The layout an `AnyLayout` erases, as a `T`: `anyLayout().actualLayout(HStackLayout.self)`.
    /// Throws when the layout inside is of another type, naming it.
    public func actualLayout<T: ViewTree.Layout>(_ type: T.Type) throws -> T where View == ViewType.Layout<AnyLayout> {
        try reading("actualLayout(\(TypeName.unqualified(T.self)).self)") { node in
            let erased = try Reflection.field("layout", of: node.value, as: AnyLayout.self)
            let inside = try LayoutNaming.erasedLayout(of: erased)
            guard let layout = inside as? T else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.unqualified(T.self), found: TypeName.unqualified(Swift.type(of: inside)), hint: nil)
            }
            return layout
        }
    }
}

/// How layout containers are named in chains, messages and dumps: after their layout.
enum LayoutNaming {
    /// `layout(MyLayout.self)`, `layout(MyLayout.self, 2)`; `anyLayout()`, `anyLayout(2)`.
    static func accessor(layoutName: String, index: Int?) -> String {
        if layoutName == "AnyLayout" { return "anyLayout(\(index.map(String.init) ?? ""))" }
        return "layout(\(layoutName).self\(index.map { ", \($0)" } ?? ""))"
    }

    /// The type of the layout of a container of type `type`; nil for other types.
    static func layoutType(ofContainer type: Any.Type) -> Any.Type? {
        (type as? any LayoutContainer.Type)?.layoutType
    }

    /// The layout an `AnyLayout` holds.
    static func erasedLayout(of layout: AnyLayout) throws -> any ViewTree.Layout {
        try Reflection.field("layout", of: layout, as: (any ViewTree.Layout).self)
    }

    /// The name of the layout inside an `AnyLayout` container, for a tree dump.
    static func dumpAttributes(of container: Any) -> [String] {
        guard let erased = Reflection.field("layout", of: container) as? AnyLayout,
            let inside = try? erasedLayout(of: erased)
        else { return [] }
        return ["layout: \(TypeName.unqualified(type(of: inside)))"]
    }
}

/// A layout container's type, which names its layout.
protocol LayoutContainer {
    static var layoutType: Any.Type { get }
}

// MARK: - Kind

extension ViewKind {
    /// A layout container: named after its layout (`Diagonal`, `AnyLayout`), its content
    /// views addressed by index. `InspectionNode.accessorCall` writes its accessor with the
    /// layout's type, as `LayoutNaming` does.
    static let layout = ViewKind(
        naming: { type in LayoutNaming.layoutType(ofContainer: type).map(TypeName.unqualified) ?? TypeName.display(type) },
        accessor: "layout", content: .stored(field: "content", step: .content), indexesContent: true,
        dumpAttributes: LayoutNaming.dumpAttributes(of:))
}

extension ViewTree._LayoutRoot: InspectableKind, LayoutContainer {
    static var inspectorKind: ViewKind { .layout }
    static var layoutType: Any.Type { L.self }
}
