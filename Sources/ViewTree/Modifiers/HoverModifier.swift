/// Runs an action when the pointer enters or leaves the modified view.
public struct _OnHoverModifier: ViewModifier {
    /// Primitive modifier: the runtime has no pointer; Inspector's `callOnHover(_:)` runs it.
    public typealias Body = Never

    let action: HoverAction

    /// Runs `action(true)` when the pointer enters the view, `action(false)` when it leaves.
    public init(action: @escaping (Bool) -> Void) {
        self.action = HoverAction(action)
    }
}

/// An `onHover` action: called with whether the pointer is over the view (see `Callback`).
package typealias HoverAction = Callback<Bool>

extension View {
    /// Runs `action` with `true` when the pointer enters this view and `false` when it leaves.
    /// There is no pointer here: a test hovers with Inspector's `callOnHover(_:)`.
    public consuming func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_OnHoverModifier(action: action))
    }
}
