/// Buttons revealed when a list row is swiped from one edge.
public struct _SwipeActionsModifier<Actions: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    /// Reveals `actions` when the row is swiped from `edge`.
    public init(edge: HorizontalEdge, allowsFullSwipe: Bool, actions: Actions) {
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        self.actions = actions
    }
}

extension _SwipeActionsModifier: LayerModifier {
    var layerContent: Any? { actions }
}

extension View {
    /// Reveals the buttons `content` builds when this list row is swiped from `edge`; with
    /// `allowsFullSwipe`, a full swipe runs the first one.
    ///
    /// ```swift
    /// Text(message.subject)
    ///     .swipeActions(edge: .trailing) {
    ///         Button("Delete", role: .destructive) { delete(message) }
    ///     }
    /// ```
    public consuming func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
