/// An interaction a user performs on a view — a tap, a long press, a drag — described as a
/// value, and attached with `.gesture(_:including:)`, `.highPriorityGesture(_:including:)` or
/// `.simultaneousGesture(_:including:)`.
///
/// ```swift
/// let drag = DragGesture(minimumDistance: 20)
///     .onChanged { value in offset = value.translation }
///     .onEnded { _ in offset = .zero }
/// Rectangle().gesture(drag)
/// ```
///
/// ViewTree recognizes no touches: a gesture's configuration and callbacks are kept so that
/// tests can read them and call them (Inspector's `gesture(_:)`, `gestureCallEnded(value:)`).
/// The built-in gestures are primitive: their `Body` is `Never`.
public protocol Gesture<Value> {
    /// What the gesture reports to its callbacks.
    associatedtype Value

    /// The gesture this one is made of; `Never` for the built-in gestures.
    associatedtype Body: Gesture

    /// The content of a composite gesture, evaluated on the main actor, as a view's body.
    @MainActor var body: Self.Body { get }
}

extension Never: Gesture {
    /// `Never` reports nothing.
    public typealias Value = Never
}

/// An optional gesture, attached only when it is not nil: `.gesture(isOn ? drag : nil)`.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value

    /// Primitive: the wrapped gesture, if any, is inspected directly.
    public typealias Body = Never
}

extension Gesture where Body == Never {
    /// Unreachable: a built-in gesture is understood by its type and has no body.
    public var body: Never { primitiveGestureBody(of: Self.self) }
}

/// Stops the program when something asks a built-in gesture for its body: nothing in
/// ViewTree or Inspector does.
@usableFromInline
func primitiveGestureBody<G>(of type: G.Type) -> Never {
    fatalError("\(G.self) is a primitive gesture: it has no body to evaluate.")
}

/// Which gestures a `.gesture(_:including:)` enables: the attached one, those of the views
/// inside, both, or none.
public struct GestureMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The mask's bits.
    public let rawValue: UInt32

    /// A mask with the bits of `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No gesture is enabled.
    public static let none: GestureMask = []
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]

    /// The mask as written in source: `.all`, `.gesture`.
    public var description: String {
        switch self {
        case .none: ".none"
        case .gesture: ".gesture"
        case .subviews: ".subviews"
        case .all: ".all"
        default: "GestureMask(rawValue: \(rawValue))"
        }
    }
}

/// The context of a state change: passed to a gesture's `updating(_:body:)` callback, which
/// may change it.
///
/// ViewTree does not animate: the transaction's flags are kept for the callbacks to read and
/// write, and change nothing.
public struct Transaction: Sendable {
    /// Whether animations are turned off for this change.
    public var disablesAnimations: Bool
    /// Whether the change is part of a continuous interaction, such as a drag.
    public var isContinuous: Bool
    /// The animation of the change; nil: none.
    public var animation: Animation?
    /// What `addAnimationCompletion(criteria:_:)` added.
    package var animationCompletions = AnimationCompletions()

    /// A transaction with animations on, not continuous, without an animation.
    public init() {
        disablesAnimations = false
        isContinuous = false
        animation = nil
    }

    /// A transaction animated with `animation`.
    public init(animation: Animation?) {
        self.init()
        self.animation = animation
    }
}
