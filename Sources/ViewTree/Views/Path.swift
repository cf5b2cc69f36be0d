import Foundation

/// The outline of a 2D shape, as a list of drawing elements.
///
/// Rectangles, ellipses and rounded rectangles are kept as they were added, so that a shape's
/// path compares equal to `Path(rect)`; arcs are added as the cubic curves that draw them, as
/// in SwiftUI. `description` writes the path in SwiftUI's form (`"0 0 m 10 0 l h"`, a
/// rectangle `"0 0 10 10 re"`), and `boundingRect` is the smallest rectangle holding the drawn
/// outline (not its curves' control points).
public struct Path: Shape, Equatable, Sendable, CustomStringConvertible {
    /// One drawing step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case rect(CGRect)
        case ellipse(in: CGRect)
        case roundedRect(CGRect, cornerSize: CGSize)
        case unevenRoundedRect(CGRect, cornerRadii: RectangleCornerRadii)
        case closeSubpath
    }

    /// The drawing steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        elements = [.rect(rect)]
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        elements = [.ellipse(in: rect)]
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))]
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, cornerSize: cornerSize)]
    }

    /// A rounded rectangle whose corners have radii of their own.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        elements = [.unevenRoundedRect(rect, cornerRadii: cornerRadii)]
    }

    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from: where the last one ended (a closed subpath's
    /// start; a rectangle's, an ellipse's first point); nil for an empty path.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in PathGeometry.drawn(elements) {
            switch element {
            case let .move(point):
                subpathStart = point
                current = point
            case let .line(point), let .quadCurve(point, _), let .curve(point, _, _):
                current = point
            case .closeSubpath:
                current = subpathStart
            case let .rect(rect):
                subpathStart = rect.origin
                current = rect.origin
            case .ellipse, .roundedRect, .unevenRoundedRect:
                break
            }
        }
        return current
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Starts a subpath at the first point and adds straight lines through the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point`, bending toward `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`, bending toward `control1` then `control2`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a rectangle, as its own subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        add(.rect(rect), transform: transform)
    }

    /// Adds rectangles, each as its own subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        add(.ellipse(in: rect), transform: transform)
    }

    /// Adds a rounded rectangle with elliptical corners of `cornerSize`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        add(.roundedRect(rect, cornerSize: cornerSize), transform: transform)
    }

    /// Adds a rounded rectangle whose corners have radii of their own.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        add(.unevenRoundedRect(rect, cornerRadii: cornerRadii), transform: transform)
    }

    /// Adds the elements of `path`, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        if transform == .identity {
            elements += path.elements
        } else {
            elements += path.applying(transform).elements
        }
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`, clockwise
    /// or not (in the path's coordinates, where angles grow from the x axis toward the y
    /// axis), with a line to its start from the current point, or a move there in an empty
    /// path.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite else { return }
        // Turned the way asked, in whole turns at once (a loop of single turns would never
        // end for a huge angle).
        if clockwise, sweep > 0 {
            sweep -= (sweep / (2 * .pi)).rounded(.up) * 2 * .pi
        } else if !clockwise, sweep < 0 {
            sweep += (-sweep / (2 * .pi)).rounded(.up) * 2 * .pi
        }
        addArcCurves(center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// Adds an arc of the circle around `center` from `startAngle`, turning by `delta`
    /// (positive toward the y axis), with a line to its start from the current point.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArcCurves(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, with a line from the current point
    /// to where it starts. Without a current point, or when the lines do not turn, it adds a
    /// line to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let start = currentPoint.map({ PathGeometry.inverse(transform)?.apply(to: $0) ?? $0 }) else {
            add(.move(to: tangent1End), transform: transform)
            return
        }
        guard let arc = PathGeometry.tangentArc(from: start, corner: tangent1End, to: tangent2End, radius: radius) else {
            add(.line(to: tangent1End), transform: transform)
            return
        }
        add(.line(to: arc.start), transform: transform)
        for element in PathGeometry.arcCurves(center: arc.center, radius: radius, start: arc.startAngle, sweep: arc.sweep) {
            add(element, transform: transform)
        }
    }

    private mutating func addArcCurves(
        center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform
    ) {
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        add(isEmpty ? .move(to: first) : .line(to: first), transform: transform)
        for element in PathGeometry.arcCurves(center: center, radius: radius, start: start, sweep: sweep) {
            add(element, transform: transform)
        }
    }

    /// Appends `element` transformed: as it is under the identity, else as the lines and curves
    /// that draw it, their points transformed.
    private mutating func add(_ element: Element, transform: CGAffineTransform) {
        if transform == .identity {
            elements.append(element)
        } else {
            elements += PathGeometry.drawn([element], keepsRects: false).map { PathGeometry.map($0, transform.apply(to:)) }
        }
    }

    // MARK: - Transforming

    /// This path with every point transformed by `transform` (rectangles and ellipses, unless
    /// only moved, become the lines and curves that draw them).
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        var path = Path()
        let translates = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        for element in elements {
            if translates {
                path.elements.append(PathGeometry.offset(element, dx: transform.tx, dy: transform.ty))
            } else {
                path.elements += PathGeometry.drawn([element], keepsRects: false).map { PathGeometry.map($0, transform.apply(to:)) }
            }
        }
        return path
    }

    /// This path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    // MARK: - Reading

    /// The smallest rectangle holding every point the path draws (for curves, their extremes,
    /// not their control points); `.zero` for an empty path.
    public var boundingRect: CGRect {
        var bounds: CGRect?
        func include(_ point: CGPoint) {
            let rect = CGRect(origin: point, size: .zero)
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        var current = CGPoint.zero
        for element in PathGeometry.drawn(elements) {
            switch element {
            case let .move(point), let .line(point):
                include(point)
                current = point
            case let .quadCurve(point, control):
                PathGeometry.quadExtremes(current, control, point).forEach(include)
                current = point
            case let .curve(point, control1, control2):
                PathGeometry.cubicExtremes(current, control1, control2, point).forEach(include)
                current = point
            case let .rect(rect):
                include(rect.origin)
                include(CGPoint(x: rect.maxX, y: rect.maxY))
                current = rect.origin
            case .ellipse, .roundedRect, .unevenRoundedRect, .closeSubpath:
                break
            }
        }
        return bounds ?? .zero
    }

    /// The path as SwiftUI writes it: each element's points then its operator (`m` move, `l`
    /// line, `q` and `c` curves, `h` close, `re` rectangle).
    public var description: String {
        PathGeometry.drawn(elements).map { element in
            switch element {
            case let .move(point): PathGeometry.numbers(point) + " m"
            case let .line(point): PathGeometry.numbers(point) + " l"
            case let .quadCurve(point, control): PathGeometry.numbers(control, point) + " q"
            case let .curve(point, control1, control2): PathGeometry.numbers(control1, control2, point) + " c"
            case let .rect(rect):
                PathGeometry.numbers(rect.origin, CGPoint(x: rect.width, y: rect.height)) + " re"
            case .closeSubpath, .ellipse, .roundedRect, .unevenRoundedRect: "h"
            }
        }.joined(separator: " ")
    }

    /// A path is its own outline.
    public func path(in rect: CGRect) -> Path { self }
}

extension CGAffineTransform {
    /// `point` transformed.
    package func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
