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

extension InspectableView where View == ViewType.NavigationView {
    /// The views pushed onto the navigation view by its links, bottom first:
    /// `navigationView().pushedViews().view(Detail.self, 0)`.
    public func pushedViews() throws -> InspectableView<ViewType.NavigationStack.PushedViews> {
        try reading("pushedViews()") { InspectableView<ViewType.NavigationStack.PushedViews>(try $0.partNode(call: "")) }
    }

    /// The view pushed at `index` (0: the first pushed, just above the root), to be unwrapped:
    /// `navigationView().pushedView(0).view(Detail.self)`.
    public func pushedView(_ index: Int) throws -> InspectableView<ViewType.ClassifiedView> {
        let pushed = try pushedViews()
        let node = try pushed.node()
        let children = try pushed.reading("[\(index)]") { try $0.contentChildren() }
        guard children.indices.contains(index) else {
            throw InspectionError(
                .indexOutOfRange(index: index, count: children.count, container: "NavigationView", item: "pushed view"),
                at: node, appending: "[\(index)]")
        }
        return InspectableView<ViewType.ClassifiedView>(children[index])
    }

    /// Pops the topmost view (or the `count` topmost), as the back button does. Throws,
    /// popping nothing, when fewer views are pushed.
    public func pop(_ count: Int = 1) throws {
        try reading(count == 1 ? "pop()" : "pop(\(count))") { node in
            try NavigationReading.pop(count, from: node)
        }
    }

    /// Pops every view above the root.
    public func popToRoot() throws {
        try reading("popToRoot()") { node in
            try NavigationReading.pop(nil, from: node)
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `NavigationView`: its content is its root view; the views pushed onto it hang from it
    /// as one part, as a `NavigationStack`'s do.
    static let navigationView = ViewKind(
        name: "NavigationView", accessor: "navigationView", content: .stored(field: "content", step: .content),
        parts: [Part(call: "", field: "destinations", step: .part("destinations"))])
}

extension ViewTree.NavigationView: InspectableKind {
    static var inspectorKind: ViewKind { .navigationView }
}
