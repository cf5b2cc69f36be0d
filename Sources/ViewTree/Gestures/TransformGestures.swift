import Foundation

/// A pinch recognized once its scale changes by `minimumScaleDelta`; its value says how far
/// and how fast it scales.
public struct MagnifyGesture: Gesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        /// When the pinch reported this value.
        public var time: Date
        /// The scale since the pinch started: 1 is unchanged.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, relative to the view's size.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint

        /// A value for tests.
        public init(
            time: Date, magnification: CGFloat, velocity: CGFloat = 0, startAnchor: UnitPoint = .center,
            startLocation: CGPoint = .zero
        ) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch recognized after a change of scale of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A pinch whose value is its scale (SwiftUI's older form of `MagnifyGesture`).
public struct MagnificationGesture: Gesture {
    /// The scale since the pinch started: build one with `MagnificationGesture.Value(magnifyBy:)`.
    public typealias Value = CGFloat
    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A pinch recognized after a change of scale of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension CGFloat {
    /// A magnification's value, as ViewInspector builds it: `MagnificationGesture.Value(magnifyBy: 2)`.
    public init(magnifyBy: CGFloat) {
        self = magnifyBy
    }
}

/// A rotation recognized once it turns by `minimumAngleDelta`; its value says how far and how
/// fast it turns.
public struct RotateGesture: Gesture {
    /// Where a rotation is.
    public struct Value: Equatable, Sendable {
        /// When the rotation reported this value.
        public var time: Date
        /// How far it turned since it started.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// Where it started, relative to the view's size.
        public var startAnchor: UnitPoint
        /// Where it started.
        public var startLocation: CGPoint

        /// A value for tests.
        public init(
            time: Date, rotation: Angle, velocity: Angle = .zero, startAnchor: UnitPoint = .center,
            startLocation: CGPoint = .zero
        ) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The turn that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A rotation recognized after turning `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// A rotation whose value is its angle (SwiftUI's older form of `RotateGesture`).
public struct RotationGesture: Gesture {
    /// How far it turned: build one with `RotationGesture.Value(angle:)`.
    public typealias Value = Angle
    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The turn that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A rotation recognized after turning `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension Angle {
    /// A rotation's value, as ViewInspector builds it: `RotationGesture.Value(angle: .degrees(45))`.
    public init(angle: Angle) {
        self = angle
    }
}
