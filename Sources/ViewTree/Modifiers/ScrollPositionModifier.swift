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

/// Where a scroll view is scrolled to: a view's id, an edge, or a point.
/// `.scrollPosition($position)` binds it; `position.scrollTo(id: 5)` scrolls.
public struct ScrollPosition: Hashable, Sendable {
    /// The id of the view scrolled to, unchecked for `AnyHashable`: ids are only compared.
    private struct ViewID: Hashable, @unchecked Sendable {
        let id: AnyHashable
    }

    private var viewIDStorage: ViewID?
    /// The edge scrolled to, nil when scrolled to a view or a point.
    public private(set) var edge: Edge?
    /// The point scrolled to, nil when scrolled to a view or an edge.
    public private(set) var point: CGPoint?
    /// Whether the user scrolled last (never here: there is no user to scroll).
    public let isPositionedByUser = false

    /// A position with no target yet, for ids of `idType`.
    public init<ID: Hashable>(idType: ID.Type = Never.self) {}

    /// Scrolled to the view with `id`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        viewIDStorage = ViewID(id: AnyHashable(id))
    }

    /// Scrolled to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// Scrolled to `point`.
    public init(point: CGPoint) {
        self.point = point
    }

    /// Whether the position names a view, an edge or a point.
    public var isPositioned: Bool { viewIDStorage != nil || edge != nil || point != nil }

    /// The id of the view scrolled to, nil when scrolled to an edge or a point.
    public var viewID: (any Hashable)? { viewIDStorage?.id.base as? any Hashable }

    /// The id of the view scrolled to when it is of `type`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewIDStorage?.id.base as? ID }

    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(edge: edge)
    }

    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(point: point)
    }

    /// Scrolls to the point at `x` and `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: y))
    }
}

/// Binds where a scroll view is scrolled to, as a `ScrollPosition`.
public struct _ScrollPositionValueModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    /// Scrolled to where `position` says, aligned by `anchor`.
    public init(position: Binding<ScrollPosition>, anchor: UnitPoint?) {
        self.position = position
        self.anchor = anchor
    }
}

extension View {
    /// Binds where this scroll view is scrolled to: `position.scrollTo(id:)` scrolls, and,
    /// hosted, a `ScrollViewReader`'s `proxy.scrollTo(id)` around it writes the position.
    public consuming func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionValueModifier(position: position, anchor: anchor))
    }
}

extension _ScrollPositionValueModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let binding = position
        let callback = node.register(change: AnyEquatable(environment.scrollRequest), initial: false, owner: owner) { _, new in
            guard let request = new.base as? ScrollViewProxy.Request else { return }
            binding.wrappedValue.scrollTo(id: request.id, anchor: request.anchor)
        }
        if let callback, node.hasAppeared {
            graph.enqueue(callback, owner: owner)
        }
    }
}
