import ViewTree

extension ViewType {
    /// `EquatableView` (`.equatable()`): its one content view.
    public struct EquatableView: SingleViewContent, BuiltinViewType {
        /// "EquatableView".
        public static var typePrefix: String { "EquatableView" }
        static var viewKind: ViewKind { .equatableView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `EquatableView`, which `.equatable()` makes.
    public func equatableView() throws -> InspectableView<ViewType.EquatableView> {
        try single(ViewType.EquatableView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `EquatableView` at `index`.
    public func equatableView(_ index: Int) throws -> InspectableView<ViewType.EquatableView> {
        try child(ViewType.EquatableView.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `EquatableView`: its content, at the step the runtime compares with `==`.
    static let equatableView = ViewKind(
        name: "EquatableView", accessor: "equatableView",
        content: .stored(field: "content", step: EquatableComparison.contentStep))
}

extension ViewTree.EquatableView: InspectableKind {
    static var inspectorKind: ViewKind { .equatableView }
}
