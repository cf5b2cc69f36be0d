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
    /// Whether the tag also stands for `Optional(tag)`, for a selection of type `V?`.
    let includeOptional: Bool

    /// Tags the view with `tag`, which also stands for `Optional(tag)` when `includeOptional`.
    public init(tag: V, includeOptional: Bool = true) {
        self.tag = tag
        self.includeOptional = includeOptional
    }
}

extension View {
    /// Identifies this view by `id`: a new id makes a new view, with new state.
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: id))
    }

    /// Tags this view with `tag`: the value a `Picker`'s selection takes when this option is
    /// chosen.
    ///
    /// With `includeOptional` (the default), the tag also stands for `Optional(tag)`, so
    /// `Text("Small").tag(Size.small)` is an option of a picker whose selection is a `Size?`.
    public consuming func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TagModifier(tag: tag, includeOptional: includeOptional))
    }
}
