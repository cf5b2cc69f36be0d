import ViewTree

extension ViewType {
    /// The items of a `contextMenu`: `try view.contextMenu().button(0).tap()`.
    public struct ContextMenu: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "ContextMenu".
        public static var typePrefix: String { "ContextMenu" }
        static var family: String { "contextMenu" }
    }
}

extension InspectableView {
    /// The items of the view's context menu, to be unwrapped and tapped:
    /// `try row.contextMenu().button(1).tap()`. Search reaches them too: `find(button:)`.
    public func contextMenu() throws -> InspectableView<ViewType.ContextMenu> {
        try LayerReading.layer(of: self, call: "contextMenu", index: nil)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.contextMenu(menuItems:)`: its items are views search visits.
    static let contextMenu = ModifierKind(
        name: ".contextMenu",
        attachment: Attachment(call: "contextMenu", field: "menuItems"))
}

extension _ContextMenuModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .contextMenu }
}
