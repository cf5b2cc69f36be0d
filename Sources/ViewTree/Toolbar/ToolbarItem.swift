/// One item of a toolbar, placed with `placement`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) {
///         Button("Add") { add() }
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// Primitive toolbar content.
    public typealias Body = Never

    let id: ID
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item with `content`, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.id = ()
        self.placement = placement
        self.content = content()
    }

    /// An item a user can customise, identified by `id`, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.id = id
        self.placement = placement
        self.content = content()
    }

    /// Primitive toolbar content: `ToolbarItem` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItem: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

/// Several toolbar items at one placement: each view of `content` is an item.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Previous") {}
///     Button("Next") {}
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Primitive toolbar content.
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    /// The views of `content`, each an item, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Primitive toolbar content: `ToolbarItemGroup` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ToolbarItemGroup: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
