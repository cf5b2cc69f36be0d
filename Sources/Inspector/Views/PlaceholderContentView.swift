import ViewTree

extension ViewType {
    /// `PlaceholderContentView`: in a transition's body (`transitionBody(phase:)`) or a scoped
    /// `animation(_:body:)` / `transaction(_:body:)`, the view it stands for.
    public struct PlaceholderContentView: SingleViewContent, BuiltinViewType {
        /// "PlaceholderContentView".
        public static var typePrefix: String { "PlaceholderContentView" }
        static var viewKind: ViewKind { .placeholderContentView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `PlaceholderContentView`: `transitionBody(phase: .identity).placeholderContentView().text()`.
    public func placeholderContentView() throws -> InspectableView<ViewType.PlaceholderContentView> {
        try single(ViewType.PlaceholderContentView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `PlaceholderContentView` at `index`.
    public func placeholderContentView(_ index: Int) throws -> InspectableView<ViewType.PlaceholderContentView> {
        try child(ViewType.PlaceholderContentView.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `PlaceholderContentView`: the one view it stands for.
    static let placeholderContentView = ViewKind(
        name: "PlaceholderContentView", accessor: "placeholderContentView", content: .erased(field: "content"))
}

extension PlaceholderContentView: InspectableKind {
    static var inspectorKind: ViewKind { .placeholderContentView }
}
