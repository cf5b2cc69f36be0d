/// A menu shown from the navigation title: `toolbarTitleMenu(content:)`.
public struct _ToolbarTitleMenuModifier<Content: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let content: Content

    /// Shows `content` as the menu of the navigation title.
    public init(content: Content) {
        self.content = content
    }
}

extension _ToolbarTitleMenuModifier: LayerModifier {
    var layerContent: Any? { content }
}

extension View {
    /// Shows the buttons `content` builds in a menu opened from the navigation title.
    ///
    /// ```swift
    /// DocumentView(document)
    ///     .navigationTitle(document.name)
    ///     .toolbarTitleMenu {
    ///         Button("Duplicate") { duplicate(document) }
    ///         RenameButton()
    ///     }
    /// ```
    ///
    /// The buttons are hosted with the view, as a context menu's are: their state is kept and
    /// a tapped button's action runs as in the app.
    public consuming func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_ToolbarTitleMenuModifier(content: content()))
    }
}
