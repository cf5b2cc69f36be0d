import ViewTree

extension ViewType {
    /// A view you wrote: `view(MyView.self)` unwraps it, `actualView()` returns it, and its
    /// content is its `body`.
    public struct View<T: ViewTree.View>: SingleViewContent, MultipleViewContent {
        /// The view's type name.
        public static var typePrefix: String { TypeName.display(T.self) }
    }
}

extension ViewType.View: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        guard case .view = node.role else { return false }
        return node.info.type == T.self
    }

    static func mayMatch(_ info: TypeInfo) -> Bool {
        info.type == T.self
    }

    static func accessor(index: Int?) -> String {
        InspectionNode.accessorCall(kind: .custom, typeName: TypeName.unqualified(T.self), index: index)
    }

    static var expectedName: String { TypeName.unqualified(T.self) }
    static var searchArgument: String { TypeName.unqualified(T.self) + ".self" }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a view of your type `T`.
    ///
    /// ```swift
    /// try MyView().inspect().hStack().anyView(1).view(OtherView.self).text()
    /// ```
    public func view<T: ViewTree.View>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> {
        try single(ViewType.View<T>.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the view of your type `T` at `index`.
    public func view<T: ViewTree.View>(_ type: T.Type, _ index: Int) throws -> InspectableView<ViewType.View<T>> {
        try child(ViewType.View<T>.self, at: index)
    }
}

extension InspectableView {
    /// The view value itself, with its properties as they are now: its state, and the
    /// environment values and objects its ancestors provide.
    ///
    /// The body is not evaluated, so an `@EnvironmentObject` nobody provides does not stop it,
    /// as in ViewInspector: the view's other properties read as usual. Reading that property
    /// stops the program, as in SwiftUI; evaluating the body (a chain into it, a search)
    /// throws an `InspectionError` naming it.
    public func actualView<T: ViewTree.View>() throws -> T where View == ViewType.View<T> {
        try reading("actualView()") { node in
            try Evaluation.prepareAvailable(node)
            guard let view = node.value as? T else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(T.self), found: node.kindName, hint: nil)
            }
            return view
        }
    }
}
