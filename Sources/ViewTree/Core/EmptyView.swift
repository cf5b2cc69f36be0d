/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    /// Primitive view: `EmptyView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
