import Foundation

/// Renders the modified view on Liquid Glass in a shape (iOS 26).
public struct _GlassEffectModifier: ViewModifier {
    /// Primitive modifier: recorded, drawn by no renderer here.
    public typealias Body = Never

    let glass: Glass
    let shape: any Shape

    /// `glass` in `shape`.
    public init(glass: Glass, shape: any Shape) {
        self.glass = glass
        self.shape = shape
    }
}

/// Names the modified view's glass in a namespace, for a `GlassEffectContainer` to morph it.
public struct _GlassEffectIDModifier: ViewModifier {
    /// Primitive modifier: recorded.
    public typealias Body = Never

    let id: AnyHashable?
    let namespace: Namespace.ID

    /// `id` (nil: none) in `namespace`.
    public init(id: AnyHashable?, namespace: Namespace.ID) {
        self.id = id
        self.namespace = namespace
    }
}

/// Joins the modified view's glass with the other glass of the same id and namespace into one
/// shape.
public struct _GlassEffectUnionModifier: ViewModifier {
    /// Primitive modifier: recorded.
    public typealias Body = Never

    let id: AnyHashable?
    let namespace: Namespace.ID

    /// The union `id` (nil: none) in `namespace`.
    public init(id: AnyHashable?, namespace: Namespace.ID) {
        self.id = id
        self.namespace = namespace
    }
}

/// How the modified view's glass enters and leaves its container.
public struct _GlassEffectTransitionModifier: ViewModifier, Equatable {
    /// Primitive modifier: recorded.
    public typealias Body = Never

    let transition: GlassEffectTransition

    /// Enters and leaves with `transition`.
    public init(transition: GlassEffectTransition) {
        self.transition = transition
    }
}

extension View {
    /// Renders this view on `glass` in `shape` (a capsule by default), iOS 26's Liquid Glass.
    /// Nothing is drawn here: Inspector reads it with `glassEffect()`.
    public consuming func glassEffect(
        _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
    ) -> some View {
        modifier(_GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Identifies this view's glass as `id` in `namespace`, so that a `GlassEffectContainer`
    /// morphs it into the glass of the same id when views come and go.
    public consuming func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        modifier(_GlassEffectIDModifier(id: id.map { AnyHashable($0) }, namespace: namespace))
    }

    /// Draws this view's glass as one shape with the other glass of union `id` in `namespace`.
    public consuming func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        modifier(_GlassEffectUnionModifier(id: id.map { AnyHashable($0) }, namespace: namespace))
    }

    /// Makes this view's glass enter and leave its container with `transition`.
    public consuming func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        modifier(_GlassEffectTransitionModifier(transition: transition))
    }
}
