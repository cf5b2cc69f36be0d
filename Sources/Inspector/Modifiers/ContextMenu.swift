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

extension InspectableView where View == ViewType.ContextMenu {
    /// The preview of a `contextMenu(menuItems:preview:)`, to be unwrapped:
    /// `try view.contextMenu().preview().image()`. Throws for a context menu without one.
    public func preview() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("preview()") { node in
            guard let preview = Reflection.field("preview", of: node.value) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "preview", view: "ContextMenu", reason: "contextMenu(menuItems:) has none: the view itself is shown")
            }
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(preview, role: .group, link: .attributeView(call: "preview()"), attachment: nil))
        }
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

extension ModifierKind {
    /// `.contextMenu(menuItems:preview:)`: its items are views search visits; its preview is
    /// reached with `contextMenu().preview()`.
    static let contextMenuWithPreview = ModifierKind(
        name: ".contextMenu",
        attachment: Attachment(call: "contextMenu", field: "menuItems"))
}

extension _ContextMenuPreviewModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .contextMenuWithPreview }
}
