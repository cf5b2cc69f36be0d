import ViewTree

extension ViewType {
    /// `TabSection`: its tabs, addressed by index (`tabSection(1).tab(0)`); its header is
    /// reached with `header()`.
    public struct TabSection: MultipleViewContent, BuiltinViewType {
        /// "TabSection".
        public static var typePrefix: String { "TabSection" }
        static var viewKind: ViewKind { .tabSection }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `TabSection`.
    public func tabSection() throws -> InspectableView<ViewType.TabSection> {
        try single(ViewType.TabSection.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `TabSection` at `index`: `tabView().tabSection(1)`.
    public func tabSection(_ index: Int) throws -> InspectableView<ViewType.TabSection> {
        try child(ViewType.TabSection.self, at: index)
    }
}

extension InspectableView where View == ViewType.TabSection {
    /// The section's header, to be unwrapped: `tabSection.header().text().string()`. Throws for
    /// a section built without one.
    public func header() throws -> InspectableView<ViewType.ClassifiedView> {
        try ContainerReading.part("header()", named: "header", of: self)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `TabSection`: its tabs, addressed by index; its header is a part, which search visits
    /// after the tabs when the section has one.
    static let tabSection = ViewKind(
        name: "TabSection", accessor: "tabSection", content: .stored(field: "content", step: .content),
        indexesContent: true,
        parts: [Part(call: "header()", declared: .header, isOmittable: true)])
}

extension ViewTree.TabSection: InspectableKind {
    static var inspectorKind: ViewKind { .tabSection }
}
