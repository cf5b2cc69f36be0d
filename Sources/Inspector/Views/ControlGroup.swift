import ViewTree

extension ViewType {
    /// `ControlGroup`: its controls, one or by index; its label is reached with `labelView()`.
    public struct ControlGroup: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "ControlGroup".
        public static var typePrefix: String { "ControlGroup" }
        static var viewKind: ViewKind { .controlGroup }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ControlGroup`.
    public func controlGroup() throws -> InspectableView<ViewType.ControlGroup> {
        try single(ViewType.ControlGroup.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ControlGroup` at `index`.
    public func controlGroup(_ index: Int) throws -> InspectableView<ViewType.ControlGroup> {
        try child(ViewType.ControlGroup.self, at: index)
    }
}

extension InspectableView where View == ViewType.ControlGroup {
    /// The label, to be unwrapped: `controlGroup.labelView().text().string()`. Throws for a
    /// group built without one.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try ContainerReading.part("labelView()", named: "label", of: self)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ControlGroup`: its controls; its label is a part, which search visits when the group
    /// was built with one.
    static let controlGroup = ViewKind(
        name: "ControlGroup", accessor: "controlGroup", content: .stored(field: "content", step: .content),
        parts: [Part(call: "labelView()", declared: .label, isOmittable: true)])
}

extension ViewTree.ControlGroup: InspectableKind {
    static var inspectorKind: ViewKind { .controlGroup }
}
