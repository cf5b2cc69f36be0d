import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional affine transform, as CoreGraphics has it: `transformEffect(_:)` draws a
/// view through one. A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Declared
/// here on platforms whose Foundation has none.
public struct CGAffineTransform: Hashable, Sendable {
    /// Scales x into x.
    public var a: CGFloat
    /// Turns x into y.
    public var b: CGFloat
    /// Turns y into x.
    public var c: CGFloat
    /// Scales y into y.
    public var d: CGFloat
    /// Moves along x.
    public var tx: CGFloat
    /// Moves along y.
    public var ty: CGFloat

    /// A transform with these entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity: nothing moves.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A move by `tx` along x and `ty` along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static var identity: CGAffineTransform { CGAffineTransform() }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
}
#endif
