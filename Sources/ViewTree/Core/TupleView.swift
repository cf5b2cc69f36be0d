/// Several views built by one `@ViewBuilder` block, stored as a tuple.
///
/// Inspector treats a `TupleView` as transparent: its elements are the children of the
/// enclosing container.
public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T

    /// Wraps a tuple of views.
    public init(_ value: T) {
        self.value = value
    }

    /// Primitive view: `TupleView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
