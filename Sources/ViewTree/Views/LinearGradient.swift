import Foundation

/// A gradient along a line, as a shape style (`Rectangle().fill(LinearGradient(…))`) or as a
/// view filling its space.
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
/// ```
public struct LinearGradient: View, ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// `gradient` drawn from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// `colors`, spread evenly, drawn from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` drawn from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// Primitive view: a gradient has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
