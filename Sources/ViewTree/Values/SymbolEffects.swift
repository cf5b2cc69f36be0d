import Foundation

// The Symbols framework's effects, as SwiftUI re-exports them: values that say how a symbol
// image animates. Nothing is animated here; an effect is written down as it is refined
// (`.bounce.up.byLayer`) and Inspector's `symbolEffect()` reads it.

/// An effect that animates a symbol image.
public protocol SymbolEffect: Hashable, Sendable, CustomStringConvertible {}

/// An effect played once each time a value changes: `symbolEffect(_:options:value:)`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays for as long as it is active: `symbolEffect(_:options:isActive:)`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol, as a transition.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another: `contentTransition(.symbolEffect(.replace))`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an effect is refined, in the order it was written: each refinement of a group
/// (a direction, a scope) replaces the group's earlier one.
struct SymbolEffectRefinements: Hashable, Sendable {
    struct Refinement: Hashable, Sendable {
        let group: String
        let name: String
    }

    let name: String
    private(set) var refinements: [Refinement] = []

    init(_ name: String) {
        self.name = name
    }

    func refined(_ group: String, _ refinement: String) -> Self {
        var copy = self
        copy.refinements.removeAll { $0.group == group }
        copy.refinements.append(Refinement(group: group, name: refinement))
        return copy
    }

    /// As written in source: `.bounce.up.byLayer`.
    var description: String { "." + ([name] + refinements.map(\.name)).joined(separator: ".") }
}

/// An effect that can animate a symbol by layer or as a whole.
protocol LayeredSymbolEffect {
    var refinements: SymbolEffectRefinements { get }
    init(refinements: SymbolEffectRefinements)
}

extension LayeredSymbolEffect {
    func refined(_ group: String, _ name: String) -> Self { Self(refinements: refinements.refined(group, name)) }
}

/// A symbol that bounces up or down.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Bounces up.
    public var up: BounceSymbolEffect { refined("direction", "up") }
    /// Bounces down.
    public var down: BounceSymbolEffect { refined("direction", "down") }
    /// Bounces each layer in turn.
    public var byLayer: BounceSymbolEffect { refined("scope", "byLayer") }
    /// Bounces the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.bounce.up`.
    public var description: String { refinements.description }
}

/// A symbol that fades its opacity in and out.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Pulses each layer in turn.
    public var byLayer: PulseSymbolEffect { refined("scope", "byLayer") }
    /// Pulses the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.pulse.byLayer`.
    public var description: String { refinements.description }
}

/// A symbol whose layers change color in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { refined("fill", "iterative") }
    /// The layers one after another, staying on.
    public var cumulative: VariableColorSymbolEffect { refined("fill", "cumulative") }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { refined("reversal", "reversing") }
    /// One way, then again from the start.
    public var nonReversing: VariableColorSymbolEffect { refined("reversal", "nonReversing") }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { refined("inactive", "hideInactiveLayers") }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { refined("inactive", "dimInactiveLayers") }
    /// The effect as written in source: `.variableColor.iterative.reversing`.
    public var description: String { refinements.description }
}

/// A symbol scaled up or down.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Scales up.
    public var up: ScaleSymbolEffect { refined("direction", "up") }
    /// Scales down.
    public var down: ScaleSymbolEffect { refined("direction", "down") }
    /// Scales each layer in turn.
    public var byLayer: ScaleSymbolEffect { refined("scope", "byLayer") }
    /// Scales the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.scale.up`.
    public var description: String { refinements.description }
}

