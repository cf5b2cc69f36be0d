import Foundation

// The shapes that shape modifiers return, so that `fill` and `stroke` can follow:
// `Circle().offset(x: 4).fill(.red)`, `Rectangle().rotation(.degrees(45)).stroke()`,
// `Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2)`.

extension Shape {
    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape turned by `angle` around `anchor`, a point of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` around `anchor`, a point of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` around `anchor`, a point of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// This shape drawn in a frame of `size`, at the origin of the frame it is given.
    public func size(_ size: CGSize) -> some Shape {
        _SizedShape(shape: self, size: size)
    }

    /// This shape drawn in a frame `width` by `height`, at the origin of the frame it is given.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The part of this shape's outline from the fraction `startFraction` of its length to
    /// `endFraction`: `Circle().trim(from: 0, to: 0.25)` is a quarter of the circle.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// The point of `rect` at `anchor`.
private func point(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
}

/// `transform` applied around `center` instead of the origin.
private func around(_ center: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(translationX: -center.x, y: -center.y).concatenating(transform)
        .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape being moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape inset by `amount`.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape turned around an anchor point.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape being turned.
    public var shape: Content
    /// How far it is turned.
    public var angle: Angle
    /// The point of its frame it turns around.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` around `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path, turned.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(around(point(anchor, in: rect), CGAffineTransform(rotationAngle: angle.radians)))
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The turned shape inset by `amount`.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around an anchor point.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape being scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of its frame that stays in place.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` around `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path, scaled.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(around(point(anchor, in: rect), CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
}

/// A shape transformed by an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape being transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// A shape drawn in a frame of a fixed size.
public struct _SizedShape<S: Shape>: Shape {
    /// The shape.
    public var shape: S
    /// The size of the frame it is drawn in.
    public var size: CGSize

    /// `shape` drawn in a frame of `size`.
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    /// The shape's path in a frame of `size` at `rect`'s origin.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

/// A part of a shape's outline.
public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape.
    public var shape: S
    /// Where the part starts, as a fraction of the outline's length.
    public var startFraction: CGFloat
    /// Where the part ends, as a fraction of the outline's length.
    public var endFraction: CGFloat

    /// The part of `shape`'s outline from `startFraction` to `endFraction`.
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The part of the shape's path.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

// MARK: - Filling and stroking a drawn shape (iOS 17)

extension _ShapeView {
    /// Fills the shape with `content` over this view: `Circle().stroke(.red, lineWidth: 4)
    /// .fill(.yellow)` draws the fill in front, the stroke behind as its background.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView<Content, S>(shape: shape, style: content, fillStyle: style).background(self)
    }

    /// Fills the outlined shape with `content` over this stroke: the shape, not its outline.
    public func fill<Base: Shape, S: ShapeStyle>(
        _ content: S, style: FillStyle = FillStyle()
    ) -> some View where Content == _StrokedShape<Base> {
        _ShapeView<Base, S>(shape: shape.shape, style: content, fillStyle: style).background(self)
    }

    /// Draws the shape's outline with `content` over this view: `Circle().fill(.yellow)
    /// .stroke(.red, lineWidth: 4)`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView<_StrokedShape<Content>, S>(
            shape: _StrokedShape(shape: shape, style: style), style: content, fillStyle: FillStyle(antialiased: antialiased)
        ).background(self)
    }

    /// Draws the shape's outline with `content`, `lineWidth` wide, over this view.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Draws the outline of the stroked shape again with `content` over this stroke: the
    /// shape's outline, not the outline of its outline.
    public func stroke<Base: Shape, S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> some View where Content == _StrokedShape<Base> {
        _ShapeView<_StrokedShape<Base>, S>(
            shape: _StrokedShape(shape: shape.shape, style: style), style: content,
            fillStyle: FillStyle(antialiased: antialiased)
        ).background(self)
    }

    /// Draws the outline of the stroked shape again with `content`, `lineWidth` wide.
    public func stroke<Base: Shape, S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View where Content == _StrokedShape<Base> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
