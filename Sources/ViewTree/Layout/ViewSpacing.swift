import Foundation

/// The space a view prefers beside each of its edges; a layout asks for the distance between
/// two neighbours with `distance(to:along:)`.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The spacing of a view with no preference of its own: 8 points beside each edge, the
    /// default spacing between SwiftUI's views on iOS.
    public init() {
        self.init(all: ViewSpacing.defaultDistance)
    }

    init(all value: CGFloat) {
        (top, leading, bottom, trailing) = (value, value, value, value)
    }

    /// No space beside any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The default distance between two views, in points.
    static let defaultDistance: CGFloat = 8

    /// Takes, at each of `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with, at each of `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and `next`, which follows it along `axis`: the larger of
    /// the space this view wants after it and the space `next` wants before it.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(trailing, next.leading)
        case .vertical: max(bottom, next.top)
        }
    }

    /// `ViewSpacing(top: 8.0, leading: 8.0, bottom: 8.0, trailing: 8.0)`.
    public var description: String {
        "ViewSpacing(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
