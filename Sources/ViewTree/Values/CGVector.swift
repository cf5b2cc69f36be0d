import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as CoreGraphics has it: a velocity in points per second
/// (`DragGesture.Value(time:location:startLocation:velocity:)`). Declared here on platforms
/// whose Foundation has none.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector with these components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}
#endif
