import ViewTree

extension ViewType {
    /// `Group`.
    public struct Group: MultipleViewContent, BuiltinViewType {
        /// "Group".
        public static var typePrefix: String { "Group" }
        static var viewKind: ViewKind { .group }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Group`.
    public func group() throws -> InspectableView<ViewType.Group> {
        try single(ViewType.Group.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Group` at `index`.
    public func group(_ index: Int) throws -> InspectableView<ViewType.Group> {
        try child(ViewType.Group.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Group`: its content views, addressed by index.
    static let group = ViewKind(
        name: "Group", accessor: "group", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.Group: InspectableKind {
    static var inspectorKind: ViewKind { .group }
}
