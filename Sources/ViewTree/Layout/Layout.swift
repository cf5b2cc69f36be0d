import Foundation

/// A container that sizes and places its subviews with code of your own, as SwiftUI's
/// `Layout` does; call it as a view builder to make the container:
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(CGSize.zero) { total, subview in
///             let size = subview.sizeThatFits(.unspecified)
///             return CGSize(width: total.width + size.width, height: total.height + size.height)
///         }
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             subview.place(at: point, proposal: ProposedViewSize(size))
///             point = CGPoint(x: point.x + size.width, y: point.y + size.height)
///         }
///     }
/// }
///
/// Diagonal {
///     Text("a")
///     Text("b")
/// }
/// ```
///
/// ViewTree draws nothing, so hosting a view measures nothing either: the runtime keeps the
/// container's subviews, their state and their callbacks, and never calls `sizeThatFits` or
/// `placeSubviews` (there are no sizes to give them). Tests run a layout's code with
/// Inspector's `sizeThatFits(_:subviewSizes:)` and `placeSubviews(in:proposal:subviewSizes:)`,
/// giving each subview its size.
///
/// The requirements are not isolated to the main actor: a layout is plain code about sizes.
public protocol Layout {
    /// What the layout computes once and keeps between its calls; `Void` when it keeps nothing.
    associatedtype Cache = Void

    /// The proxies of the container's subviews.
    typealias Subviews = LayoutSubviews

    /// How the container behaves as a stack (`stackOrientation`), for the views inside it.
    static var layoutProperties: LayoutProperties { get }

    /// The size the container takes when offered `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview within `bounds`, with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container puts `guide` across its width, or nil to leave it to the subviews.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where the container puts `guide` down its height, or nil to leave it to the subviews.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The space the container prefers beside each of its edges.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache, before the first call that takes one.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Nil: the subviews decide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    /// Nil: the subviews decide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        nil
    }

    /// The union of the subviews' spacings.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// A container that lays out the views `content` builds with this layout:
    /// `MyLayout { Text("a"); Text("b") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// Nothing to cache.
    public func makeCache(subviews: Subviews) -> Cache {
        ()
    }
}

/// How a layout behaves as a stack.
public struct LayoutProperties: Equatable, Sendable {
    /// The axis along which the layout stacks its subviews (a divider inside it is drawn
    /// across it); nil for a layout that is not a stack.
    public var stackOrientation: Axis?

    /// Properties of a layout that is not a stack.
    public init() {
        stackOrientation = nil
    }
}

/// The container a layout makes when called as a view builder: its content views are the
/// layout's subviews.
public struct _LayoutRoot<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    /// The views of `content`, laid out by `layout`.
    public init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }

    /// Primitive view: a layout container has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

// The content keeps its place whatever the layout: with `AnyLayout`, switching from an
// `HStackLayout` to a `VStackLayout` keeps the container's type, so its children keep their
// identity and their state.
extension _LayoutRoot: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
