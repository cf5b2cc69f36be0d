import ViewTree

extension ViewType {
    /// `TabView`: its tabs, every one, selected or not, addressed by index: `Tab`s
    /// (`tabView().tab(0)`) or views labelled with `.tabItem` (`tabView().view(Home.self, 0)`).
    public struct TabView: MultipleViewContent, BuiltinViewType {
        /// "TabView".
        public static var typePrefix: String { "TabView" }
        static var viewKind: ViewKind { .tabView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `TabView`.
    public func tabView() throws -> InspectableView<ViewType.TabView> {
        try single(ViewType.TabView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `TabView` at `index`.
    public func tabView(_ index: Int) throws -> InspectableView<ViewType.TabView> {
        try child(ViewType.TabView.self, at: index)
    }
}

extension InspectableView where View == ViewType.TabView {
    /// Selects the tab whose selection value is `value`, as a tap on its tab item would:
    /// writes through the `selection:` binding, or into the tab view's own state.
    ///
    /// A tab's selection value is its `Tab`'s `value:`, or the `.tag(_:)` of a view labelled
    /// with `.tabItem`. Throws, changing nothing, when `value` is no tab's (the message lists
    /// the tabs' values), is not of the selection's type, or when the tab view, or the tab, is
    /// disabled or hidden (`.disabled(true)` on a tab refuses its selection, naming the tab).
    public func select<Value: Hashable>(value: Value) throws {
        try reading("select(value:)") { node in
            let tabView = try TabSelecting.parts(of: node)
            let values = try TabSelecting.tabValues(of: node)
            guard tabView.inspectorAccepts(value) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "value \(ContainerReading.show(value, withType: true))",
                    reason: "is not of the type of the TabView's selection, \(TypeName.display(tabView.inspectorSelectionType))")
            }
            guard values.contains(AnyHashable(value)) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "value \(ContainerReading.show(value))",
                    reason: "is the selection value of no tab; the tabs' values: \(ContainerReading.list(values))"
                        + (values.isEmpty ? " (give each tab a value: Tab(value:) or .tag(_:))" : ""))
            }
            try Interaction.ensureResponsive(node, control: "TabView")
            if let tab = try TabSelecting.tab(of: node, value: AnyHashable(value)) {
                try Interaction.ensureResponsive(tab, control: "Tab \(ContainerReading.show(value)) at \(tab.pathToRoot)")
            }
            if tabView.inspectorHasBinding {
                Interaction.perform(at: node) { _ = tabView.inspectorSelect(value) }
            } else {
                let state = try TabSelecting.ownSelection(of: node)
                try ContainerReading.withOwnState(of: node) { state.wrappedValue = AnyHashable(value) }
            }
        }
    }

    /// The selection value of the selected tab, as `Selection`: the `selection:` binding's
    /// value, or, without one, the tab view's own state — the first tab's value until another
    /// is selected. `try tabView.selectedValue(Screen.self)`, or `selectedValue()` where the
    /// type is known from context. Throws for another type, and when no tab is selected and
    /// the first has no value.
    public func selectedValue<Selection>(_ type: Selection.Type = Selection.self) throws -> Selection {
        try reading("selectedValue()") { node in
            let tabView = try TabSelecting.parts(of: node)
            let current: Any
            if let selected = tabView.inspectorBoundSelection {
                current = selected
            } else {
                let state = try TabSelecting.ownSelection(of: node)
                if let selected = try ContainerReading.withOwnState(of: node, { state.wrappedValue }) {
                    current = selected.base
                } else if let first = try TabSelecting.tabValues(of: node, keepingMissing: true).first, let value = first {
                    current = value.base
                } else {
                    throw InspectionError.Reason.attributeUnavailable(
                        attribute: "selected value", view: "TabView",
                        reason: "no tab was selected, and the first tab has no value (Tab(value:) or .tag(_:))")
                }
            }
            return try SelectionReading.typed(current, as: Selection.self, of: "TabView")
        }
    }
}

enum TabSelecting {
    static func parts(of node: InspectionNode) throws -> any TabViewSelectionParts {
        guard let tabView = node.value as? any TabViewSelectionParts else {
            throw InspectionError.Reason.typeMismatch(expected: "TabView", found: node.kindName, hint: nil)
        }
        return tabView
    }

    static func ownSelection(of node: InspectionNode) throws -> State<AnyHashable?> {
        try Reflection.field("_internalSelection", of: node.value, as: State<AnyHashable?>.self)
    }

    /// The view standing for the first tab whose selection value is `value`.
    static func tab(of node: InspectionNode, value: AnyHashable) throws -> InspectionNode? {
        try ContainerReading.items(of: node, intoSections: false).first { tab in
            (tab.viewKind == .tab ? TabReading.value(of: tab) : NodeFacts.tag(of: tab)) == value
        }
    }

    /// The selection value of each tab, in order: a `Tab`'s value, else the tab's `.tag(_:)`.
    static func tabValues(of node: InspectionNode) throws -> [AnyHashable] {
        try tabValues(of: node, keepingMissing: false).compactMap { $0 }
    }

    static func tabValues(of node: InspectionNode, keepingMissing: Bool) throws -> [AnyHashable?] {
        var values: [AnyHashable?] = []
        for tab in try ContainerReading.items(of: node, intoSections: false) {
            let value = tab.viewKind == .tab ? TabReading.value(of: tab) : NodeFacts.tag(of: tab)
            if value != nil || keepingMissing { values.append(value) }
        }
        return values
    }
}

/// A tab view's selection, read and written with the tab view's own types.
protocol TabViewSelectionParts {
    var inspectorHasBinding: Bool { get }
    var inspectorSelectionType: Any.Type { get }
    var inspectorBoundSelection: Any? { get }
    func inspectorAccepts(_ value: Any) -> Bool
    func inspectorSelect(_ value: Any) -> Bool
}

extension ViewTree.TabView: TabViewSelectionParts {
    private var binding: Binding<SelectionValue>? {
        (try? Reflection.field("selection", of: self, as: Binding<SelectionValue>?.self)) ?? nil
    }

    var inspectorHasBinding: Bool { binding != nil }

    var inspectorSelectionType: Any.Type {
        inspectorHasBinding ? SelectionValue.self : AnyHashable.self
    }

    var inspectorBoundSelection: Any? {
        binding.map { $0.wrappedValue as Any }
    }

    func inspectorAccepts(_ value: Any) -> Bool {
        binding == nil || value is SelectionValue
    }

    func inspectorSelect(_ value: Any) -> Bool {
        guard let binding, let value = value as? SelectionValue else { return false }
        binding.wrappedValue = value
        return true
    }
}

// MARK: - Kind

extension ViewKind {
    /// `TabView`: every tab, addressed by index.
    static let tabView = ViewKind(
        name: "TabView", accessor: "tabView", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.TabView: InspectableKind {
    static var inspectorKind: ViewKind { .tabView }
}
