import ViewTree

extension ViewType {
    /// The items of a `toolbarTitleMenu`: `try view.toolbarTitleMenu().button(0).tap()`.
    public struct ToolbarTitleMenu: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "ToolbarTitleMenu".
        public static var typePrefix: String { "ToolbarTitleMenu" }
        static var family: String { "toolbarTitleMenu" }
    }
}

extension InspectableView {
    /// The items of the menu `toolbarTitleMenu(content:)` on this view opens from the
    /// navigation title, to be unwrapped and tapped: `try view.toolbarTitleMenu().button(0).tap()`.
    /// Search reaches them too: `find(button: "Duplicate")`.
    ///
    /// - Throws: `modifierNotFound` when the view has no `toolbarTitleMenu`.
    public func toolbarTitleMenu() throws -> InspectableView<ViewType.ToolbarTitleMenu> {
        try LayerReading.layer(of: self, call: "toolbarTitleMenu", index: nil)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.toolbarTitleMenu(content:)`: its items are views search visits.
    static let toolbarTitleMenu = ModifierKind(
        name: ".toolbarTitleMenu",
        attachment: Attachment(call: "toolbarTitleMenu", field: "content"))
}

extension _ToolbarTitleMenuModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .toolbarTitleMenu }
}
