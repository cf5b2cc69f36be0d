import Foundation

/// An angle, in radians or degrees: `.degrees(90)`, `Angle(radians: .pi)`.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() {
        radians = 0
    }

    /// An angle of `radians` radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// A zero angle.
    public static var zero: Angle { Angle() }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The angle scaled by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// The angle as written in source: `.degrees(90.0)`.
    public var description: String { ".degrees(\(degrees))" }
}
