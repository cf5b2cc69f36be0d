import Foundation

/// How a view enters and leaves the screen: `.opacity`, `.slide`, `.move(edge: .bottom)`,
/// combined or asymmetric.
///
/// ViewTree does not animate: a transition is a value to be read by tests (`transition()`).
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
    indirect enum Storage: Hashable, Sendable {
        case identity
        case opacity
        case slide
        case scale(scale: Double, anchor: UnitPoint)
        case move(Edge)
        case push(Edge)
        case offset(CGSize)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
        case animated(AnyTransition, Animation?)
        case custom(CustomTransitionBox)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// No transition: the view appears and disappears at once.
    public static let identity = AnyTransition(.identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(.opacity)
    /// Enters from the leading edge, leaves by the trailing edge.
    public static let slide = AnyTransition(.slide)
    /// Grows from nothing, shrinks to nothing.
    public static let scale = AnyTransition(.scale(scale: 0, anchor: .center))

    /// Grows from `scale`, shrinks to it, around `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale: scale, anchor: anchor))
    }

    /// Enters from `edge` and leaves by it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// Enters from `edge`, pushing the view it replaces out by the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }

    /// Moves in from, and out to, `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }

    /// Moves in from, and out to, `(x, y)`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.offset(CGSize(width: x, height: y)))
    }

    /// `insertion` when the view enters, `removal` when it leaves.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion, removal: removal))
    }

    /// This transition and `other` at the same time.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(self, other))
    }

    /// This transition, animated with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(.animated(self, animation))
    }

    /// The transition as written in source: `.move(edge: .bottom).combined(with: .opacity)`.
    public var description: String {
        switch storage {
        case .identity: ".identity"
        case .opacity: ".opacity"
        case .slide: ".slide"
        case let .scale(scale, anchor):
            scale == 0 && anchor == .center ? ".scale" : ".scale(scale: \(scale), anchor: \(anchor))"
        case let .move(edge): ".move(edge: .\(edge))"
        case let .push(edge): ".push(from: .\(edge))"
        case let .offset(size): ".offset(x: \(size.width), y: \(size.height))"
        case let .asymmetric(insertion, removal): ".asymmetric(insertion: \(insertion), removal: \(removal))"
        case let .combined(first, second): "\(first).combined(with: \(second))"
        case let .animated(transition, animation): "\(transition).animation(\(animation.map(\.description) ?? "nil"))"
        case let .custom(box): "AnyTransition(\(box.transition))"
        }
    }
}
