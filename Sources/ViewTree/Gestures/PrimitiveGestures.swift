import Foundation

/// A gesture recognized after `count` taps; its value is `Void`.
public struct TapGesture: Gesture {
    /// The gesture reports nothing but that it happened.
    public typealias Value = Void

    /// The number of taps.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Primitive: understood by its type.
    public typealias Body = Never
}

/// A gesture recognized after `count` taps, reporting where the last tap was.
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint

        /// A value at `location`; build one to call a spatial tap's callbacks in tests.
        public init(location: CGPoint) {
            self.location = location
        }
    }

    /// The number of taps.
    public var count: Int
    /// The coordinate space of the reported location.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps, reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Primitive: understood by its type.
    public typealias Body = Never
}

/// A gesture recognized when a press lasts `minimumDuration` seconds without moving more than
/// `maximumDistance`; its value is whether the press is detected (`true`), then finished.
public struct LongPressGesture: Gesture {
    /// Whether the press is detected: build one with `LongPressGesture.Value(finished:)`.
    public typealias Value = Bool

    /// The seconds the press must last.
    public var minimumDuration: Double
    /// How far the finger may move, in points, before the gesture fails.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds, moving at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Primitive: understood by its type.
    public typealias Body = Never
}

extension Bool {
    /// A long press's value: `LongPressGesture.Value(finished: true)`, as ViewInspector builds
    /// it (a long press's value is a `Bool`).
    public init(finished: Bool) {
        self = finished
    }
}

/// A gesture recognized once a drag moves `minimumDistance` points; its value says where the
/// drag is and how fast it moves.
public struct DragGesture: Gesture {
    /// Where a drag is: its time, its start and current locations, its velocity.
    public struct Value: Equatable, Sendable {
        /// When the drag reported this value.
        public var time: Date
        /// Where the drag is now.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How fast the drag moves, in points per second.
        public var velocity: CGSize

        /// A value for tests: `DragGesture.Value(time: Date(), location: end, startLocation: start,
        /// velocity: CGVector(dx: 0, dy: 0))`.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGVector) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = CGSize(width: velocity.dx, height: velocity.dy)
        }

        /// How far the drag moved from its start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would end if it stopped now, moving on at its velocity for a quarter
        /// of a second.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
        }

        /// The translation at `predictedEndLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far, in points, the drag moves before it is recognized.
    public var minimumDistance: CGFloat
    /// The coordinate space of the reported locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag recognized after `minimumDistance` points, reporting in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Primitive: understood by its type.
    public typealias Body = Never
}