/// A symbol that appears, or stays shown while the effect is active.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Appears scaling up.
    public var up: AppearSymbolEffect { refined("direction", "up") }
    /// Appears scaling down.
    public var down: AppearSymbolEffect { refined("direction", "down") }
    /// Each layer in turn.
    public var byLayer: AppearSymbolEffect { refined("scope", "byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.appear.up`.
    public var description: String { refinements.description }
}

/// A symbol that disappears, or stays hidden while the effect is active.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Disappears scaling up.
    public var up: DisappearSymbolEffect { refined("direction", "up") }
    /// Disappears scaling down.
    public var down: DisappearSymbolEffect { refined("direction", "down") }
    /// Each layer in turn.
    public var byLayer: DisappearSymbolEffect { refined("scope", "byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.disappear.down`.
    public var description: String { refinements.description }
}

/// One symbol replaced by another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// The old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { refined("direction", "downUp") }
    /// Both scale up.
    public var upUp: ReplaceSymbolEffect { refined("direction", "upUp") }
    /// The old symbol goes at once, the new one scales up.
    public var offUp: ReplaceSymbolEffect { refined("direction", "offUp") }
    /// Each layer in turn.
    public var byLayer: ReplaceSymbolEffect { refined("scope", "byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.replace.downUp`.
    public var description: String { refinements.description }
}

/// A symbol that grows and shrinks, as breathing.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Scales only.
    public var plain: BreatheSymbolEffect { refined("style", "plain") }
    /// Scales and fades.
    public var pulse: BreatheSymbolEffect { refined("style", "pulse") }
    /// Each layer in turn.
    public var byLayer: BreatheSymbolEffect { refined("scope", "byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.breathe.pulse`.
    public var description: String { refinements.description }
}

/// A symbol that turns around.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Clockwise.
    public var clockwise: RotateSymbolEffect { refined("direction", "clockwise") }
    /// Counterclockwise.
    public var counterClockwise: RotateSymbolEffect { refined("direction", "counterClockwise") }
    /// Each layer in turn.
    public var byLayer: RotateSymbolEffect { refined("scope", "byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.rotate.clockwise`.
    public var description: String { refinements.description }
}

/// A symbol that wiggles along a direction.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, LayeredSymbolEffect {
    let refinements: SymbolEffectRefinements
    init(refinements: SymbolEffectRefinements) { self.refinements = refinements }

    /// Up and down.
    public var up: WiggleSymbolEffect { refined("direction", "up") }
    /// Down and up.
    public var down: WiggleSymbolEffect { refined("direction", "down") }
    /// Left and right.
    public var left: WiggleSymbolEffect { refined("direction", "left") }
    /// Right and left.
    public var right: WiggleSymbolEffect { refined("direction", "right") }
    /// Along the reading direction.
    public var forward: WiggleSymbolEffect { refined("direction", "forward") }
    /// Against the reading direction.
    public var backward: WiggleSymbolEffect { refined("direction", "backward") }
    /// Turning clockwise.
    public var clockwise: WiggleSymbolEffect { refined("direction", "clockwise") }
    /// Turning counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { refined("direction", "counterClockwise") }
    /// Along `angle`.
    public func custom(angle: Angle) -> WiggleSymbolEffect { refined("direction", "custom(angle: \(angle))") }
    /// Each layer in turn.
    public var byLayer: WiggleSymbolEffect { refined("scope", "byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { refined("scope", "wholeSymbol") }
    /// The effect as written in source: `.wiggle.left`.
    public var description: String { refinements.description }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(refinements: SymbolEffectRefinements("bounce")) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(refinements: SymbolEffectRefinements("pulse")) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers changing color in turn.
    public static var variableColor: VariableColorSymbolEffect {
        VariableColorSymbolEffect(refinements: SymbolEffectRefinements("variableColor"))
    }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A change of scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(refinements: SymbolEffectRefinements("scale")) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An appearance.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(refinements: SymbolEffectRefinements("appear")) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// A disappearance.
    public static var disappear: DisappearSymbolEffect {
        DisappearSymbolEffect(refinements: SymbolEffectRefinements("disappear"))
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// A replacement of one symbol by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(refinements: SymbolEffectRefinements("replace")) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(refinements: SymbolEffectRefinements("breathe")) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(refinements: SymbolEffectRefinements("rotate")) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(refinements: SymbolEffectRefinements("wiggle")) }
}

/// How a symbol effect plays: how often it repeats and how fast.
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
    /// How an effect repeats.
    public struct RepeatBehavior: Hashable, Sendable, CustomStringConvertible {
        /// How many times the effect plays, nil for as long as it is active.
        public let count: Int?
        /// The seconds between two plays, nil for the effect's own.
        public let delay: Double?
        /// Whether it plays continuously, without pauses.
        public let isContinuous: Bool

        /// Played continuously, without pauses, as long as the effect is active.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, isContinuous: true) }

        /// Played `count` times (nil: as long as the effect is active), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay, isContinuous: false)
        }

        /// As written in source: `.continuous`, `.periodic(2, delay: 0.5)`.
        public var description: String {
            if isContinuous { return ".continuous" }
            let arguments = [count.map { "\($0)" }, delay.map { "delay: \($0)" }].compactMap { $0 }
            return ".periodic(\(arguments.joined(separator: ", ")))"
        }
    }

    /// How the effect repeats; nil for the effect's own behavior.
    public private(set) var repeatBehavior: RepeatBehavior?
    /// How fast the effect plays: 1 is its own speed.
    public private(set) var speed: Double = 1

    /// The effect's own behavior and speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeated for as long as the effect is active.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Played once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// Played `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeated as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Played at `speed` times its own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeated for as long as the effect is active.
    public var repeating: SymbolEffectOptions { self.repeat(.periodic()) }
    /// These options, played once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(.periodic(1)) }

    /// These options, played `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self.repeat(.periodic(count)) }

    /// These options, repeated as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatBehavior = behavior
        return copy
    }

    /// These options, at `speed` times the effect's own speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }

    /// As written in source: `.default`, `.repeat(.periodic(2)).speed(2.0)`.
    public var description: String {
        var parts: [String] = []
        if let repeatBehavior { parts.append("repeat(\(repeatBehavior))") }
        if speed != 1 { parts.append("speed(\(speed))") }
        return parts.isEmpty ? ".default" : "." + parts.joined(separator: ".")
    }
}
