/// The items of a view's toolbar: `ToolbarItem`s and `ToolbarItemGroup`s, or plain views.
public struct _ToolbarModifier<Content>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let id: String?
    let content: Content

    /// A toolbar of `content`; customizable, and identified by `id`, when `id` is not nil.
    public init(id: String? = nil, content: Content) {
        self.id = id
        self.content = content
    }
}

extension _ToolbarModifier: LayerModifier {
    var layerContent: Any? { content }
}

extension View {
    /// Puts the views `content` builds in the toolbar, each an item at the automatic placement.
    ///
    /// ```swift
    /// Form { … }
    ///     .toolbar {
    ///         Button("Add") { add() }
    ///     }
    /// ```
    public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(content: content()))
    }

    /// Puts the items `content` builds in the toolbar, each at its placement.
    ///
    /// ```swift
    /// Form { … }
    ///     .toolbar {
    ///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    ///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
    ///     }
    /// ```
    public consuming func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(content: content()))
    }

    /// A toolbar the user can customise, identified by `id`: its items are
    /// `ToolbarItem(id:placement:showsByDefault:content:)`s.
    ///
    /// ```swift
    /// Editor()
    ///     .toolbar(id: "editor") {
    ///         ToolbarItem(id: "bold") { Button("Bold") {} }
    ///         ToolbarItem(id: "share", showsByDefault: false) { Button("Share") {} }
    ///     }
    /// ```
    public consuming func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(_ToolbarModifier(id: id, content: content()))
    }
}
