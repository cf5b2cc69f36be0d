import ViewTree

extension ViewType {
    /// `VSplitView` (macOS): its views, addressed by index.
    public struct VSplitView: MultipleViewContent, BuiltinViewType {
        /// "VSplitView".
        public static var typePrefix: String { "VSplitView" }
        static var viewKind: ViewKind { .vSplitView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `VSplitView`.
    public func vSplitView() throws -> InspectableView<ViewType.VSplitView> {
        try single(ViewType.VSplitView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `VSplitView` at `index`.
    public func vSplitView(_ index: Int) throws -> InspectableView<ViewType.VSplitView> {
        try child(ViewType.VSplitView.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `VSplitView`: its views, addressed by index.
    static let vSplitView = ViewKind(
        name: "VSplitView", accessor: "vSplitView", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.VSplitView: InspectableKind {
    static var inspectorKind: ViewKind { .vSplitView }
}
