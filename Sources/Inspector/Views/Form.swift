import ViewTree

extension ViewType {
    /// `Form`: its content views (usually `Section`s), addressed by index.
    public struct Form: MultipleViewContent, BuiltinViewType {
        /// "Form".
        public static var typePrefix: String { "Form" }
        static var viewKind: ViewKind { .form }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Form`.
    public func form() throws -> InspectableView<ViewType.Form> {
        try single(ViewType.Form.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Form` at `index`.
    public func form(_ index: Int) throws -> InspectableView<ViewType.Form> {
        try child(ViewType.Form.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Form`: its content views, addressed by index.
    static let form = ViewKind(
        name: "Form", accessor: "form", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.Form: InspectableKind {
    static var inspectorKind: ViewKind { .form }
}
