import ViewTree

extension ViewType {
    /// `Section`: its content views, addressed by index; its header and footer are reached
    /// with `header()` and `footer()`.
    public struct Section: MultipleViewContent, BuiltinViewType {
        /// "Section".
        public static var typePrefix: String { "Section" }
        static var viewKind: ViewKind { .section }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Section`.
    public func section() throws -> InspectableView<ViewType.Section> {
        try single(ViewType.Section.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Section` at `index`.
    public func section(_ index: Int) throws -> InspectableView<ViewType.Section> {
        try child(ViewType.Section.self, at: index)
    }
}

extension InspectableView where View == ViewType.Section {
    /// The section's header, to be unwrapped: `section.header().text().string()`. Throws for a
    /// section built without one.
    public func header() throws -> InspectableView<ViewType.ClassifiedView> {
        try ContainerReading.part("header()", named: "header", of: self)
    }

    /// The section's footer, to be unwrapped: `section.footer().text().string()`. Throws for a
    /// section built without one.
    public func footer() throws -> InspectableView<ViewType.ClassifiedView> {
        try ContainerReading.part("footer()", named: "footer", of: self)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Section`: its content views, addressed by index; its header and footer are parts,
    /// which search visits after the content when the section was built with them.
    static let section = ViewKind(
        name: "Section", accessor: "section", content: .stored(field: "content", step: .content), indexesContent: true,
        parts: [
            Part(call: "header()", declared: .header, isOmittable: true),
            Part(call: "footer()", declared: .footer, isOmittable: true),
        ])
}

extension ViewTree.Section: InspectableKind {
    static var inspectorKind: ViewKind { .section }
}

/// In a `Picker`, a section's rows are options: `Section("Fruit") { Text("Apple").tag(1) }`.
extension ViewTree.Section: PickerOptionList {}
