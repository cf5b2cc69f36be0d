import Foundation

/// How a change is animated: its timing curve, duration, delay, speed and repetition.
///
/// ```swift
/// .animation(.easeInOut(duration: 0.3), value: isExpanded)
/// .animation(.spring(response: 0.4, dampingFraction: 0.7).delay(0.1), value: offset)
/// ```
///
/// ViewTree does not animate: an animation is a value to be read by tests (`animation()`).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The timing of an animation.
    enum Curve: Hashable, Sendable {
        case automatic
        case easeIn(duration: Double?)
        case easeOut(duration: Double?)
        case easeInOut(duration: Double?)
        case linear(duration: Double?)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case interactiveSpring(response: Double, dampingFraction: Double, blendDuration: Double)
        case named(String)
    }

    let curve: Curve
    let delay: Double
    let speed: Double
    let repeatCount: Int?
    let autoreverses: Bool

    init(_ curve: Curve, delay: Double = 0, speed: Double = 1, repeatCount: Int? = 1, autoreverses: Bool = false) {
        self.curve = curve
        self.delay = delay
        self.speed = speed
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// The system's default animation.
    public static let `default` = Animation(.automatic)
    /// Starts slowly, with the default duration.
    public static let easeIn = Animation(.easeIn(duration: nil))
    /// Ends slowly, with the default duration.
    public static let easeOut = Animation(.easeOut(duration: nil))
    /// Starts and ends slowly, with the default duration.
    public static let easeInOut = Animation(.easeInOut(duration: nil))
    /// At a constant speed, with the default duration.
    public static let linear = Animation(.linear(duration: nil))
    /// A spring with the default response and damping.
    public static let spring = Animation(.spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
    /// A spring suited to following a gesture.
    public static let interactiveSpring = Animation(
        .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    /// A spring with a little bounce.
    public static let bouncy = Animation(.named("bouncy"))
    /// A spring without bounce.
    public static let smooth = Animation(.named("smooth"))
    /// A quick spring with a little bounce.
    public static let snappy = Animation(.named("snappy"))

    /// Starts slowly and lasts `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.easeIn(duration: duration)) }
    /// Ends slowly and lasts `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(.easeOut(duration: duration)) }
    /// Starts and ends slowly and lasts `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(.easeInOut(duration: duration)) }
    /// At a constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.linear(duration: duration)) }

    /// A spring settling in about `response` seconds, damped by `dampingFraction`.
    public static func spring(
        response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring lasting about `duration` seconds, bouncing by `bounce` (0: no bounce).
    /// `.spring()` is the other form, with the default response and damping.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration))
    }

    /// A spring suited to following a gesture.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(.interactiveSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        Animation(curve, delay: self.delay + delay, speed: speed, repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(curve, delay: delay, speed: self.speed * speed, repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// This animation, played `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(curve, delay: delay, speed: speed, repeatCount: repeatCount, autoreverses: autoreverses)
    }

    /// This animation, repeated for as long as the view shows.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(curve, delay: delay, speed: speed, repeatCount: nil, autoreverses: autoreverses)
    }

    /// The animation as written in source: `.easeIn(duration: 0.3).delay(1.0)`.
    public var description: String {
        var text = Self.describe(curve)
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        if let repeatCount, repeatCount != 1 || autoreverses {
            text += ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        if repeatCount == nil { text += ".repeatForever(autoreverses: \(autoreverses))" }
        return text
    }

    private static func describe(_ curve: Curve) -> String {
        func timed(_ name: String, _ duration: Double?) -> String {
            duration.map { ".\(name)(duration: \($0))" } ?? ".\(name)"
        }
        switch curve {
        case .automatic: return ".default"
        case let .easeIn(duration): return timed("easeIn", duration)
        case let .easeOut(duration): return timed("easeOut", duration)
        case let .easeInOut(duration): return timed("easeInOut", duration)
        case let .linear(duration): return timed("linear", duration)
        case let .spring(response, damping, blend):
            return ".spring(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
        case let .interactiveSpring(response, damping, blend):
            return ".interactiveSpring(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
        case let .named(name): return ".\(name)"
        }
    }
}

/// Makes the state changes `body` makes, animated with `animation` in SwiftUI, and returns
/// what `body` returns.
///
/// ViewTree does not animate: the changes take effect at once, as they do in SwiftUI once the
/// animation is over, so a test inspects the final state right after the call.
///
/// As in SwiftUI, the changes are a transaction of their own: hosted views render the changes
/// made before the call first, then the ones made inside it, so bodies and `onChange` see each
/// step (`value = 2; withAnimation { value = 4 }` renders 2, then 4).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try HostTransactions.separate(body)
}

/// Makes the state changes `body` makes in `transaction`, and returns what `body` returns; the
/// changes take effect at once, as a transaction of their own (see `withAnimation(_:_:)`).
///
/// The completions added to `transaction` with `addAnimationCompletion(criteria:_:)` run, in
/// the order added, once the changes are rendered and the callbacks that render queued have
/// run, as `withAnimation(_:completionCriteria:_:completion:)`'s does: nothing is animated,
/// so nothing is left to complete.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard !transaction.animationCompletions.entries.isEmpty else { return try HostTransactions.separate(body) }
    var transaction = transaction
    return try HostTransactions.separate(body) { transaction.runAnimationCompletions() }
}
