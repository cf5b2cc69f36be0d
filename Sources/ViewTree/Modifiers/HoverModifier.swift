/// Runs an action when the pointer enters or leaves the modified view.
public struct _OnHoverModifier: ViewModifier {
    /// Primitive modifier: the runtime has no pointer; Inspector's `callOnHover(_:)` runs it.
    public typealias Body = Never

    let action: HoverAction

    /// Runs `action(true)` when the pointer enters the view, `action(false)` when it leaves.
    public init(action: @escaping (Bool) -> Void) {
        self.action = HoverAction(action: action)
    }
}

/// An `onHover` action, kept in a struct so that Inspector reads it exactly and calls the
/// closure natively (a closure with arguments read by reflection can get its argument wrong).
package struct HoverAction {
    let action: (Bool) -> Void

    /// Calls the action with whether the pointer is over the view.
    package func callAsFunction(_ isHovering: Bool) {
        action(isHovering)
    }
}

extension View {
    /// Runs `action` with `true` when the pointer enters this view and `false` when it leaves.
    /// There is no pointer here: a test hovers with Inspector's `callOnHover(_:)`.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_OnHoverModifier(action: action))
    }
}
