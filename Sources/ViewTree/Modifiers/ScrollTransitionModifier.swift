import Foundation

/// Where a view is as a scroll view scrolls it: entering or leaving at the top or leading
/// edge, shown, or at the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable, CustomStringConvertible {
    /// Past the top or leading edge of the scroll view.
    case topLeading
    /// Shown: no effect should apply.
    case identity
    /// Past the bottom or trailing edge of the scroll view.
    case bottomTrailing

    /// Whether the view is shown (`.identity`).
    public var isIdentity: Bool { self == .identity }

    /// -1 at the top or leading edge, 0 shown, 1 at the bottom or trailing edge: a factor for
    /// effects that enter from one side and leave by the other.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }

    /// `.topLeading`, `.identity` or `.bottomTrailing`.
    public var description: String {
        switch self {
        case .topLeading: ".topLeading"
        case .identity: ".identity"
        case .bottomTrailing: ".bottomTrailing"
        }
    }
}

/// How a scroll transition moves between its phases: animated when a threshold is crossed,
/// following the scrolling, or not at all.
public struct ScrollTransitionConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// How much of a view must be visible for it to be shown (`.identity`).
    public struct Threshold: Hashable, Sendable, CustomStringConvertible {
        /// The threshold as written in source: `.visible(0.9)`, `.centered`.
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// Shown once fully visible.
        public static var visible: Threshold { Threshold(".visible") }
        /// Shown as soon as any of it is visible.
        public static var hidden: Threshold { Threshold(".hidden") }
        /// Shown when centered in the scroll view.
        public static var centered: Threshold { Threshold(".centered") }
        /// Shown once `amount` (0 to 1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(".visible(\(amount))") }
        /// This threshold, with the scroll view's edges moved in by `distance`.
        public func inset(by distance: Double) -> Threshold { Threshold("\(description).inset(by: \(distance))") }
        /// A threshold `amount` of the way from this one towards `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold("\(description).interpolated(towards: \(other), amount: \(amount))")
        }
    }

    /// How the phases follow one another.
    public enum Method: Hashable, Sendable {
        /// Not at all: the view stays `.identity`.
        case identity
        /// With an animation, when the threshold is crossed.
        case animated(Animation)
        /// Following the scroll offset.
        case interactive
    }

    /// How the phases follow one another.
    public let method: Method
    /// How much of the view must be visible for it to be shown; nil for the default.
    public let threshold: Threshold?
    /// How an interactive transition eases between the phases (`.easeInOut` unless given).
    public let timingCurve: UnitCurve

    private init(method: Method, threshold: Threshold?, timingCurve: UnitCurve = .easeInOut) {
        self.method = method
        self.threshold = threshold
        self.timingCurve = timingCurve
    }

    /// The view is always shown: no transition.
    public static let identity = ScrollTransitionConfiguration(method: .identity, threshold: nil)
    /// Animated with the default animation when the threshold is crossed.
    public static let animated = ScrollTransitionConfiguration(method: .animated(.default), threshold: nil)
    /// Following the scroll offset.
    public static let interactive = ScrollTransitionConfiguration(method: .interactive, threshold: nil)

    /// Following the scroll offset, eased by `timingCurve`.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .interactive, threshold: nil, timingCurve: timingCurve)
    }

    /// Animated with `animation` when the threshold is crossed.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .animated(animation), threshold: nil)
    }

    /// This configuration, shown past `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: method, threshold: threshold, timingCurve: timingCurve)
    }

    /// This configuration, animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(method: .animated(animation), threshold: threshold)
    }

    /// As written in source: `.interactive`, `.animated(.easeIn).threshold(.visible(0.9))`.
    public var description: String {
        let method: String
        switch self.method {
        case .identity: method = ".identity"
        case let .animated(animation): method = animation == .default ? ".animated" : ".animated(\(animation))"
        case .interactive:
            method = timingCurve == .easeInOut ? ".interactive" : ".interactive(timingCurve: \(timingCurve))"
        }
        return threshold.map { "\(method).threshold(\($0))" } ?? method
    }
}

/// Applies effects to the modified view by where it is in its scroll view.
public struct _ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier {
    /// Primitive modifier: applied by the runtime (nothing scrolls).
    public typealias Body = Never

    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    /// Applies what `transition` makes of each phase, moving through the phases at the top or
    /// leading edge as `topLeading` says, and at the other as `bottomTrailing` says.
    public init(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) {
        self.topLeading = topLeading
        self.bottomTrailing = bottomTrailing
        self.axis = axis
        self.transition = transition
    }

    /// The effect in `phase`. Inspector calls the closure through this method: a closure read
    /// by reflection and cast may be called with the wrong convention.
    package func effect(in phase: ScrollTransitionPhase) -> Effect {
        transition(EmptyVisualEffect(), phase)
    }
}

extension View {
    /// Applies to this view the effects `transition` makes of where it is in its scroll view,
    /// along `axis` (the scroll view's, when nil), moving through the phases as `configuration`
    /// says.
    ///
    /// ```swift
    /// ForEach(photos) { photo in
    ///     PhotoView(photo).scrollTransition { content, phase in
    ///         content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
    ///     }
    /// }
    /// ```
    ///
    /// Nothing scrolls here: the view is shown (`.identity`), and Inspector's
    /// `scrollTransition(phase:)` shows it in any phase.
    public consuming func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(
            _ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition))
    }

    /// Applies to this view the effects `transition` makes of where it is in its scroll view,
    /// with a configuration for each edge.
    public consuming func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        modifier(
            _ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}
