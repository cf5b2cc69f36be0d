import Foundation

/// A gradient sweeping around a center, as a shape style or as a view filling its space.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .red], center: .center)
/// AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
/// ```
public struct AngularGradient: View, ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// `gradient` swept around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// `colors`, spread evenly, swept around `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` swept around `center` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `gradient` swept a full turn around `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// `colors`, spread evenly, swept a full turn around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// `stops` swept a full turn around `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// Primitive view: a gradient has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
