import ViewTree

extension ViewType {
    /// `GroupBox`: its content views, addressed by index; its label is reached with
    /// `labelView()`.
    public struct GroupBox: MultipleViewContent, BuiltinViewType {
        /// "GroupBox".
        public static var typePrefix: String { "GroupBox" }
        static var viewKind: ViewKind { .groupBox }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `GroupBox`.
    public func groupBox() throws -> InspectableView<ViewType.GroupBox> {
        try single(ViewType.GroupBox.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `GroupBox` at `index`.
    public func groupBox(_ index: Int) throws -> InspectableView<ViewType.GroupBox> {
        try child(ViewType.GroupBox.self, at: index)
    }
}

extension InspectableView where View == ViewType.GroupBox {
    /// The label, to be unwrapped: `groupBox.labelView().text().string()`. Throws for a group
    /// box built without one.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try ContainerReading.part("labelView()", named: "label", of: self)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `GroupBox`: its content views, addressed by index; its label is a part, which search
    /// visits when the box was built with one.
    static let groupBox = ViewKind(
        name: "GroupBox", accessor: "groupBox", content: .stored(field: "content", step: .content),
        indexesContent: true, parts: [Part(call: "labelView()", declared: .label, isOmittable: true), .styleBody])
}

extension ViewTree.GroupBox: InspectableKind {
    static var inspectorKind: ViewKind { .groupBox }
}
