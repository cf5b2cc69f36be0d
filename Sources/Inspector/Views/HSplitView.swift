import ViewTree

extension ViewType {
    /// `HSplitView` (macOS): its views, addressed by index.
    public struct HSplitView: MultipleViewContent, BuiltinViewType {
        /// "HSplitView".
        public static var typePrefix: String { "HSplitView" }
        static var viewKind: ViewKind { .hSplitView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `HSplitView`.
    public func hSplitView() throws -> InspectableView<ViewType.HSplitView> {
        try single(ViewType.HSplitView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `HSplitView` at `index`.
    public func hSplitView(_ index: Int) throws -> InspectableView<ViewType.HSplitView> {
        try child(ViewType.HSplitView.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `HSplitView`: its views, addressed by index.
    static let hSplitView = ViewKind(
        name: "HSplitView", accessor: "hSplitView", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.HSplitView: InspectableKind {
    static var inspectorKind: ViewKind { .hSplitView }
}
