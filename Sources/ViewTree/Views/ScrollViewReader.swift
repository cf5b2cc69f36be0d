/// A view whose content gets a proxy to scroll the scroll views inside it to a view by id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<100) { Text("Row \($0)").id($0) } }
///     Button("Top") { proxy.scrollTo(0, anchor: .top) }
/// }
/// ```
///
/// There is no screen to scroll: the reader remembers the last `scrollTo(_:anchor:)` its proxy
/// was asked for, as state of its own that lives as long as the reader keeps its place, like
/// `@State`. Inspector's `lastScrollTarget()` and `lastScrollAnchor()` read it.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    /// The last scroll the proxy was asked for, nil before the first.
    @State var lastScroll: ScrollViewProxy.Request? = nil

    /// A reader whose content `content` builds with a proxy to scroll with.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Primitive view: `ScrollViewReader` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// The reader's content, built with a proxy that records its scrolls in the reader's state.
    package func builtContent() -> Content {
        content(ScrollViewProxy(request: $lastScroll))
    }
}

/// What a `ScrollViewReader` gives its content to scroll with.
public struct ScrollViewProxy {
    /// One scroll asked of a proxy: the id of the view to show, and where to show it.
    package struct Request: Hashable {
        /// The id given to `scrollTo(_:anchor:)`.
        package let id: AnyHashable
        /// The anchor given to `scrollTo(_:anchor:)`, nil when none was.
        package let anchor: UnitPoint?
        /// How many scrolls the proxy was asked for, this one included: a second scroll to
        /// the same id is another request.
        package let serial: Int
    }

    let request: Binding<Request?>

    /// Scrolls the scroll views of the reader so that the view with `id` shows, aligned by
    /// `anchor` (as little as needed when nil): the reader records the scroll, as there is no
    /// screen to scroll.
    ///
    /// Hosted, a scroll view inside the reader with `.scrollPosition(id:)` whose binding holds
    /// ids of `ID`'s type gets `id` written to its binding.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let serial = (request.wrappedValue?.serial ?? 0) + 1
        request.wrappedValue = Request(id: AnyHashable(id), anchor: anchor, serial: serial)
    }
}

extension ScrollViewReader: RuntimeStatefulContainer {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(builtContent(), [.content])] }

    // The scroll views inside write the reader's scrolls to their `.scrollPosition(id:)`.
    func runtimeContentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        environment.scrollRequest = lastScroll
        return environment
    }
}

private enum ScrollRequestKey: EnvironmentKey {
    static var defaultValue: ScrollViewProxy.Request? { nil }
}

extension EnvironmentValues {
    /// The last scroll the proxy of the innermost `ScrollViewReader` around was asked for.
    var scrollRequest: ScrollViewProxy.Request? {
        get { self[ScrollRequestKey.self] }
        set { self[ScrollRequestKey.self] = newValue }
    }
}
