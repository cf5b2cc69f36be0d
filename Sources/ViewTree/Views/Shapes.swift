import Foundation

/// A 2D shape: a view that fills its space with its outline's interior.
///
/// ```swift
/// Rectangle().fill(Color.red)
/// Circle().stroke(Color.blue, lineWidth: 2)
/// RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 3, antialiased: true)
/// ```
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
    }

    /// Fills this shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The outline of this shape, as a shape.
    public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }

    /// The outline of this shape drawn `lineWidth` wide, as a shape.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the outline of this shape with `content`.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(
            shape: _StrokedShape(shape: self, style: style), style: content,
            fillStyle: FillStyle(antialiased: antialiased))
    }

    /// Draws the outline of this shape with `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape that can be inset, so that a border can be drawn inside it.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Draws a border inside this shape with `content`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Draws a border `lineWidth` wide inside this shape with `content`.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Draws a border inside this shape with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Draws a border `lineWidth` wide inside this shape with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

/// A shape filled (or its stroke drawn) with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle

    /// Fills `shape` with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// Primitive view: a filled shape has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The outline of a shape, as a shape.
public struct _StrokedShape<S: Shape>: Shape {
    /// The shape whose outline this is.
    public var shape: S
    /// How the outline is drawn.
    public var style: StrokeStyle

    /// The outline of `shape` drawn with `style`.
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the stroked shape (the shape's own path; the stroke is drawn on it).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }
}

/// A shape inset on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
    /// The shape being inset.
    public var base: Base
    /// How far each side is moved in.
    public var amount: CGFloat

    /// `base` inset by `amount`.
    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    /// The base shape's path in the inset rectangle.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// This shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

/// How a shape is filled.
public struct FillStyle: Equatable, Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

#if canImport(CoreGraphics)
    import CoreGraphics
#else
    /// The shape of the ends of a stroked line.
    public enum CGLineCap: Int32, Sendable {
        case butt, round, square
    }

    /// The shape of the joins of a stroked line.
    public enum CGLineJoin: Int32, Sendable {
        case miter, round, bevel
    }
#endif

/// How the outline of a shape is drawn.
public struct StrokeStyle: Equatable, Hashable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: CGLineCap
    /// The shape of the line's joins.
    public var lineJoin: CGLineJoin
    /// The limit of mitered joins.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// Where the dash pattern starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

// MARK: - Built-in shapes

/// A rectangle.
public struct Rectangle: InsettableShape, Hashable, Sendable {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// This rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

/// A circle centered in its frame.
public struct Circle: InsettableShape, Hashable, Sendable {
    /// Creates a circle.
    public init() {}
    /// The largest circle that fits in `rect`, centered.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// This circle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .circular)
/// ```
public struct RoundedRectangle: InsettableShape, Hashable, Sendable {
    /// The size of the corners.
    public var cornerSize: CGSize
    /// The shape of the corners: `.continuous` unless given.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius`, drawn in `style`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with elliptical corners of `cornerSize`, drawn in `style`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// This rounded rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: InsettableShape, Hashable, Sendable {
    /// The shape of the corners: `.continuous` unless given.
    public var style: RoundedCornerStyle

    /// Creates a capsule whose ends are drawn in `style`.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }
    /// This capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Hashable, Sendable {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// This ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// The shape of the container the view is in, inset to the view's frame.
///
/// There is no container to take a shape from without a screen (SwiftUI takes it from widgets
/// and some platform containers): it is a rectangle, as SwiftUI draws it where no container
/// gives one.
public struct ContainerRelativeShape: InsettableShape, Hashable, Sendable {
    /// Creates the shape of the enclosing container.
    public init() {}
    /// The rectangle filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// This shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount)
    }
}
