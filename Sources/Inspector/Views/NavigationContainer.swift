import ViewTree

/// A view that pushes views above its root, reached with the same calls: `NavigationStack`
/// and `NavigationView`.
public protocol NavigationContainer: KnownViewType {}

extension ViewType.NavigationStack: NavigationContainer {}
extension ViewType.NavigationView: NavigationContainer {}

extension InspectableView where View: NavigationContainer {
    /// The views pushed above the root, bottom first: for a `NavigationStack`, one per value
    /// of its path (the `navigationDestination(for:)` for the value) and the destinations
    /// links pushed; for a `NavigationView`, the destinations its links pushed.
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
                .indexOutOfRange(index: index, count: children.count, container: View.typePrefix, item: "pushed view"),
                at: node, appending: "[\(index)]")
        }
        return InspectableView<ViewType.ClassifiedView>(children[index])
    }

    /// Pops the topmost view: a destination presented with `navigationDestination(isPresented:)`
    /// or `(item:)` (its binding becomes false or nil), else the last view pushed (its value is
    /// removed from the path). As the back button does.
    ///
    /// Throws, popping nothing, when fewer than `count` views are above the root.
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
