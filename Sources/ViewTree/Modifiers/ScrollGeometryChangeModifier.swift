import Foundation

/// The geometry of a scroll view: how far it is scrolled, how large its content and the scroll
/// view are, and the insets around the content. `onScrollGeometryChange(for:of:action:)` gives
/// its transform one.
public struct ScrollGeometry: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// How far the content is scrolled: where the top leading corner of the visible part is, in
    /// the content's coordinates (below zero when the insets show, or rubber-banding).
    public var contentOffset: CGPoint
    /// The size of all the content, which can be smaller or larger than the scroll view.
    public var contentSize: CGSize
    /// The insets around the content (the safe area and `contentMargins`).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view itself.
    public var containerSize: CGSize

    /// A scroll view's geometry from its parts.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the scroll view shows: at `contentOffset`, of `containerSize`.
    public var visibleRect: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }

    /// The part of the visible rect inside the content insets.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: containerSize.width - contentInsets.leading - contentInsets.trailing,
            height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }

    /// The geometry with its parts named.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), "
            + "containerSize: \(containerSize))"
    }

    /// A scroll view of `containerSize` at rest: not scrolled, no content measured, no insets.
    package static func resting(in containerSize: CGSize) -> ScrollGeometry {
        ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: containerSize)
    }
}

/// Runs an action when a value computed from the geometry of the scroll view changes.
public struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    /// Runs `action(old, new)` when `transform` of the scroll geometry gives another value.
    public init(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    /// Runs the action with the values `transform` gives for `old` and `new` when they differ,
    /// as scrolling from `old` to `new` would; returns whether it ran. Inspector calls the
    /// closures through this method: closures read by reflection and cast to their types may be
    /// called with the wrong calling convention.
    @discardableResult
    package func run(old: ScrollGeometry, new: ScrollGeometry) -> Bool {
        let oldValue = transform(old)
        let newValue = transform(new)
        guard oldValue != newValue else { return false }
        action(oldValue, newValue)
        return true
    }
}

extension View {
    /// Runs `action` with the old and the new value when `transform` of the geometry of the
    /// scroll view this view is (or is in) gives another value: as it scrolls, or its content
    /// or size changes.
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 100 }) { _, scrolled in
    ///         showsBackToTop = scrolled
    ///     }
    /// ```
    ///
    /// Nothing scrolls here: a test drives it with `callOnScrollGeometryChange(_:)`.
    public consuming func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
