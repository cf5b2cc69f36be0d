/// Binds the id of the view a scroll view is scrolled to.
public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let id: Binding<ID?>
    let anchor: UnitPoint?

    /// Scrolled to the view with the id `id` holds, aligned by `anchor`.
    public init(id: Binding<ID?>, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }
}

extension View {
    /// Binds the id of the view of the scroll target layout this scroll view is scrolled to:
    /// writing the binding scrolls there, and scrolling writes it.
    ///
    /// There is no screen: the binding is the scroll view's position. Hosted, a
    /// `ScrollViewReader`'s `proxy.scrollTo(id)` around the scroll view writes `id` to the
    /// binding when `id` is of its type, so the two agree; Inspector's `scrollPosition()` reads it.
    public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }
}

extension _ScrollPositionModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let binding = id
        let callback = node.register(change: AnyEquatable(environment.scrollRequest), initial: false, owner: owner) { _, new in
            guard let request = new.base as? ScrollViewProxy.Request, let target = request.id.base as? ID else { return }
            binding.wrappedValue = target
        }
        if let callback, node.hasAppeared {
            graph.enqueue(callback, owner: owner)
        }
    }
}
