import Foundation

/// A rectangle whose corners have radii of their own.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12)
/// UnevenRoundedRectangle(cornerRadii: .init(bottomLeading: 8, bottomTrailing: 8), style: .circular)
/// ```
public struct UnevenRoundedRectangle: InsettableShape, Hashable, Sendable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The shape of the corners.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii`, of `style`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner (`0`, a square corner, unless given).
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The rectangle filling `rect`, with its corners.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    /// This rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top trailing corner.
    public var topTrailing: CGFloat

    /// Radii for the four corners, `0` unless given.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// The shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curves, as the system draws them.
    case continuous
}
