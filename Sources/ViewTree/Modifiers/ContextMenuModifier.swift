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
