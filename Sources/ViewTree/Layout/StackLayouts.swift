import Foundation

/// The layout of an `HStack`, as a value: `AnyLayout(HStackLayout())`, or called as a view
/// builder, `HStackLayout(spacing: 4) { … }`.
public struct HStackLayout: Layout, Equatable, Sendable {
    /// The vertical alignment of the subviews.
    public var alignment: VerticalAlignment
    /// The distance between subviews; nil for the distance each pair prefers.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack along the horizontal axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The subviews' widths and the spacing between them, by the tallest subview's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews, proposal: proposal).size
    }

    /// Side by side from the leading edge, each aligned down the bounds by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .horizontal, spacing: spacing, subviews: subviews, proposal: proposal)
            .place(in: bounds, across: alignment.layoutFraction)
    }
}

/// The layout of a `VStack`, as a value: `AnyLayout(VStackLayout())`.
public struct VStackLayout: Layout, Equatable, Sendable {
    /// The horizontal alignment of the subviews.
    public var alignment: HorizontalAlignment
    /// The distance between subviews; nil for the distance each pair prefers.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack along the vertical axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The subviews' heights and the spacing between them, by the widest subview's width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .vertical, spacing: spacing, subviews: subviews, proposal: proposal).size
    }

    /// One under another from the top, each aligned across the bounds by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .vertical, spacing: spacing, subviews: subviews, proposal: proposal)
            .place(in: bounds, across: alignment.layoutFraction)
    }
}

/// The layout of a `ZStack`, as a value: `AnyLayout(ZStackLayout())`.
public struct ZStackLayout: Layout, Equatable, Sendable {
    /// The alignment of the subviews within the bounds.
    public var alignment: Alignment

    /// An overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The widest subview's width by the tallest one's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let own = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
        }
    }

    /// Each subview on top of the last, aligned within the bounds by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            let origin = CGPoint(
                x: bounds.minX + (bounds.width - size.width) * alignment.horizontal.layoutFraction,
                y: bounds.minY + (bounds.height - size.height) * alignment.vertical.layoutFraction)
            subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
        }
    }
}

/// The layout of a `Grid`, as a value: `AnyLayout(GridLayout())`.
///
/// Each subview is a row (a `GridRow` is one subview, as is a view that spans the grid): the
/// rows stand one under another, `verticalSpacing` apart, aligned across the bounds by
/// `alignment.horizontal`. The cells of a row are not measured one by one, so columns are not
/// lined up across rows; `horizontalSpacing` is kept for the readers.
public struct GridLayout: Layout, Equatable, Sendable {
    /// The alignment of the rows within the bounds.
    public var alignment: Alignment
    /// The distance between columns; nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; nil for the distance each pair prefers.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The rows' heights and the spacing between them, by the widest row's width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement(axis: .vertical, spacing: verticalSpacing, subviews: subviews, proposal: proposal).size
    }

    /// The rows one under another from the top.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement(axis: .vertical, spacing: verticalSpacing, subviews: subviews, proposal: proposal)
            .place(in: bounds, across: alignment.horizontal.layoutFraction)
    }
}

/// Subviews in a line along `axis`: each is offered an equal share of the proposal along the
/// axis (less the spacing) and the whole proposal across it.
private struct StackArrangement {
    let axis: Axis
    let subviews: LayoutSubviews
    let sizes: [CGSize]
    /// The distance after each subview but the last.
    let gaps: [CGFloat]
    let offered: ProposedViewSize

    init(axis: Axis, spacing: CGFloat?, subviews: LayoutSubviews, proposal: ProposedViewSize) {
        self.axis = axis
        self.subviews = subviews
        let views = Array(subviews)
        gaps = zip(views, views.dropFirst()).map { spacing ?? $0.spacing.distance(to: $1.spacing, along: axis) }
        let totalGaps = gaps.reduce(0, +)
        let count = CGFloat(max(views.count, 1))
        let share = { (length: CGFloat?) in length.map { max(0, ($0 - totalGaps) / count) } }
        let offered = axis == .horizontal
            ? ProposedViewSize(width: share(proposal.width), height: proposal.height)
            : ProposedViewSize(width: proposal.width, height: share(proposal.height))
        self.offered = offered
        sizes = views.map { $0.sizeThatFits(offered) }
    }

    var size: CGSize {
        let along = sizes.map { length(of: $0, along: axis) }.reduce(0, +) + gaps.reduce(0, +)
        let across = sizes.map { length(of: $0, along: axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func place(in bounds: CGRect, across fraction: CGFloat) {
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (index, subview) in subviews.enumerated() {
            let size = sizes[index]
            let origin = axis == .horizontal
                ? CGPoint(x: position, y: bounds.minY + (bounds.height - size.height) * fraction)
                : CGPoint(x: bounds.minX + (bounds.width - size.width) * fraction, y: position)
            subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
            position += length(of: size, along: axis) + (index < gaps.count ? gaps[index] : 0)
        }
    }

    private func length(of size: CGSize, along axis: Axis) -> CGFloat {
        axis == .horizontal ? size.width : size.height
    }
}
