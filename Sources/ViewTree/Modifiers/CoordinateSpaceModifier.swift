/// Names the coordinate space of the modified view, for the views inside it to measure their
/// frames in (`proxy.frame(in: .named(name))`).
///
/// ViewTree lays out nothing: a `GeometryProxy` reports every frame at the origin, in every
/// space, so the name is recorded where it is applied, for Inspector to read.
public struct _CoordinateSpaceModifier: ViewModifier {
    /// Primitive modifier: recorded.
    public typealias Body = Never

    let name: AnyHashable

    /// Names the view's coordinate space `name`.
    public init(name: AnyHashable) {
        self.name = name
    }
}

/// A named coordinate space, as `coordinateSpace(_:)` names one: `.named("scroll")`.
///
/// Unchecked for `AnyHashable` alone: a name is only hashed and compared, never mutated.
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable

    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names this view's coordinate space `name`, for the views inside it to measure their
    /// frames in.
    public consuming func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space: `.coordinateSpace(.named("scroll"))`.
    public consuming func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}
