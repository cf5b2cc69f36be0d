import Foundation

/// The size a parent offers a view: a `nil` dimension asks for the view's ideal size in it,
/// zero for its minimum, infinity for its maximum.
public struct ProposedViewSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The proposed width; nil leaves it to the view.
    public var width: CGFloat?
    /// The proposed height; nil leaves it to the view.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions zero: asks for the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: asks for the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with each nil dimension taken from `size` (10 by 10 by default,
    /// as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// `ProposedViewSize(width: 10.0, height: nil)`.
    public var description: String {
        "ProposedViewSize(width: \(width.map { "\($0)" } ?? "nil"), height: \(height.map { "\($0)" } ?? "nil"))"
    }
}
