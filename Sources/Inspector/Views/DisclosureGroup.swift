import ViewTree

extension ViewType {
    /// `DisclosureGroup`: its content views, addressed by index — expanded or not: Inspector
    /// inspects and searches collapsed content too; its label is reached with `labelView()`.
    public struct DisclosureGroup: MultipleViewContent, BuiltinViewType {
        /// "DisclosureGroup".
        public static var typePrefix: String { "DisclosureGroup" }
        static var viewKind: ViewKind { .disclosureGroup }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `DisclosureGroup`.
    public func disclosureGroup() throws -> InspectableView<ViewType.DisclosureGroup> {
        try single(ViewType.DisclosureGroup.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `DisclosureGroup` at `index`.
    public func disclosureGroup(_ index: Int) throws -> InspectableView<ViewType.DisclosureGroup> {
        try child(ViewType.DisclosureGroup.self, at: index)
    }
}

extension InspectableView where View == ViewType.DisclosureGroup {
    /// The label, to be unwrapped: `disclosureGroup.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Whether the group is expanded: the `isExpanded:` binding's value, or the group's own
    /// state (collapsed until expanded).
    public func isExpanded() throws -> Bool {
        try reading("isExpanded()") { try DisclosureReading.isExpanded(node: $0) }
    }

    /// Expands the group, as a tap on its label would: writes `true` through its `isExpanded:`
    /// binding, or into its own state. Throws, changing nothing, when the group is disabled or
    /// hidden.
    public func expand() throws {
        try reading("expand()") { try DisclosureReading.set(true, node: $0) }
    }

    /// Collapses the group: writes `false` through its `isExpanded:` binding, or into its own
    /// state. Throws, changing nothing, when the group is disabled or hidden.
    public func collapse() throws {
        try reading("collapse()") { try DisclosureReading.set(false, node: $0) }
    }
}

enum DisclosureReading {
    static func isExpanded(node: InspectionNode) throws -> Bool {
        if let binding = try Reflection.field("isExpandedBinding", of: node.value, as: Binding<Bool>?.self) {
            return binding.wrappedValue
        }
        let state = try Reflection.field("_internalIsExpanded", of: node.value, as: State<Bool>.self)
        return try ContainerReading.withOwnState(of: node) { state.wrappedValue }
    }

    static func set(_ expanded: Bool, node: InspectionNode) throws {
        try Interaction.ensureResponsive(node, control: "DisclosureGroup")
        if let binding = try Reflection.field("isExpandedBinding", of: node.value, as: Binding<Bool>?.self) {
            Interaction.perform(at: node) { binding.wrappedValue = expanded }
            return
        }
        let state = try Reflection.field("_internalIsExpanded", of: node.value, as: State<Bool>.self)
        try ContainerReading.withOwnState(of: node) { state.wrappedValue = expanded }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `DisclosureGroup`: its content views, addressed by index, whether or not it is
    /// expanded; its label is a part.
    static let disclosureGroup = ViewKind(
        name: "DisclosureGroup", accessor: "disclosureGroup", content: .stored(field: "content", step: .content),
        indexesContent: true,
        parts: [Part(call: "labelView()", declared: .label), .disclosureGroupStyleBody],
        accessibility: AccessibilityProfile(role: .disclosureGroup, traits: [], name: .parts(["labelView()"])), scaffoldValue: ScaffoldValue.disclosureGroup)
}

extension ViewTree.DisclosureGroup: InspectableKind {
    static var inspectorKind: ViewKind { .disclosureGroup }
}
