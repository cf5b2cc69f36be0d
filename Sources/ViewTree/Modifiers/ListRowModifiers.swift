/// Places a view behind a list row.
public struct _ListRowBackgroundModifier<Background: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the row's default background.
    let background: Background?

    /// Places `background` behind the row.
    public init(background: Background?) {
        self.background = background
    }
}

/// Sets the insets of a list row's content.
public struct _ListRowInsetsModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Nil: the default insets.
    let insets: EdgeInsets?

    /// Insets the row's content by `insets`.
    public init(insets: EdgeInsets?) {
        self.insets = insets
    }
}

extension _ListRowBackgroundModifier: LayerModifier {
    var layerContent: Any? { background }
}

extension View {
    /// Places `view` behind this view when it is a row of a list; nil keeps the default.
    public consuming func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view))
    }

    /// Insets this view by `insets` when it is a row of a list; nil keeps the default.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets))
    }
}
