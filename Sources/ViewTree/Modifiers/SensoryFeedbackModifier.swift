/// Feedback a device plays — a haptic tap, a sound — when something happens:
/// `.sensoryFeedback(.success, trigger: isSaved)`.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        fileprivate let name: String
        /// A light impact.
        public static let light = Weight(name: ".light")
        /// A medium impact.
        public static let medium = Weight(name: ".medium")
        /// A heavy impact.
        public static let heavy = Weight(name: ".heavy")
    }

    /// How flexible the objects of an impact feel.
    public struct Flexibility: Hashable, Sendable {
        fileprivate let name: String
        /// Hard objects.
        public static let rigid = Flexibility(name: ".rigid")
        /// Objects between hard and soft.
        public static let solid = Flexibility(name: ".solid")
        /// Soft objects.
        public static let soft = Flexibility(name: ".soft")
    }

    /// The feedback as written in source: `.success`, `.impact(weight: .heavy, intensity: 0.5)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// A task completed.
    public static let success = SensoryFeedback(".success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(".warning")
    /// A task failed.
    public static let error = SensoryFeedback(".error")
    /// The selection changed.
    public static let selection = SensoryFeedback(".selection")
    /// A value went up.
    public static let increase = SensoryFeedback(".increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(".decrease")
    /// An activity started.
    public static let start = SensoryFeedback(".start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(".stop")
    /// Something dragged lined up with a guide.
    public static let alignment = SensoryFeedback(".alignment")
    /// A value moved past a discrete level.
    public static let levelChange = SensoryFeedback(".levelChange")
    /// A drawn path completed.
    public static let pathComplete = SensoryFeedback(".pathComplete")
    /// A physical impact.
    public static let impact = SensoryFeedback(".impact")

    /// An impact of `weight`, at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(".impact(weight: \(weight.name), intensity: \(intensity))")
    }

    /// An impact between objects of `flexibility`, at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(".impact(flexibility: \(flexibility.name), intensity: \(intensity))")
    }
}

/// What a `.sensoryFeedback` modifier plays when its trigger changes, kept in a struct so that
/// Inspector reads it exactly and calls the closure natively.
package struct SensoryFeedbackRule {
    /// The value watched.
    package let trigger: Any
    /// The feedback of the forms that name one; nil for the closure forms.
    package let feedback: SensoryFeedback?
    /// The feedback played when the trigger goes from the first value to the second, or nil:
    /// nil too when the values are not of the trigger's type.
    package let resolve: (Any, Any) -> SensoryFeedback?
}

/// Plays feedback when a value changes.
public struct _SensoryFeedbackModifier: ViewModifier {
    /// Primitive modifier: there is no haptic engine; Inspector reads what would play.
    public typealias Body = Never

    let rule: SensoryFeedbackRule

    init(rule: SensoryFeedbackRule) {
        self.rule = rule
    }

    init<T: Equatable>(trigger: T, feedback: SensoryFeedback?, resolve: @escaping (T, T) -> SensoryFeedback?) {
        rule = SensoryFeedbackRule(trigger: trigger, feedback: feedback) { old, new in
            guard let old = old as? T, let new = new as? T, old != new else { return nil }
            return resolve(old, new)
        }
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes. There is no haptic engine here: a test reads the
    /// feedback with Inspector's `sensoryFeedback()`, or what a change would play with
    /// `sensoryFeedback(from:to:)`.
    public consuming func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback) { _, _ in feedback })
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
    public consuming func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback) { old, new in
            condition(old, new) ? feedback : nil
        })
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes; nil plays none.
    public consuming func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: nil, resolve: feedback))
    }

    /// Plays the feedback `feedback()` returns when `trigger` changes; nil plays none.
    public consuming func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping () -> SensoryFeedback?
    ) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: nil) { _, _ in feedback() })
    }
}
