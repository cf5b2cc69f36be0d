/// Gives the modified view an explicit identity.
public struct _IdentifiedModifier<ID: Hashable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let id: ID

    /// Identifies the view by `id`.
    public init(id: ID) {
        self.id = id
    }
}

/// Tags the modified view with a value, as pickers and tab views use to tell their options apart.
public struct _TagModifier<V: Hashable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let tag: V

    /// Tags the view with `tag`.
    public init(tag: V) {
        self.tag = tag
    }
}

extension View {
    /// Identifies this view by `id`: a new id makes a new view, with new state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: id))
    }

    /// Tags this view with `tag`.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: tag))
    }
}
