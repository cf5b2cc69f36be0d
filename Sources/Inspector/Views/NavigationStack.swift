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
    /// The views pushed onto the stack, bottom first: one per value of its path (the
    /// `navigationDestination(for:)` for the value), and the destinations links pushed.
    ///
    /// ```swift
    /// try stack.find(navigationLink: "Dune").activate()
    /// let detail = try stack.pushedViews().view(BookDetail.self, 0)
    /// ```
    ///
    /// Destinations presented with `navigationDestination(isPresented:)` or `(item:)` are not
    /// among them: they hang from the view that declares them (`navigationDestination()`).
    public func pushedViews() throws -> InspectableView<ViewType.NavigationStack.PushedViews> {
        try reading("pushedViews()") { InspectableView<ViewType.NavigationStack.PushedViews>(try $0.partNode(call: "")) }
    }

    /// The view pushed at `index` (0: the first pushed, just above the root), to be unwrapped:
    /// `stack.pushedView(0).view(BookDetail.self)`.
    public func pushedView(_ index: Int) throws -> InspectableView<ViewType.ClassifiedView> {
        let pushed = try pushedViews()
        let node = try pushed.node()
        let children = try pushed.reading("[\(index)]") { try $0.contentChildren() }
        guard children.indices.contains(index) else {
            throw InspectionError(
                .indexOutOfRange(index: index, count: children.count, container: "NavigationStack", item: "pushed view"),
                at: node, appending: "[\(index)]")
        }
        return InspectableView<ViewType.ClassifiedView>(children[index])
    }

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

    /// Pops the topmost view: a destination presented with `navigationDestination(isPresented:)`
    /// or `(item:)` (its binding becomes false or nil), else the last view pushed (its value is
    /// removed from the path). As the back button does.
    ///
    /// Throws, popping nothing, when the stack has fewer than `count` views above its root.
    public func pop(_ count: Int = 1) throws {
        try reading(count == 1 ? "pop()" : "pop(\(count))") { node in
            try NavigationReading.pop(count, from: node)
        }
    }

    /// Pops every view above the root: presented destinations are dismissed and the path is
    /// emptied.
    public func popToRoot() throws {
        try reading("popToRoot()") { node in
            try NavigationReading.pop(nil, from: node)
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `NavigationStack`: its root view is its content; the views pushed onto it hang from it
    /// as one part, reached with `pushedViews()` (its call is written by the part's kind).
    static let navigationStack = ViewKind(
        name: "NavigationStack", accessor: "navigationStack", content: .stored(field: "root", step: .content),
        parts: [Part(call: "", field: "destinations", step: .part("destinations"))])
}

extension ViewTree.NavigationStack: InspectableKind {
    static var inspectorKind: ViewKind { .navigationStack }
}
