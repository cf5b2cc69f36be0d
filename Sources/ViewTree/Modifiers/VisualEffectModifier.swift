/// Applies effects computed from the modified view's geometry, which do not change its layout.
public struct _VisualEffectModifier<Effect: VisualEffect>: ViewModifier {
    /// Primitive modifier: applied by the runtime (nothing is drawn).
    public typealias Body = Never

    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    /// Applies what `effect` makes of the view's geometry.
    public init(effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect) {
        self.effect = effect
    }

    /// The effect for a view of geometry `proxy`. Inspector calls the closure through this
    /// method: a closure read by reflection and cast may be called with the wrong convention.
    package func effect(in proxy: GeometryProxy) -> Effect {
        effect(EmptyVisualEffect(), proxy)
    }
}

extension View {
    /// Applies to this view the effects `effect` makes of its geometry: they change how it
    /// looks, not its layout.
    ///
    /// ```swift
    /// Text("Title").visualEffect { content, proxy in
    ///     content.opacity(proxy.size.height > 100 ? 1 : 0.5)
    /// }
    /// ```
    ///
    /// Nothing is drawn here: Inspector's `visualEffect(size:)` shows the view with the effect
    /// for a geometry of a size the test chooses.
    public consuming func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        modifier(_VisualEffectModifier(effect: effect))
    }
}
