import ViewTree

extension ViewType {
    /// A `ToolbarItem`: its content, one view (`item.button()`) or several by index.
    public struct ToolbarItem: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "ToolbarItem".
        public static var typePrefix: String { "ToolbarItem" }
        static var viewKind: ViewKind { .toolbarItem }
    }

    /// A `ToolbarItemGroup`: its views, one (`group.button()`) or several by index
    /// (`group.button(1)`).
    public struct ToolbarItemGroup: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "ToolbarItemGroup".
        public static var typePrefix: String { "ToolbarItemGroup" }
        static var viewKind: ViewKind { .toolbarItemGroup }
    }
}

extension InspectableView where View == ViewType.ToolbarItem {
    /// Where the item is placed: `.primaryAction`, `.principal`, …
    public func placement() throws -> ToolbarItemPlacement {
        try reading("placement()") { try Reflection.field("placement", of: $0.value, as: ToolbarItemPlacement.self) }
    }

    /// The item's identifier (`ToolbarItem(id:placement:content:)`); nil when it has none.
    public func identifier() throws -> String? {
        try reading("identifier()") { Reflection.field("id", of: $0.value) as? String }
    }

    /// Whether the item is in the toolbar before the user customises it
    /// (`ToolbarItem(id:placement:showsByDefault:content:)`); true for every other item.
    public func showsByDefault() throws -> Bool {
        try reading("showsByDefault()") { try Reflection.field("showsByDefault", of: $0.value, as: Bool.self) }
    }
}

extension InspectableView where View == ViewType.ToolbarItemGroup {
    /// Where the group's items are placed.
    public func placement() throws -> ToolbarItemPlacement {
        try reading("placement()") { try Reflection.field("placement", of: $0.value, as: ToolbarItemPlacement.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ToolbarItem`: its content is stored.
    static let toolbarItem = ViewKind(
        name: "ToolbarItem", accessor: "item", content: .stored(field: "content", step: .content),
        dumpAttributes: { value in
            var attributes = (Reflection.field("id", of: value) as? String).map { ["id: \(TreeDump.quoted($0))"] } ?? []
            if let placement = Reflection.field("placement", of: value) as? ToolbarItemPlacement {
                attributes.append("placement: \(placement)")
            }
            if Reflection.field("showsByDefault", of: value) as? Bool == false { attributes.append("showsByDefault: false") }
            return attributes
        })

    /// `ToolbarItemGroup`: its views are stored.
    static let toolbarItemGroup = ViewKind(
        name: "ToolbarItemGroup", accessor: "itemGroup", content: .stored(field: "content", step: .content),
        dumpAttributes: { value in
            (Reflection.field("placement", of: value) as? ToolbarItemPlacement).map { ["placement: \($0)"] } ?? []
        })
}

extension ViewTree.ToolbarItem: InspectableKind {
    static var inspectorKind: ViewKind { .toolbarItem }
}

extension ViewTree.ToolbarItemGroup: InspectableKind {
    static var inspectorKind: ViewKind { .toolbarItemGroup }
}
