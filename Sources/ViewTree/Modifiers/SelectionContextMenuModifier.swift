/// A context menu for the selected rows of a `List` or `Table`: built from the selection it
/// opens on, with an action for a double click or Return.
public struct _SelectionContextMenuModifier<Item: Hashable, Menu: View>: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    /// Builds the menu for the rows it opens on (empty: the list's background).
    let menu: (Set<Item>) -> Menu
    /// What a double click or Return on rows does.
    let primaryAction: ((Set<Item>) -> Void)?

    /// A menu `menu` builds for a selection, and `primaryAction` for a double click.
    public init(menu: @escaping (Set<Item>) -> Menu, primaryAction: ((Set<Item>) -> Void)?) {
        self.menu = menu
        self.primaryAction = primaryAction
    }
}

extension View {
    /// A context menu for the rows of the selectable `List` or `Table` this modifies: `menu`
    /// builds it from the selection values of the rows it opens on (the selection, when it opens
    /// on a selected row; none, on the background); `primaryAction` runs on a double click or
    /// Return.
    ///
    /// ```swift
    /// List(files, selection: $selection) { file in Text(file.name) }
    ///     .contextMenu(forSelectionType: File.ID.self) { ids in
    ///         Button("Delete \(ids.count) files", role: .destructive) { delete(ids) }
    ///     } primaryAction: { ids in open(ids) }
    /// ```
    public consuming func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        modifier(_SelectionContextMenuModifier(menu: menu, primaryAction: primaryAction))
    }
}

extension _SelectionContextMenuModifier {
    /// The menu for `selection`, called natively (a closure with an argument read by reflection
    /// can be called with the wrong one).
    package func menu(for selection: Set<Item>) -> Menu {
        menu(selection)
    }

    /// Whether the menu was given a primary action.
    package var hasPrimaryAction: Bool { primaryAction != nil }

    /// Runs the primary action with `selection`, if there is one.
    package func runPrimaryAction(_ selection: Set<Item>) {
        primaryAction?(selection)
    }
}
