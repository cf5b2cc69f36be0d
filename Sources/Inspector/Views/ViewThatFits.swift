import ViewTree

extension ViewType {
    /// `ViewThatFits`: its candidate views, all of them, addressed by index.
    public struct ViewThatFits: MultipleViewContent, BuiltinViewType {
        /// "ViewThatFits".
        public static var typePrefix: String { "ViewThatFits" }
        static var viewKind: ViewKind { .viewThatFits }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ViewThatFits`.
    public func viewThatFits() throws -> InspectableView<ViewType.ViewThatFits> {
        try single(ViewType.ViewThatFits.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ViewThatFits` at `index`.
    public func viewThatFits(_ index: Int) throws -> InspectableView<ViewType.ViewThatFits> {
        try child(ViewType.ViewThatFits.self, at: index)
    }
}

extension InspectableView where View == ViewType.ViewThatFits {
    /// The axes along which the candidates are measured.
    public func axes() throws -> Axis.Set {
        try reading("axes()") { try Reflection.field("axes", of: $0.value, as: Axis.Set.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ViewThatFits`: every candidate, addressed by index.
    static let viewThatFits = ViewKind(
        name: "ViewThatFits", accessor: "viewThatFits", content: .stored(field: "content", step: .content),
        indexesContent: true)
}

extension ViewTree.ViewThatFits: InspectableKind {
    static var inspectorKind: ViewKind { .viewThatFits }
}
