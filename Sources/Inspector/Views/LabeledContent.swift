import ViewTree

extension ViewType {
    /// `LabeledContent`: its content (the value), one view (`labeledContent().text()`) or
    /// several, by index; its label is reached with `labelView()`.
    public struct LabeledContent: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "LabeledContent".
        public static var typePrefix: String { "LabeledContent" }
        static var viewKind: ViewKind { .labeledContent }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `LabeledContent`.
    public func labeledContent() throws -> InspectableView<ViewType.LabeledContent> {
        try single(ViewType.LabeledContent.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `LabeledContent` at `index`.
    public func labeledContent(_ index: Int) throws -> InspectableView<ViewType.LabeledContent> {
        try child(ViewType.LabeledContent.self, at: index)
    }
}

extension InspectableView where View == ViewType.LabeledContent {
    /// The label, to be unwrapped: `labeledContent.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `LabeledContent`: its value views; its label is a part.
    static let labeledContent = ViewKind(
        name: "LabeledContent", accessor: "labeledContent", content: .stored(field: "content", step: .content),
        parts: [Part(call: "labelView()", declared: .label), .styleBody])
}

extension ViewTree.LabeledContent: InspectableKind {
    static var inspectorKind: ViewKind { .labeledContent }
}
