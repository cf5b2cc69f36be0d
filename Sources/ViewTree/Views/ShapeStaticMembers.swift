import Foundation

// SwiftUI's shorthand for the built-in shapes where a shape is expected:
// `.glassEffect(in: .capsule)`, `.clipShape(.rect(cornerRadius: 8))`.

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }

    /// A rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize) -> RoundedRectangle { RoundedRectangle(cornerSize: cornerSize) }
}
