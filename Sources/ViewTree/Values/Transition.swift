import Foundation

/// Where a view is in its transition: about to appear, shown, or gone.
public enum TransitionPhase: Hashable, Sendable, CustomStringConvertible {
    /// The view is about to be inserted: the transition's starting state.
    case willAppear
    /// The view is shown: no effect should apply.
    case identity
    /// The view has been removed: the transition's final state.
    case didDisappear

    /// Whether the view is shown (`.identity`).
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 shown, 1 after disappearing: a factor for effects that enter from
    /// one side and leave by the other.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }

    /// `.willAppear`, `.identity` or `.didDisappear`.
    public var description: String {
        switch self {
        case .willAppear: ".willAppear"
        case .identity: ".identity"
        case .didDisappear: ".didDisappear"
        }
    }
}

/// What a transition does besides its body.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves the view (reduced motion may replace it).
    public var hasMotion: Bool

    /// Properties of a transition that moves the view or (`hasMotion: false`) does not.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A transition of your own: how the view looks in each phase of entering and leaving.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
///
/// Text("Hello").transition(Twirl())
/// ```
///
/// Nothing is animated here: Inspector's `transition()` reads the transition, and
/// `transitionBody(phase:)` renders its body for a phase.
public protocol Transition {
    /// The view the body builds.
    associatedtype Body: View

    /// The view the transition applies to, in its body.
    typealias Content = PlaceholderContentView<Self>

    /// The view `content` becomes in `phase`, on the main actor (as `View.body`).
    @MainActor @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does besides its body; it moves the view by default.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition moves the view, unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// The view a transition's (or a scoped modifier's) body is given: it stands for the view
/// the transition applies to.
public struct PlaceholderContentView<Value>: View {
    /// The view it stands for, when Inspector renders a body for a view it inspects.
    package let content: any View

    package init(content: any View) {
        self.content = content
    }

    /// Primitive view: a placeholder has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// A custom transition kept in an `AnyTransition`: compared by type, then by value — with
/// `==` when the transition is `Hashable`, else field by field as views are compared
/// (`ViewValueComparison`: a stored closure is never equal).
struct CustomTransitionBox: Hashable, @unchecked Sendable {
    let transition: any Transition

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard type(of: lhs.transition) == type(of: rhs.transition) else { return false }
        if let left = lhs.transition as? any Hashable, let right = rhs.transition as? any Hashable {
            return AnyHashable(left) == AnyHashable(right)
        }
        return ViewValueComparison.isEqual(lhs.transition, rhs.transition)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: transition)))
    }
}

extension AnyTransition {
    /// A custom transition, type-erased.
    public init<T: Transition>(_ transition: T) {
        self.init(.custom(CustomTransitionBox(transition: transition)))
    }

    /// The custom transition inside, found through `combined`, `asymmetric` (insertion first)
    /// and `animation`; nil when it is made of built-in transitions only.
    package var customTransition: (any Transition)? {
        switch storage {
        case let .custom(box): box.transition
        case let .combined(first, second): first.customTransition ?? second.customTransition
        case let .asymmetric(insertion, removal): insertion.customTransition ?? removal.customTransition
        case let .animated(transition, _): transition.customTransition
        case .identity, .opacity, .slide, .scale, .move, .push, .offset: nil
        }
    }
}

extension Transition {
    /// The body for `phase`, with `content` standing for the transitioned view.
    @MainActor package func makeBody(phase: TransitionPhase, content: any View) -> any View {
        body(content: PlaceholderContentView<Self>(content: content), phase: phase)
    }
}

extension View {
    /// Makes this view enter and leave the screen with a transition of your own.
    public consuming func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}

extension PlaceholderContentView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        let view: Any = content
        return [(view, [.erased(ObjectIdentifier(type(of: view)))])]
    }
}
