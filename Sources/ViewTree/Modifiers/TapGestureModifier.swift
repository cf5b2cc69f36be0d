/// Runs an action when the modified view is tapped `count` times.
public struct _TapGestureModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let count: Int
    let action: () -> Void

    /// Runs `action` after `count` taps.
    public init(count: Int, action: @escaping () -> Void) {
        self.count = count
        self.action = action
    }
}

extension View {
    /// Runs `action` when this view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
}
