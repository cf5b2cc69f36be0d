/// A piece of user interface, described as a value.
///
/// A view is either *composite* — it describes its content in ``body`` — or *primitive*:
/// its `Body` is `Never` and the runtime (or Inspector) understands it directly. `Text`,
/// the stacks and `AnyView` are primitive; the views you write are composite.
///
/// ```swift
/// struct ContentView: View {
///     var body: some View {
///         Text("Hello, world!")
///     }
/// }
/// ```
///
/// `View` is deliberately not isolated to the main actor, so that plain synchronous,
/// nonisolated unit tests (the only kind XCTest runs reliably on Linux) can build and inspect
/// views. The hosting runtime confines its own state to the main thread.
public protocol View {
    /// The type of view this view's content is made of.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` is the body of every primitive view; it has no body of its own.
    public typealias Body = Never

    /// Unreachable: no value of `Never` exists.
    public var body: Never { primitiveBody(of: Never.self) }
}

/// Stops the program when something asks a primitive view for its body.
///
/// Primitive views are understood by type; nothing in ViewTree or Inspector evaluates
/// their `body`. Reaching this means a user called `body` on a primitive view directly.
@usableFromInline
func primitiveBody<V>(of type: V.Type) -> Never {
    fatalError("\(V.self) is a primitive view: it has no body to evaluate.")
}
