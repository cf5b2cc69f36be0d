/// A type-erased view.
///
/// ```swift
/// AnyView(OtherView())
/// ```
public struct AnyView: View {
    let storage: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        storage = view
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) {
        storage = view
    }

    /// Wraps `value` when it is a view; `nil` otherwise.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    /// Primitive view: `AnyView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
