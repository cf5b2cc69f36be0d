/// What Inspector reads of a gesture made of two: `first(_:)`, `second(_:)`.
package protocol ComposedGestureParts {
    var firstGesture: Any { get }
    var secondGesture: Any { get }
}

/// Two gestures recognized together: `first.simultaneously(with: second)`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of the two, each nil while it is not recognized.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?

        /// A value for tests.
        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first` and `second`, recognized together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture recognized after another: `first.sequenced(before: second)`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is: in the first gesture, or in the second with the first's final value.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first ended with this value; the second is under way (nil until it starts).
        case second(First.Value, Second.Value?)
    }

    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized after it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures, the first preferred: `first.exclusively(before: second)`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which of the two was recognized, with its value.
    public enum Value {
        /// The first gesture.
        case first(First.Value)
        /// The second gesture.
        case second(Second.Value)
    }

    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The preferred gesture.
    public var first: First
    /// The gesture recognized when the first is not.
    public var second: Second

    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture: ComposedGestureParts {
    package var firstGesture: Any { first }
    package var secondGesture: Any { second }
}

extension SequenceGesture: ComposedGestureParts {
    package var firstGesture: Any { first }
    package var secondGesture: Any { second }
}

extension ExclusiveGesture: ComposedGestureParts {
    package var firstGesture: Any { first }
    package var secondGesture: Any { second }
}

extension Gesture {
    /// This gesture and `other`, recognized together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, else `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
