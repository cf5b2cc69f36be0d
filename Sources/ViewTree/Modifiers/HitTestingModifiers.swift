/// Sets the shape the modified view is hit-tested with.
public struct _ContentShapeModifier<ContentShape: Shape>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let shape: ContentShape
    let eoFill: Bool

    /// Hit-tests the view with `shape`, filled with the even-odd rule when `eoFill`.
    public init(shape: ContentShape, eoFill: Bool = false) {
        self.shape = shape
        self.eoFill = eoFill
    }
}

/// Lets touches reach the modified view and its content, or not.
public struct _AllowsHitTestingModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let allowsHitTesting: Bool

    /// Lets touches through when `allowsHitTesting` is true.
    public init(allowsHitTesting: Bool) {
        self.allowsHitTesting = allowsHitTesting
    }

    /// A view that ignores touches ignores them for its content too.
    package func apply(to environment: inout EnvironmentValues) {
        environment[AllowsHitTestingKey.self] = environment[AllowsHitTestingKey.self] && allowsHitTesting
    }
}

/// Whether touches reach the views here; false below `.allowsHitTesting(false)`.
package struct AllowsHitTestingKey: EnvironmentKey {
    package static var defaultValue: Bool { true }
}

extension View {
    /// Hit-tests this view with `shape`: taps anywhere inside it reach the view.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Lets touches reach this view and its content when `enabled`; when not, they pass
    /// through to the views behind.
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }
}
