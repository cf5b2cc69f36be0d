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
/// ## Isolation
///
/// The `body` requirement is isolated to the main actor; the protocol is not.
///
/// - Because `body` is `@MainActor`, the `body` you write is inferred to run on the main
///   actor, as in SwiftUI: it can read `@MainActor` view models and call their methods from
///   its closures (`Button("Rename") { viewModel.rename() }`).
/// - Because `View` itself is not isolated, a view's initializers and stored properties are
///   not: plain synchronous, nonisolated test methods — the kind XCTest runs reliably on
///   Linux, where a synchronous `@MainActor` test method crashes the runner — can still create
///   views and pass them to `ViewHosting` and Inspector. (SwiftUI isolates the whole protocol;
///   doing so here would make those tests fail to compile.)
///
/// Whoever evaluates a body must therefore be on the main actor: the hosting runtime renders
/// on the main actor only, and Inspector throws an error that says so when it is asked to
/// evaluate a body anywhere else. A module built with `.defaultIsolation(MainActor.self)`
/// conforms its views through isolated conformances and works the same way.
public protocol View {
    /// The type of view this view's content is made of.
    associatedtype Body: View

    /// The content and behaviour of the view, evaluated on the main actor.
    @MainActor @ViewBuilder var body: Self.Body { get }
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
