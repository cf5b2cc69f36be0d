/// Animates the changes of the modified view when a value changes.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let animation: Animation?
    let value: Value

    /// Animates with `animation` (nil: no animation) the changes that come with a new `value`.
    public init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }
}

/// How the modified view enters and leaves the screen.
public struct _TransitionModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let transition: AnyTransition

    /// Enters and leaves with `transition`.
    public init(transition: AnyTransition) {
        self.transition = transition
    }
}

extension View {
    /// Animates the changes of this view with `animation` when `value` changes; nil: no
    /// animation.
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change of this view with `animation`.
    @available(*, deprecated, message: "use animation(_:value:)")
    public consuming func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationModifier<Never?>(animation: animation, value: nil))
    }

    /// Makes this view enter and leave the screen with `transition`.
    public consuming func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }
}

extension View {
    /// Animates with `animation` the changes of the modifiers `body` applies to this view (its
    /// argument stands for this view), and of no other. Nothing is animated here: Inspector's
    /// `animation()` on the result reads `animation`.
    public consuming func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).modifier(_AnimationModifier<Never?>(animation: animation, value: nil))
    }
}
