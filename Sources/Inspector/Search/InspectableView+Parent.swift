extension ViewType {
    /// The anonymous view `parent()` returns; unwrap it with the call named after its view:
    /// `text.parent().hStack()`.
    public struct ParentView: SingleViewContent, MultipleViewContent {
        /// Any view.
        public static var typePrefix: String { "View" }
    }
}

extension ViewType.ParentView: RetypingViewType {
    static func matches(_ node: InspectionNode) -> Bool { true }
    static func accessor(index: Int?) -> String { "parent()" }
    static var expectedName: String { "a view" }
}

extension InspectableView {
    /// The view this one is in, as an anonymous view:
    ///
    /// ```swift
    /// let text = try sut.inspect().find(text: "abc")
    /// let hStack = try text.parent().hStack()
    /// let anyView = try text.parent().parent().anyView()
    /// ```
    ///
    /// The parent is the previous level of `pathToRoot`: a container, a custom view, an
    /// overlay, a custom modifier. Asking the view inspection started from throws.
    public func parent() throws -> InspectableView<ViewType.ParentView> {
        try reading("parent()") { node in
            guard let parent = node.parent else {
                throw InspectionError.Reason.noParent(view: node.pathToRoot.isEmpty ? node.kindName : node.pathToRoot)
            }
            return InspectableView<ViewType.ParentView>(parent)
        }
    }
}
