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
    /// Whether a section made with `isExpanded:` is expanded: its binding's value. Throws for a
    /// section made without one, which does not collapse.
    public func isExpanded() throws -> Bool {
        try reading("isExpanded()") { try SectionReading.expansion(of: $0).wrappedValue }
    }

    /// Expands a section made with `isExpanded:`, as a tap on its header would: writes `true`
    /// through the binding. Throws, changing nothing, for a section made without one, or
    /// disabled or hidden.
    public func expand() throws {
        try reading("expand()") { try SectionReading.set(true, node: $0) }
    }

    /// Collapses a section made with `isExpanded:`: writes `false` through the binding. Throws
    /// as `expand()`.
    public func collapse() throws {
        try reading("collapse()") { try SectionReading.set(false, node: $0) }
    }

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

enum SectionReading {
    static func expansion(of node: InspectionNode) throws -> Binding<Bool> {
        guard let binding = try Reflection.field("isExpandedBinding", of: node.value, as: Binding<Bool>?.self) else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "isExpanded", view: "Section",
                reason: "it was made without isExpanded:, so it does not expand or collapse")
        }
        return binding
    }

    static func set(_ expanded: Bool, node: InspectionNode) throws {
        let binding = try expansion(of: node)
        try Interaction.ensureResponsive(node, control: "Section")
        Interaction.perform(at: node) { binding.wrappedValue = expanded }
    }
}
