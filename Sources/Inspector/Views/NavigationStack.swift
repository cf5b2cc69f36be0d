import ViewTree

extension ViewType {
    /// `NavigationStack`: its content is its root view; the views pushed onto it are reached
    /// with `pushedViews()` / `pushedView(_:)`.
    public struct NavigationStack: SingleViewContent, MultipleViewContent, BuiltinViewType {
        /// "NavigationStack".
        public static var typePrefix: String { "NavigationStack" }
        static var viewKind: ViewKind { .navigationStack }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `NavigationStack`.
    public func navigationStack() throws -> InspectableView<ViewType.NavigationStack> {
        try single(ViewType.NavigationStack.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `NavigationStack` at `index`.
    public func navigationStack(_ index: Int) throws -> InspectableView<ViewType.NavigationStack> {
        try child(ViewType.NavigationStack.self, at: index)
    }
}

extension InspectableView where View == ViewType.NavigationStack {
    /// The values of the stack's path, first pushed first: its `path:` binding's, or the ones
    /// it keeps itself. Destinations pushed by `NavigationLink(destination:)` are not values
    /// and are not in the path.
    public func path() throws -> [AnyHashable] {
        try reading("path()") { node in
            try NavigationReading.stackState(of: node).entries(path: NavigationReading.pathAccess(of: node)).compactMap { entry in
                if case let .value(value, _) = entry { return value }
                return nil
            }
        }
    }

    /// Appends `value` to the stack's path, as a `NavigationLink(value:)` would: the stack
    /// pushes the `navigationDestination(for:)` for it.
    ///
    /// Throws, changing nothing, when the stack's path is a binding to values of another type.
    public func push<V: Hashable>(_ value: V) throws {
        try reading("push(\(NearMiss.show(AnyHashable(value))))") { node in
            try NavigationReading.append(AnyHashable(value), to: node, by: "the value")
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `NavigationStack`: its root view is its content; the views pushed onto it hang from it
    /// as one part, reached with `pushedViews()` (its call is written by the part's kind).
    static let navigationStack = ViewKind(
        name: "NavigationStack", accessor: "navigationStack", content: .stored(field: "root", step: .content),
        parts: [Part(call: "", declared: .destinations)])
}

extension ViewTree.NavigationStack: InspectableKind {
    static var inspectorKind: ViewKind { .navigationStack }
}
