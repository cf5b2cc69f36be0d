import ViewTree

extension ViewType {
    /// `AnyView`. Its content is usually one view (`anyView().text()`); an `AnyView` made of
    /// a view builder's block can hold several, unwrapped by index (`anyView().text(1)`).
    public struct AnyView: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "AnyView".
        public static var typePrefix: String { "AnyView" }
        static var viewKind: ViewKind { .anyView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `AnyView`.
    public func anyView() throws -> InspectableView<ViewType.AnyView> {
        try single(ViewType.AnyView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `AnyView` at `index`.
    public func anyView(_ index: Int) throws -> InspectableView<ViewType.AnyView> {
        try child(ViewType.AnyView.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `AnyView`: the view it erases (or the views of an erased builder block).
    static let anyView = ViewKind(name: "AnyView", accessor: "anyView", content: .erased(field: "storage"))
}

extension ViewTree.AnyView: InspectableKind {
    static var inspectorKind: ViewKind { .anyView }
}
