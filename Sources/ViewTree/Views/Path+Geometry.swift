import Foundation

/// The geometry behind `Path`: shapes as the lines and curves that draw them, arcs as cubic
/// curves, the extremes of curves, and the numbers of `description`.
enum PathGeometry {
    /// How far along a quarter circle's tangents its cubic curve's control points lie.
    static let kappa = 4 * (2.squareRoot() - 1) / 3

    /// `elements` with ellipses and rounded rectangles (and rectangles, unless `keepsRects`)
    /// replaced by the moves, lines and curves that draw them.
    static func drawn(_ elements: [Path.Element], keepsRects: Bool = true) -> [Path.Element] {
        elements.flatMap { element -> [Path.Element] in
            switch element {
            case let .rect(rect) where !keepsRects:
                return [
                    .move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                    .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
                    .closeSubpath,
                ]
            case let .ellipse(rect):
                return ellipse(in: rect)
            case let .roundedRect(rect, size):
                let corner = CGSize(width: min(size.width, rect.width / 2), height: min(size.height, rect.height / 2))
                return roundedRect(rect, corners: [corner, corner, corner, corner])
            case let .unevenRoundedRect(rect, radii):
                let limit = min(rect.width, rect.height) / 2
                let corners = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading].map {
                    CGSize(width: min($0, limit), height: min($0, limit))
                }
                return roundedRect(rect, corners: corners)
            default:
                return [element]
            }
        }
    }

    /// An ellipse from its rightmost point, through its bottom, left and top: four curves.
    private static func ellipse(in rect: CGRect) -> [Path.Element] {
        let radiusX = rect.width / 2, radiusY = rect.height / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var result: [Path.Element] = [.move(to: CGPoint(x: rect.maxX, y: rect.midY))]
        for quarter in 0..<4 {
            let start = Double(quarter) * .pi / 2, end = start + .pi / 2
            result.append(
                .curve(
                    to: CGPoint(x: center.x + radiusX * cos(end), y: center.y + radiusY * sin(end)),
                    control1: CGPoint(
                        x: center.x + radiusX * (cos(start) - kappa * sin(start)),
                        y: center.y + radiusY * (sin(start) + kappa * cos(start))),
                    control2: CGPoint(
                        x: center.x + radiusX * (cos(end) + kappa * sin(end)),
                        y: center.y + radiusY * (sin(end) - kappa * cos(end)))))
        }
        return result + [.closeSubpath]
    }

    /// A rectangle with elliptical corners (top trailing, bottom trailing, bottom leading, top
    /// leading), from the end of its top leading corner, clockwise on screen.
    private static func roundedRect(_ rect: CGRect, corners: [CGSize]) -> [Path.Element] {
        let (topTrailing, bottomTrailing, bottomLeading, topLeading) = (corners[0], corners[1], corners[2], corners[3])
        func corner(to point: CGPoint, from start: CGPoint, through vertex: CGPoint) -> Path.Element {
            .curve(
                to: point,
                control1: CGPoint(x: start.x + (vertex.x - start.x) * kappa, y: start.y + (vertex.y - start.y) * kappa),
                control2: CGPoint(x: point.x + (vertex.x - point.x) * kappa, y: point.y + (vertex.y - point.y) * kappa))
        }
        var result: [Path.Element] = []
        var current = CGPoint(x: rect.minX + topLeading.width, y: rect.minY)
        result.append(.move(to: current))
        let steps: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX - topTrailing.width, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
             CGPoint(x: rect.maxX, y: rect.minY + topTrailing.height)),
            (CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing.height), CGPoint(x: rect.maxX, y: rect.maxY),
             CGPoint(x: rect.maxX - bottomTrailing.width, y: rect.maxY)),
            (CGPoint(x: rect.minX + bottomLeading.width, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
             CGPoint(x: rect.minX, y: rect.maxY - bottomLeading.height)),
            (CGPoint(x: rect.minX, y: rect.minY + topLeading.height), CGPoint(x: rect.minX, y: rect.minY),
             CGPoint(x: rect.minX + topLeading.width, y: rect.minY)),
        ]
        for (lineEnd, vertex, cornerEnd) in steps {
            if lineEnd != current { result.append(.line(to: lineEnd)) }
            if cornerEnd != lineEnd { result.append(corner(to: cornerEnd, from: lineEnd, through: vertex)) }
            current = cornerEnd
        }
        return result + [.closeSubpath]
    }

    /// The cubic curves of an arc around `center` from the angle `start`, turning by `sweep`,
    /// in pieces of at most a quarter turn.
    static func arcCurves(center: CGPoint, radius: CGFloat, start: Double, sweep: Double) -> [Path.Element] {
        // Past a whole turn the outline is the same circle again: draw it once, then the rest
        // of the turn, so the arc still ends where it would.
        guard sweep.isFinite else { return [] }
        let sweep = abs(sweep) <= 2 * .pi
            ? sweep : (2 * .pi + abs(sweep).truncatingRemainder(dividingBy: 2 * .pi)) * (sweep < 0 ? -1 : 1)
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        guard sweep != 0 else { return [] }
        return (0..<pieces).map { index in
            let from = start + step * Double(index), to = from + step
            let begin = point(from), end = point(to)
            return .curve(
                to: end,
                control1: CGPoint(x: begin.x - handle * radius * sin(from), y: begin.y + handle * radius * cos(from)),
                control2: CGPoint(x: end.x + handle * radius * sin(to), y: end.y - handle * radius * cos(to)))
        }
    }

    /// The arc of `radius` tangent to the lines `start`–`corner` and `corner`–`end`: its
    /// center, first point, start angle and (short) sweep; nil when the lines do not turn.
    static func tangentArc(
        from start: CGPoint, corner: CGPoint, to end: CGPoint, radius: CGFloat
    ) -> (center: CGPoint, start: CGPoint, startAngle: Double, sweep: Double)? {
        func unit(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat)? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 ? (x / length, y / length) : nil
        }
        guard radius > 0, let toStart = unit(start.x - corner.x, start.y - corner.y),
            let toEnd = unit(end.x - corner.x, end.y - corner.y)
        else { return nil }
        let cosine = max(-1, min(1, toStart.0 * toEnd.0 + toStart.1 * toEnd.1))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < .pi - 1e-9, let bisector = unit(toStart.0 + toEnd.0, toStart.1 + toEnd.1) else {
            return nil
        }
        let along = radius / tan(angle / 2)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: corner.x + bisector.0 * centerDistance, y: corner.y + bisector.1 * centerDistance)
        let first = CGPoint(x: corner.x + toStart.0 * along, y: corner.y + toStart.1 * along)
        let last = CGPoint(x: corner.x + toEnd.0 * along, y: corner.y + toEnd.1 * along)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        var sweep = atan2(last.y - center.y, last.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return (center, first, Double(startAngle), Double(sweep))
    }

    /// The inverse of `transform`, nil when it has none.
    static func inverse(_ transform: CGAffineTransform) -> CGAffineTransform? {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0 else { return nil }
        let a = transform.d / determinant, b = -transform.b / determinant
        let c = -transform.c / determinant, d = transform.a / determinant
        return CGAffineTransform(
            a: a, b: b, c: c, d: d, tx: -(a * transform.tx + c * transform.ty), ty: -(b * transform.tx + d * transform.ty))
    }

    /// `element` with `move` applied to each of its points (a move, line or curve).
    static func map(_ element: Path.Element, _ move: (CGPoint) -> CGPoint) -> Path.Element {
        switch element {
        case let .move(point): .move(to: move(point))
        case let .line(point): .line(to: move(point))
        case let .quadCurve(point, control): .quadCurve(to: move(point), control: move(control))
        case let .curve(point, control1, control2): .curve(to: move(point), control1: move(control1), control2: move(control2))
        default: element
        }
    }

    /// `element` moved by `dx` and `dy`, shapes staying shapes.
    static func offset(_ element: Path.Element, dx: CGFloat, dy: CGFloat) -> Path.Element {
        switch element {
        case let .rect(rect): .rect(rect.offsetBy(dx: dx, dy: dy))
        case let .ellipse(rect): .ellipse(in: rect.offsetBy(dx: dx, dy: dy))
        case let .roundedRect(rect, size): .roundedRect(rect.offsetBy(dx: dx, dy: dy), cornerSize: size)
        case let .unevenRoundedRect(rect, radii): .unevenRoundedRect(rect.offsetBy(dx: dx, dy: dy), cornerRadii: radii)
        default: map(element) { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        }
    }

    /// The end points of a quadratic curve and its points farthest along either axis.
    static func quadExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGPoint] {
        var points = [p0, p2]
        for axis in [\CGPoint.x, \CGPoint.y] {
            let denominator = p0[keyPath: axis] - 2 * p1[keyPath: axis] + p2[keyPath: axis]
            guard denominator != 0 else { continue }
            let t = (p0[keyPath: axis] - p1[keyPath: axis]) / denominator
            guard t > 0, t < 1 else { continue }
            let u = 1 - t
            points.append(CGPoint(
                x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
        return points
    }

    /// The end points of a cubic curve and its points farthest along either axis.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var points = [p0, p3]
        for axis in [\CGPoint.x, \CGPoint.y] {
            let (v0, v1, v2, v3) = (p0[keyPath: axis], p1[keyPath: axis], p2[keyPath: axis], p3[keyPath: axis])
            // The derivative, divided by 3: a t² + b t + c.
            let a = -v0 + 3 * v1 - 3 * v2 + v3, b = 2 * (v0 - 2 * v1 + v2), c = v1 - v0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots = [-c / b] }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 {
                points.append(cubicPoint(p0, p1, p2, p3, at: t))
            }
        }
        return points
    }

    /// The point at `t` of a cubic curve.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    /// Points' coordinates, as `description` writes them: whole numbers without a fraction.
    static func numbers(_ points: CGPoint...) -> String {
        points.flatMap { [$0.x, $0.y] }.map { value in
            let rounded = (value * 1e6).rounded() / 1e6
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(describing: Double(rounded))
        }.joined(separator: " ")
    }
}

