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
    let showsByDefault: Bool
    let content: Content

    /// An item with `content`, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.id = ()
        self.placement = placement
        self.showsByDefault = true
        self.content = content()
    }

    /// An item a user can customise, identified by `id`, at `placement`; in the toolbar until
    /// the user removes it unless `showsByDefault` is false (then the user adds it from the
    /// customisation sheet of a `toolbar(id:)`).
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
        @ViewBuilder content: () -> Content
    ) where ID == String {
        self.id = id
        self.placement = placement
        self.showsByDefault = showsByDefault
        self.content = content()
    }

    /// Primitive toolbar content: `ToolbarItem` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// An item with an identifier is customizable: it may be part of a `toolbar(id:content:)`.
extension ToolbarItem: CustomizableToolbarContent where ID == String {}

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
