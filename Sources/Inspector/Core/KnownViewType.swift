import ViewTree

/// A kind of view Inspector can unwrap, such as `ViewType.Text` or `ViewType.HStack`.
///
/// `InspectableView<ViewType.Text>` is a handle on a `Text`; the calls available on a handle
/// depend on its kind.
public protocol KnownViewType {
    /// The name of views of this kind, as written in source: `Text`, `HStack`.
    static var typePrefix: String { get }
}

/// A kind of view with one content view, unwrapped without an index: `anyView().text()`.
public protocol SingleViewContent: KnownViewType {}

/// A kind of view with several content views, unwrapped by index (`hStack().text(0)`) or
/// by subscript (`hStack()[0]`), and usable as a `RandomAccessCollection`.
public protocol MultipleViewContent: KnownViewType {}

/// The namespace of view kinds: `ViewType.Text`, `ViewType.HStack`, `ViewType.View<MyView>`.
public enum ViewType {
    /// A view whose kind is not decided yet: what `inspect()`, `find`, subscripts and
    /// `classify()` return. Unwrap it with the call named after its view: `.text()`,
    /// `.hStack()`, `.view(MyView.self)`.
    ///
    /// On a custom view, an anonymous handle also looks into the view's body:
    /// `MyView().inspect().hStack()` is `MyView().inspect().view(MyView.self).hStack()`.
    public struct ClassifiedView: SingleViewContent, MultipleViewContent {
        /// Any view.
        public static var typePrefix: String { "View" }
    }
}

// MARK: - Matching handles to nodes

/// How a kind decides which nodes it can stand for and how it is written in a chain.
protocol NodeMatching: KnownViewType {
    /// Whether a node can be unwrapped as this kind.
    static func matches(_ node: InspectionNode) -> Bool
    /// Whether a view of a type can be of this kind: true for the type of every view
    /// `matches` accepts, so that search may pass leaves of other types without making their
    /// nodes. True for every type unless the kind says otherwise.
    static func mayMatch(_ info: TypeInfo) -> Bool
    /// The call that unwraps this kind at `index` (nil: without index), such as `text(1)`.
    static func accessor(index: Int?) -> String
    /// The kind's name in messages.
    static var expectedName: String { get }
    /// The kind as passed to `find`: `ViewType.HStack.self`, `MyView.self`.
    static var searchArgument: String { get }
}

extension NodeMatching {
    static var searchArgument: String { TypeName.display(Self.self) + ".self" }
    static func mayMatch(_ info: TypeInfo) -> Bool { true }
}

/// A kind that corresponds to one `ViewKind`.
protocol BuiltinViewType: NodeMatching {
    static var viewKind: ViewKind { get }
}

extension BuiltinViewType {
    static func matches(_ node: InspectionNode) -> Bool {
        node.viewKind == viewKind
    }

    static func mayMatch(_ info: TypeInfo) -> Bool {
        info.viewKind == viewKind
    }

    static func accessor(index: Int?) -> String {
        InspectionNode.accessorCall(kind: viewKind, typeName: typePrefix, index: index)
    }

    static var expectedName: String { typePrefix }
}

/// Kinds that re-type the node they are called on instead of unwrapping a child:
/// `ClassifiedView` (and the anonymous parent from `parent()`).
protocol RetypingViewType: NodeMatching {}

extension ViewType.ClassifiedView: RetypingViewType {
    static func matches(_ node: InspectionNode) -> Bool { true }
    static func accessor(index: Int?) -> String { "classify()" }
    static var expectedName: String { "a view" }
}
