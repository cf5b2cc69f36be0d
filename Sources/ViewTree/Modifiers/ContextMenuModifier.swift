/// A menu of actions shown on a long press or a secondary click on the modified view.
public struct _ContextMenuModifier<MenuItems: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let menuItems: MenuItems

    /// Shows `menuItems` as the view's context menu.
    public init(menuItems: MenuItems) {
        self.menuItems = menuItems
    }
}

extension _ContextMenuModifier: LayerModifier {
    var layerContent: Any? { menuItems }
}

extension View {
    /// Shows the buttons `menuItems` builds as this view's context menu.
    ///
    /// ```swift
    /// Text(note.title)
    ///     .contextMenu {
    ///         Button("Duplicate") { duplicate(note) }
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    public consuming func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(menuItems: menuItems()))
    }
}

/// A context menu with a preview of its own, shown above the menu instead of the view.
public struct _ContextMenuPreviewModifier<MenuItems: View, Preview: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let menuItems: MenuItems
    let preview: Preview

    /// Shows `menuItems` as the view's context menu, under `preview`.
    public init(menuItems: MenuItems, preview: Preview) {
        self.menuItems = menuItems
        self.preview = preview
    }
}

extension _ContextMenuPreviewModifier: LayerModifier {
    var layerContent: Any? { menuItems }
}

extension View {
    /// Shows the buttons `menuItems` builds as this view's context menu, under the view
    /// `preview` builds rather than the view itself.
    ///
    /// ```swift
    /// Image(photo.name)
    ///     .contextMenu {
    ///         Button("Share") { share(photo) }
    ///     } preview: {
    ///         Image(photo.name).resizable()
    ///     }
    /// ```
    public consuming func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(_ContextMenuPreviewModifier(menuItems: menuItems(), preview: preview()))
    }
}
