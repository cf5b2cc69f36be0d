import ViewTree

extension ViewType {
    /// `NavigationSplitView`: as in ViewInspector, a container of its content column
    /// (`navigationSplitView().list()`, three columns only); the other columns are reached with
    /// `sidebarView()` and `detailView()`.
    public struct NavigationSplitView: KnownViewType, BuiltinViewType, SingleViewContent, MultipleViewContent {
        /// "NavigationSplitView".
        public static var typePrefix: String { "NavigationSplitView" }
        static var viewKind: ViewKind { .navigationSplitView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `NavigationSplitView`.
    public func navigationSplitView() throws -> InspectableView<ViewType.NavigationSplitView> {
        try single(ViewType.NavigationSplitView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `NavigationSplitView` at `index`.
    public func navigationSplitView(_ index: Int) throws -> InspectableView<ViewType.NavigationSplitView> {
        try child(ViewType.NavigationSplitView.self, at: index)
    }
}

extension InspectableView where View == ViewType.NavigationSplitView {
    /// The sidebar column, to be unwrapped: `navigationSplitView().sidebarView().list()`.
    public func sidebarView() throws -> InspectableView<ViewType.ClassifiedView> {
        try column("sidebarView()")
    }

    /// The content column of a three-column view: the split view itself, whose content it is
    /// (`navigationSplitView().contentView().list()` is `navigationSplitView().list()`, as
    /// ViewInspector writes it). Throws for a two-column view (made with `sidebar:detail:`),
    /// which has none.
    public func contentView() throws -> InspectableView<ViewType.NavigationSplitView> {
        try reading("contentView()") { node in
            guard try Reflection.field("hasContentColumn", of: node.value, as: Bool.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "content column", view: "NavigationSplitView",
                    reason: "it has two columns (made with sidebar: and detail:): use sidebarView() or detailView()")
            }
            return self
        }
    }

    /// The detail column, to be unwrapped: `navigationSplitView().detailView().text()`.
    public func detailView() throws -> InspectableView<ViewType.ClassifiedView> {
        try column("detailView()")
    }

    /// The sidebar column: `sidebarView()`.
    public func sidebar() throws -> InspectableView<ViewType.ClassifiedView> {
        try sidebarView()
    }

    /// The detail column: `detailView()`.
    public func detail() throws -> InspectableView<ViewType.ClassifiedView> {
        try detailView()
    }

    /// How many columns the view has: 2 (sidebar and detail) or 3 (with a content column).
    public func columnCount() throws -> Int {
        try reading("columnCount()") { try Reflection.field("hasContentColumn", of: $0.value, as: Bool.self) ? 3 : 2 }
    }

    /// Which columns show: the value of its `columnVisibility:` binding, `.automatic` without
    /// one.
    public func columnVisibility() throws -> NavigationSplitViewVisibility {
        try reading("columnVisibility()") { node in
            try Reflection.field("columnVisibility", of: node.value, as: Binding<NavigationSplitViewVisibility>?.self)?
                .wrappedValue ?? .automatic
        }
    }

    /// Sets which columns show, through the view's `columnVisibility:` binding, as a user
    /// showing or hiding the sidebar does. Throws when the view has no such binding.
    public func setColumnVisibility(_ visibility: NavigationSplitViewVisibility) throws {
        try reading("setColumnVisibility(\(visibility))") { node in
            guard
                let binding = try Reflection.field(
                    "columnVisibility", of: node.value, as: Binding<NavigationSplitViewVisibility>?.self)
            else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "column visibility", view: "NavigationSplitView",
                    reason: "it was made without a columnVisibility: binding")
            }
            Interaction.perform(at: node) { binding.wrappedValue = visibility }
        }
    }

    /// The column on top when the view collapses into one stack: the value of its
    /// `preferredCompactColumn:` binding. Throws for a view made without one (SwiftUI then
    /// chooses, and tells no one).
    public func preferredCompactColumn() throws -> NavigationSplitViewColumn {
        try reading("preferredCompactColumn()") { try compactColumnBinding(of: $0).wrappedValue }
    }

    /// Puts `column` on top of the collapsed view, through its `preferredCompactColumn:`
    /// binding, as a user going back to the sidebar or into the detail of a collapsed split
    /// view does. Throws for a view without the binding, and for `.content` in a two-column
    /// view, which has no content column.
    public func setPreferredCompactColumn(_ column: NavigationSplitViewColumn) throws {
        try reading("setPreferredCompactColumn(\(column))") { node in
            let binding = try compactColumnBinding(of: node)
            if column == .content, !(try Reflection.field("hasContentColumn", of: node.value, as: Bool.self)) {
                throw InspectionError.Reason.invalidArgument(
                    argument: "\(column)", reason: "is no column of a two-column NavigationSplitView (sidebar: and detail:)")
            }
            Interaction.perform(at: node) { binding.wrappedValue = column }
        }
    }

    private func compactColumnBinding(of node: InspectionNode) throws -> Binding<NavigationSplitViewColumn> {
        guard
            let binding = try Reflection.field(
                "preferredCompactColumn", of: node.value, as: Binding<NavigationSplitViewColumn>?.self)
        else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "preferred compact column", view: "NavigationSplitView",
                reason: "it was made without a preferredCompactColumn: binding")
        }
        return binding
    }

    private func column(_ call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try reading(call) { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: call)) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `NavigationSplitView`: its content is its content column, at the identity step the
    /// runtime gives the column (a two-column view's is an `EmptyView`); the sidebar and the
    /// detail are parts.
    static let navigationSplitView = ViewKind(
        name: "NavigationSplitView", accessor: "navigationSplitView",
        content: .stored(field: ViewPart.content.field, step: ViewPart.content.step),
        parts: [
            Part(call: "sidebarView()", declared: .sidebar),
            Part(call: "detailView()", declared: .detail),
        ])
}

extension ViewTree.NavigationSplitView: InspectableKind {
    static var inspectorKind: ViewKind { .navigationSplitView }
}
