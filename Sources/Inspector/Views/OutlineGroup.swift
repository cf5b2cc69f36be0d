import ViewTree

extension ViewType {
    /// `OutlineGroup`: its elements, through the `ForEach` of its body — each a
    /// `DisclosureGroup` of its children, labelled with its view, or its view alone.
    public struct OutlineGroup: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "OutlineGroup".
        public static var typePrefix: String { "OutlineGroup" }
        static var viewKind: ViewKind { .outlineGroup }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `OutlineGroup`.
    public func outlineGroup() throws -> InspectableView<ViewType.OutlineGroup> {
        try single(ViewType.OutlineGroup.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `OutlineGroup` at `index`.
    public func outlineGroup(_ index: Int) throws -> InspectableView<ViewType.OutlineGroup> {
        try child(ViewType.OutlineGroup.self, at: index)
    }
}

extension InspectableView where View == ViewType.OutlineGroup {
    /// What the group was made with — its collection, or its root element — as a `T`.
    public func sourceData<T>(_ type: T.Type) throws -> T {
        try reading("sourceData(\(TypeName.display(T.self)).self)") { node in
            let source = try Reflection.field("sourceData", of: node.value, as: Any.self)
            guard let typed = source as? T else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(T.self), found: TypeName.display(Swift.type(of: source)), hint: nil)
            }
            return typed
        }
    }

    /// The view the group's closure builds for `dataElement`, to be unwrapped:
    /// `outlineGroup().leaf(folder).label()`. Built for the test, outside the searched
    /// hierarchy (search finds the views of the group's own elements).
    public func leaf(_ dataElement: Any) throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("leaf(_:)") { node in
            guard let group = node.value as? any OutlineGroupParts else {
                throw InspectionError.Reason.typeMismatch(expected: "OutlineGroup", found: node.kindName, hint: nil)
            }
            let input = UncheckedSendable((group, dataElement))
            let leaf = try Evaluation.onMainActor { UncheckedSendable(input.value.0.inspectorLeaf(for: input.value.1)) }
            guard let view = leaf.value else {
                throw InspectionError.Reason.typeMismatch(
                    expected: group.elementTypeName, found: TypeName.display(type(of: dataElement)),
                    hint: "leaf(_:) takes an element of the group's data")
            }
            // One node per element, so that asking for another element's leaf builds it anew.
            let attachment = -1 - abs(String(describing: dataElement).hashValue % 1_000_000_000)
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(view, role: .group, link: .attributeView(call: "leaf(_:)"), attachment: attachment))
        }
    }
}

/// Builds a group's leaves with its own generic types.
protocol OutlineGroupParts {
    /// The view of `element`, nil when it is not an element of the group's data.
    func inspectorLeaf(for element: Any) -> Any?
    /// The type of the group's elements, for messages.
    var elementTypeName: String { get }
    /// The group's body (it has no dynamic properties to prepare).
    @MainActor func inspectorBody() -> Any
}

extension ViewTree.OutlineGroup: OutlineGroupParts {
    func inspectorLeaf(for element: Any) -> Any? {
        (element as? Data.Element).map { leaf(for: $0) as Any }
    }

    var elementTypeName: String { TypeName.display(Data.Element.self) }

    @MainActor func inspectorBody() -> Any { body }
}

// MARK: - Kind

extension ViewKind {
    /// `OutlineGroup`: a view with a body — the `ForEach` of its elements — inspected as one,
    /// under a name of its own.
    static let outlineGroup = ViewKind(
        name: "OutlineGroup", accessor: "outlineGroup",
        content: .computed { node, observation in
            guard let group = node.value as? any OutlineGroupParts else { return [] }
            let value = UncheckedSendable(group)
            let body = try Evaluation.onMainActor {
                Evaluation.tracked(observation) { UncheckedSendable(value.value.inspectorBody()) }
            }
            return Expansion.expand(body.value, in: node.tree, prefix: .body)
        })
}

extension ViewTree.OutlineGroup: InspectableKind {
    static var inspectorKind: ViewKind { .outlineGroup }
}
