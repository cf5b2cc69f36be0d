import ViewTree

extension ViewType {
    /// `NavigationView`: its content is its root view; the views its links pushed are reached
    /// with `pushedViews()` / `pushedView(_:)`, as a `NavigationStack`'s.
    public struct NavigationView: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "NavigationView".
        public static var typePrefix: String { "NavigationView" }
        static var viewKind: ViewKind { .navigationView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `NavigationView`.
    public func navigationView() throws -> InspectableView<ViewType.NavigationView> {
        try single(ViewType.NavigationView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `NavigationView` at `index`.
    public func navigationView(_ index: Int) throws -> InspectableView<ViewType.NavigationView> {
        try child(ViewType.NavigationView.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `NavigationView`: its content is its root view; the views pushed onto it hang from it
    /// as one part, as a `NavigationStack`'s do.
    static let navigationView = ViewKind(
        name: "NavigationView", accessor: "navigationView", content: .stored(field: "content", step: .content),
        parts: [Part(call: "", declared: .destinations)])
}

extension ViewTree.NavigationView: InspectableKind {
    static var inspectorKind: ViewKind { .navigationView }
}
