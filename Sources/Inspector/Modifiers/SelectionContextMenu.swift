import ViewTree

extension InspectableView {
    /// The items of the view's `contextMenu(forSelectionType:menu:primaryAction:)` as its
    /// `menu` builds them for the rows whose selection values are `selection` (empty: the menu
    /// of the list's background), to be unwrapped and tapped:
    /// `try list.contextMenu(forSelection: [2, 3]).button(0).tap()`.
    ///
    /// Throws when the view has no such menu, or when `selection`'s values are not of the
    /// menu's selection type.
    public func contextMenu<I: Hashable>(forSelection selection: Set<I>) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "contextMenu(forSelection: \(SelectionContextMenuReading.show(selection)))"
        return try reading(call) { node in
            let (index, menu) = try SelectionContextMenuReading.menu(on: node, for: I.self)
            let input = UncheckedSendable((menu, selection))
            let items = try Evaluation.onMainActor { UncheckedSendable(input.value.0.inspectorMenu(for: input.value.1)) }
            // The call names the selection: one node per selection, each built anew.
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(items.value, role: .group, link: .attributeView(call: call), attachment: index))
        }
    }

    /// Runs the `primaryAction` of the view's `contextMenu(forSelectionType:menu:primaryAction:)`
    /// with `selection`, as a double click (or Return) on those rows does. Throws, running
    /// nothing, when the view has no such menu, when it has no primary action, when the values
    /// are not of its type, or when the view is disabled or hidden.
    public func callContextMenuPrimaryAction<I: Hashable>(_ selection: Set<I>) throws {
        let call = "callContextMenuPrimaryAction(\(SelectionContextMenuReading.show(selection)))"
        try reading(call) { node in
            let (_, menu) = try SelectionContextMenuReading.menu(on: node, for: I.self)
            guard menu.inspectorHasPrimaryAction else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "primaryAction", view: ".contextMenu(forSelectionType:)",
                    reason: "it was made without one")
            }
            try Interaction.ensureResponsive(node, control: node.kindName)
            Interaction.perform(at: node) { menu.inspectorCallPrimaryAction(selection) }
        }
    }
}

enum SelectionContextMenuReading {
    /// The innermost selection context menu on `node` for values of `I` (each menu is for the
    /// selections of its own type), with its modifier's index; throws when there is none, or
    /// when the menus there take values of other types.
    static func menu<I: Hashable>(on node: InspectionNode, for _: I.Type) throws -> (Int, any SelectionContextMenuParts) {
        let menus = node.ownModifiers(.selectionContextMenu).compactMap { found in
            (found.modifier as? any SelectionContextMenuParts).map { (found.index, $0) }
        }
        guard let first = menus.first else {
            throw node.missing(".contextMenu(forSelectionType:menu:primaryAction:)")
        }
        guard let matching = menus.first(where: { $0.1.inspectorItemType == I.self }) else {
            throw InspectionError.Reason.invalidArgument(
                argument: "a Set<\(TypeName.display(I.self))>",
                reason: "is not a selection of the context menu's type, Set<\(TypeName.display(first.1.inspectorItemType))>")
        }
        return matching
    }

    /// A selection as written in a call: `[1, 2]`, sorted by their descriptions.
    static func show<I: Hashable>(_ selection: Set<I>) -> String {
        "[" + selection.map { ContainerReading.show($0) }.sorted().joined(separator: ", ") + "]"
    }
}

/// A selection context menu, its closures called with its own types.
protocol SelectionContextMenuParts {
    var inspectorItemType: Any.Type { get }
    var inspectorHasPrimaryAction: Bool { get }
    func inspectorMenu(for selection: Any) -> Any
    func inspectorCallPrimaryAction(_ selection: Any)
}

extension _SelectionContextMenuModifier: SelectionContextMenuParts {
    var inspectorItemType: Any.Type { Item.self }

    var inspectorHasPrimaryAction: Bool { hasPrimaryAction }

    func inspectorMenu(for selection: Any) -> Any {
        guard let selection = selection as? Set<Item> else { return EmptyView() }
        return menu(for: selection)
    }

    func inspectorCallPrimaryAction(_ selection: Any) {
        guard let selection = selection as? Set<Item> else { return }
        runPrimaryAction(selection)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.contextMenu(forSelectionType:menu:primaryAction:)`: its menu is built for a selection
    /// (`contextMenu(forSelection:)`), so search does not visit it.
    static let selectionContextMenu = ModifierKind(name: ".contextMenu(forSelectionType:)")
}

extension _SelectionContextMenuModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .selectionContextMenu }
}
