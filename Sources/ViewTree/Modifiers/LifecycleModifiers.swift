/// Runs actions when the modified view appears or disappears.
public struct _AppearanceActionModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    /// Runs `appear` when the view appears and `disappear` when it disappears.
    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}

extension View {
    /// Runs `action` when this view appears.
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action))
    }

    /// Runs `action` when this view disappears.
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(disappear: action))
    }
}