extension Path {
    /// The part of this path from the fraction `from` of its length to `to` (each between 0
    /// and 1): lines cut where the length falls, curves split there (their lengths measured
    /// along 32 chords each); closing a subpath counts as its line back to the start.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = max(0, min(1, from)), to = max(0, min(1, to))
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let pieces = PathGeometry.pieces(of: elements)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let start = from * total, end = to * total
        var result = Path()
        var walked: CGFloat = 0
        var last: CGPoint?
        for piece in pieces {
            defer { walked += piece.length }
            let pieceStart = walked, pieceEnd = walked + piece.length
            guard pieceEnd > start, pieceStart < end, piece.length > 0 else { continue }
            let t0 = max(0, (start - pieceStart) / piece.length), t1 = min(1, (end - pieceStart) / piece.length)
            let part = piece.part(from: piece.parameter(atFraction: t0), to: piece.parameter(atFraction: t1))
            if last != part[0] { result.move(to: part[0]) }
            if part.count == 2 {
                result.addLine(to: part[1])
            } else {
                result.addCurve(to: part[3], control1: part[1], control2: part[2])
            }
            last = part[part.count - 1]
        }
        return result
    }
}

extension PathGeometry {
    /// A line or a cubic curve of a path, with its length.
    struct Piece {
        /// Two points (a line) or four (a cubic curve).
        let points: [CGPoint]
        /// The lengths along the curve at each of its 32 chords' ends, for a curve.
        let lengths: [CGFloat]
        let length: CGFloat

