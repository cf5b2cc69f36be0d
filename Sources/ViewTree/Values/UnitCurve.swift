import Foundation

/// A function from 0 to 1 onto 0 to 1 (mostly): how an animation or an interactive transition
/// eases. `UnitCurve.easeInOut.value(at: 0.5)` is 0.5.
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    private enum Shape: Hashable, Sendable {
        case linear
        case bezier(UnitPoint, UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    private let shape: Shape
    /// As written in source: `.easeInOut`, `.bezier(startControlPoint: …, endControlPoint: …)`.
    public let description: String

    private init(_ shape: Shape, _ description: String) {
        self.shape = shape
        self.description = description
    }

    /// The identity: `value(at: t)` is `t`.
    public static let linear = UnitCurve(.linear, ".linear")
    /// Starts slowly.
    public static let easeIn = UnitCurve(.bezier(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 1, y: 1)), ".easeIn")
    /// Ends slowly.
    public static let easeOut = UnitCurve(.bezier(UnitPoint(x: 0, y: 0), UnitPoint(x: 0.58, y: 1)), ".easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(.bezier(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1)), ".easeInOut")
    /// A quarter circle that starts slowly: `1 - √(1 - t²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn, ".circularEaseIn")
    /// A quarter circle that ends slowly: `√(1 - (t - 1)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut, ".circularEaseOut")
    /// The two quarter circles, one for each half.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut, ".circularEaseInOut")

    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            .bezier(startControlPoint, endControlPoint),
            ".bezier(startControlPoint: UnitPoint(x: \(startControlPoint.x), y: \(startControlPoint.y)),"
                + " endControlPoint: UnitPoint(x: \(endControlPoint.x), y: \(endControlPoint.y)))")
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch shape {
        case .linear: return t
        case let .bezier(start, end): return Self.bezierValue(at: t, start, end)
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return (1 - (t - 1) * (t - 1)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5
                ? (1 - (1 - 4 * t * t).squareRoot()) / 2
                : ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1) / 2
        }
    }

    /// How fast the value changes at `progress`: the curve's slope there.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-4
        let low = max(progress - step, 0)
        let high = min(progress + step, 1)
        return (value(at: high) - value(at: low)) / (high - low)
    }

    /// The y of the Bézier curve whose x is `x`: solves x(s) = x for the curve's parameter.
    private static func bezierValue(at x: Double, _ start: UnitPoint, _ end: UnitPoint) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        // x(s) rises from 0 to 1 for control points within 0…1: bisection finds s.
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if coordinate(middle, start.x, end.x) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, start.y, end.y)
    }
}
