import Foundation

/// One of a layout's subviews, as `sizeThatFits` and `placeSubviews` see it: a proxy that
/// measures the view, reads its layout values and places it.
///
/// ViewTree lays nothing out on its own (see the `Layout` protocol): the subviews a layout
/// gets are those Inspector builds for `sizeThatFits(_:subviewSizes:)` and
/// `placeSubviews(in:proposal:subviewSizes:)`, measured with the sizes a test gives.
public struct LayoutSubview: Equatable {
    private let token: Token
    private let values: [ObjectIdentifier: Any]
    private let measure: (ProposedViewSize) -> CGSize
    private let placement: (CGPoint, UnitPoint, ProposedViewSize) -> Void

    /// The view's layout priority, set with `layoutPriority(_:)`; 0 by default.
    public let priority: Double

    /// The space the view prefers beside each of its edges.
    public let spacing: ViewSpacing

    /// A subview that holds `values` (by `LayoutValueKey` type), measures itself with `measure`
    /// and reports each placement to `place`.
    package init(
        values: [ObjectIdentifier: Any], priority: Double, spacing: ViewSpacing = ViewSpacing(),
        measure: @escaping (ProposedViewSize) -> CGSize,
        place: @escaping (CGPoint, UnitPoint, ProposedViewSize) -> Void
    ) {
        token = Token()
        self.values = values
        self.priority = priority
        self.spacing = spacing
        self.measure = measure
        placement = place
    }

    /// The value the view holds for `key`, set with `layoutValue(key:value:)`; the key's
    /// `defaultValue` when the view sets none.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// The size the view takes when offered `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }

    /// The view's size and alignment guides when offered `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the view so that its `anchor` point lies at `position`, offering it `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placement(position, anchor, proposal)
    }

    /// The same subview of the same layout pass.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.token === rhs.token
    }

    private final class Token: Sendable {}
}

/// The subviews of a layout container, in the order its content declares them.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A contiguous part of the subviews, keeping their indices.
    public typealias SubSequence = LayoutSubviews
    /// A position in the subviews.
    public typealias Index = Int

    private let storage: [LayoutSubview]
    /// The position of the first subview.
    public let startIndex: Int
    /// The position after the last subview.
    public let endIndex: Int

    /// The subviews `subviews`, indexed from 0.
    package init(_ subviews: [LayoutSubview]) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
    }

    private init(storage: [LayoutSubview], bounds: Range<Int>) {
        self.storage = storage
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        storage[index]
    }

    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, bounds: bounds)
    }
}
