import Foundation

/// Sizes the modified view relative to its container: `.containerRelativeFrame(.horizontal)`.
///
/// There is no layout: the container's size is the size the enclosing frames fix (see
/// `GeometryReader`). Along each axis the container fixes, the modifier fixes the view's size
/// as a frame would — what a `GeometryReader` or `onGeometryChange` inside sees; along an axis
/// no frame fixes, it changes nothing.
public struct _ContainerRelativeFrameModifier: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let axes: Axis.Set
    let count: Int
    let span: Int
    let spacing: CGFloat
    let alignment: Alignment
    /// The length along an axis from the container's; nil: from `count`, `span` and `spacing`.
    let length: ((CGFloat, Axis) -> CGFloat)?

    /// Sizes the view along `axes` to `span` of `count` columns of the container, `spacing`
    /// apart, or to what `length` computes from the container's length.
    public init(
        axes: Axis.Set, count: Int, span: Int, spacing: CGFloat, alignment: Alignment,
        length: ((CGFloat, Axis) -> CGFloat)?
    ) {
        self.axes = axes
        self.count = count
        self.span = span
        self.spacing = spacing
        self.alignment = alignment
        self.length = length
    }

    /// The view's length along `axis` in a container `container` long.
    package func length(in container: CGFloat, along axis: Axis) -> CGFloat {
        if let length { return length(container, axis) }
        let columns = CGFloat(max(count, 1))
        let column = (container - spacing * (columns - 1)) / columns
        let spanned = CGFloat(min(max(span, 1), max(count, 1)))
        return max(0, column * spanned + spacing * (spanned - 1))
    }

    package func apply(to environment: inout EnvironmentValues) {
        var proposal = environment[ProposedSizeKey.self]
        if axes.contains(.horizontal), let width = proposal.width {
            proposal.width = length(in: width, along: .horizontal)
        }
        if axes.contains(.vertical), let height = proposal.height {
            proposal.height = length(in: height, along: .vertical)
        }
        environment[ProposedSizeKey.self] = proposal
    }
}

/// Runs an action when a value computed from the modified view's geometry changes.
public struct _GeometryChangeModifier<Value: Equatable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    /// Runs `action(old, new)` when `transform` of the view's geometry changes, and once when
    /// the view appears.
    public init(transform: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    /// Runs the action with the values `transform` gives for `old` and `new`, as a geometry
    /// change would. Inspector calls the closures through this method: closures read by
    /// reflection and cast to their types may be called with the wrong calling convention.
    package func run(old: GeometryProxy, new: GeometryProxy) {
        action(transform(old), transform(new))
    }
}

extension View {
    /// Sizes this view along `axes` to the size of its container.
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: nil))
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of its container, with
    /// `spacing` between the parts: `.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)`.
    public consuming func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(_ContainerRelativeFrameModifier(
            axes: axes, count: count, span: span, spacing: spacing, alignment: alignment, length: nil))
    }

    /// Sizes this view along `axes` to what `length` computes from the container's length
    /// along each axis.
    public consuming func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: length))
    }

    /// Runs `action` with the new value when `transform` of this view's geometry changes, and
    /// once when the view appears.
    ///
    /// There is no layout: the geometry is what a `GeometryReader` in place of this view would
    /// get — `size` from the frames that fix it (the fixed frames and `containerRelativeFrame`s
    /// around the view and inside the modifier), zero where none does; `frame(in:)` at the
    /// origin; no safe area. Hosted, the action runs when a render gives another value: a frame
    /// whose size comes from state that changed.
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and the new value when `transform` of this view's geometry
    /// changes, and once when the view appears (both values the first).
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}

extension _GeometryChangeModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let action = action
        let value = transform(GeometryProxy.offered(in: environment))
        let callback = node.register(change: AnyEquatable(value), initial: true, owner: owner) { old, new in
            if let old = old.base as? Value, let new = new.base as? Value { action(old, new) }
        }
        if let callback, node.hasAppeared {
            graph.enqueue(callback, owner: owner)
        }
    }
}
