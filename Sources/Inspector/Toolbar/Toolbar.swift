import ViewTree

extension ViewType {
    /// The content of a `toolbar` modifier: its `ToolbarItem`s and `ToolbarItemGroup`s
    /// (`try view.toolbar().item(0).button()`), or the plain views of `toolbar(content:)`
    /// (`try view.toolbar().button(1)`).
    public struct Toolbar: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "Toolbar".
        public static var typePrefix: String { "Toolbar" }
        static var family: String { "toolbar" }
    }
}

extension ViewType {
    /// Toolbar content of your own (`struct EditingToolbar: ToolbarContent`), unwrapped with
    /// `view(EditingToolbar.self)`: its content is its `body`'s items.
    public struct ToolbarContent<T: ViewTree.ToolbarContent>: SingleViewContent, MultipleViewContent {
        /// The content's type name.
        public static var typePrefix: String { TypeName.display(T.self) }
    }
}

extension ViewType.ToolbarContent: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        guard case .view = node.role else { return false }
        return node.info.type == T.self
    }

    static func accessor(index: Int?) -> String {
        InspectionNode.accessorCall(kind: .custom, typeName: TypeName.display(T.self), index: index)
    }

    static var expectedName: String { TypeName.display(T.self) }
}

/// What holds toolbar items: a toolbar, and toolbar content of your own.
public protocol ToolbarItemsContainer: SingleViewContent, MultipleViewContent {}

extension ViewType.Toolbar: ToolbarItemsContainer {}
extension ViewType.ToolbarContent: ToolbarItemsContainer {}

extension InspectableView where View: SingleViewContent {
    /// Unwraps toolbar content of your type `T`: `toolbar().view(EditingToolbar.self)`.
    public func view<T: ViewTree.ToolbarContent>(_ type: T.Type) throws -> InspectableView<ViewType.ToolbarContent<T>> {
        try single(ViewType.ToolbarContent<T>.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the toolbar content of your type `T` at `index`.
    public func view<T: ViewTree.ToolbarContent>(
        _ type: T.Type, _ index: Int
    ) throws -> InspectableView<ViewType.ToolbarContent<T>> {
        try child(ViewType.ToolbarContent<T>.self, at: index)
    }
}

extension InspectableView {
    /// The content of the view's toolbar; with several `toolbar` modifiers, the one at
    /// `index` in the order they were applied.
    public func toolbar(_ index: Int? = nil) throws -> InspectableView<ViewType.Toolbar> {
        try LayerReading.layer(of: self, call: "toolbar", index: index)
    }
}

extension InspectableView where View == ViewType.Toolbar {
    /// The identifier of a customizable toolbar (`toolbar(id:content:)`); nil for a
    /// `toolbar(content:)`.
    public func identifier() throws -> String? {
        try reading("identifier()") { node in
            guard let id = Reflection.field("id", of: node.value) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "identifier", view: node.kindName, reason: "its modifier stores no identifier")
            }
            return id as? String
        }
    }
}

extension InspectableView where View: ToolbarItemsContainer {
    /// The `ToolbarItem` at `index` of the toolbar; without an index, its only one.
    public func item(_ index: Int? = nil) throws -> InspectableView<ViewType.ToolbarItem> {
        if let index { return try child(ViewType.ToolbarItem.self, at: index) }
        return try single(ViewType.ToolbarItem.self)
    }

    /// The `ToolbarItemGroup` at `index` of the toolbar; without an index, its only one.
    public func itemGroup(_ index: Int? = nil) throws -> InspectableView<ViewType.ToolbarItemGroup> {
        if let index { return try child(ViewType.ToolbarItemGroup.self, at: index) }
        return try single(ViewType.ToolbarItemGroup.self)
    }

    /// `item(_:)` by its type's name.
    public func toolbarItem(_ index: Int? = nil) throws -> InspectableView<ViewType.ToolbarItem> {
        try item(index)
    }

    /// `itemGroup(_:)` by its type's name.
    public func toolbarItemGroup(_ index: Int? = nil) throws -> InspectableView<ViewType.ToolbarItemGroup> {
        try itemGroup(index)
    }
}

// MARK: - Kind

extension _ConditionalToolbarContent: InspectorStructural {
    static var inspectorStructure: Structure { .conditional }
    static var partsReader: (Any) -> ViewStructure.Parts {
        { value in (value as? Self).map { .conditional(isFirst: $0.branch.isFirst, content: $0.branch.content) } ?? .leaf }
    }
}

extension ModifierKind {
    /// `.toolbar { }`: its items are views search visits.
    static let toolbar = ModifierKind(
        name: ".toolbar",
        summary: { modifier in
            (Reflection.field("id", of: modifier) as? String).map { ".toolbar(id: \(TreeDump.quoted($0)))" } ?? ".toolbar"
        },
        attachment: Attachment(call: "toolbar", field: "content"))
}

extension _ToolbarModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbar }
}
