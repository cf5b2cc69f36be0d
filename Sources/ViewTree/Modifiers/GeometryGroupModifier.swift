/// Isolates the modified view's geometry: its subviews see its position and size settle
/// before their own changes are animated.
public struct _GeometryGroupEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Groups the view's geometry.
    public init() {}
}

extension View {
    /// Makes this view's geometry a group: its subviews take its new position and size at once,
    /// then animate their own changes within it. Nothing is animated here: Inspector's
    /// `geometryGroup()` checks that it is applied.
    public consuming func geometryGroup() -> some View {
        modifier(_GeometryGroupEffect())
    }
}