        init(_ points: [CGPoint]) {
            self.points = points
            if points.count == 2 {
                lengths = []
                length = distance(points[0], points[1])
            } else {
                var running: [CGFloat] = [0]
                var previous = points[0]
                for step in 1...32 {
                    let next = cubicPoint(points[0], points[1], points[2], points[3], at: CGFloat(step) / 32)
                    running.append(running[running.count - 1] + distance(previous, next))
                    previous = next
                }
                lengths = running
                length = running[running.count - 1]
            }
        }

        /// The curve parameter at a fraction of the length.
        func parameter(atFraction fraction: CGFloat) -> CGFloat {
            guard points.count == 4, length > 0 else { return fraction }
            let target = fraction * length
            guard let index = lengths.firstIndex(where: { $0 >= target }), index > 0 else { return 0 }
            let span = lengths[index] - lengths[index - 1]
            let within = span > 0 ? (target - lengths[index - 1]) / span : 0
            return (CGFloat(index - 1) + within) / 32
        }

        /// The points of the part between the parameters `t0` and `t1`.
        func part(from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
            if points.count == 2 {
                return [lerp(points[0], points[1], t0), lerp(points[0], points[1], t1)]
            }
            let tail = split(points, at: t0).1
            let scaled = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            return split(tail, at: scaled).0
        }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// A cubic curve split at `t` (de Casteljau): the part before, the part after.
    static func split(_ curve: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        let ab = lerp(curve[0], curve[1], t), bc = lerp(curve[1], curve[2], t), cd = lerp(curve[2], curve[3], t)
        let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
        let middle = lerp(abc, bcd, t)
        return ([curve[0], ab, abc, middle], [middle, bcd, cd, curve[3]])
    }

    /// The lines and cubic curves that draw `elements`, quadratic curves raised to cubic ones
    /// and each closed subpath's line back to its start included.
    static func pieces(of elements: [Path.Element]) -> [Piece] {
        var pieces: [Piece] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in drawn(elements, keepsRects: false) {
            switch element {
            case let .move(point):
                current = point
                subpathStart = point
            case let .line(point):
                if let from = current { pieces.append(Piece([from, point])) }
                current = point
            case let .quadCurve(point, control):
                if let from = current {
                    pieces.append(Piece([from, lerp(from, control, 2.0 / 3), lerp(point, control, 2.0 / 3), point]))
                }
                current = point
            case let .curve(point, control1, control2):
                if let from = current { pieces.append(Piece([from, control1, control2, point])) }
                current = point
            case .closeSubpath:
                if let from = current, let start = subpathStart, from != start { pieces.append(Piece([from, start])) }
                current = subpathStart
            case .rect, .ellipse, .roundedRect, .unevenRoundedRect:
                break
            }
        }
        return pieces
    }
}
