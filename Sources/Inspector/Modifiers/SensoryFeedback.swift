import ViewTree

extension InspectableView {
    /// The feedback the view's `.sensoryFeedback(_:trigger:)` (or `(_:trigger:condition:)`)
    /// plays, the innermost when it has several. Throws when the view has none, or when its
    /// feedback comes from a closure (`sensoryFeedback(trigger:_:)`): read that with
    /// `sensoryFeedback(from:to:)`.
    public func sensoryFeedback() throws -> SensoryFeedback {
        try reading("sensoryFeedback()") { node in
            let rule = try SensoryFeedbackReading.rule(of: node)
            guard let feedback = rule.feedback else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "sensory feedback", view: node.kindName,
                    reason: "a closure chooses it; use sensoryFeedback(from:to:)")
            }
            return feedback
        }
    }

    /// The feedback the view's innermost `.sensoryFeedback` would play were its trigger to
    /// change from `old` to `new`: nil when the values are equal, its condition is false or its
    /// closure returns nil. Runs the condition or the closure. Throws when the view has no
    /// `.sensoryFeedback`, or its trigger is not a `T`.
    public func sensoryFeedback<T: Equatable>(from old: T, to new: T) throws -> SensoryFeedback? {
        try reading("sensoryFeedback(from:to:)") { node in
            let rule = try SensoryFeedbackReading.rule(of: node)
            guard rule.trigger is T else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "from: \(old)", reason: "is a \(T.self); the trigger is a \(TypeName.display(type(of: rule.trigger)))")
            }
            var feedback: SensoryFeedback?
            Interaction.perform(at: node) { feedback = rule.resolve(old, new) }
            return feedback
        }
    }
}

enum SensoryFeedbackReading {
    static func rule(of node: InspectionNode) throws -> SensoryFeedbackRule {
        guard let (_, modifier) = node.ownModifiers(.sensoryFeedback).first else { throw node.missing(".sensoryFeedback") }
        return try Reflection.field("rule", of: modifier, as: SensoryFeedbackRule.self)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.sensoryFeedback`, in every form.
    static let sensoryFeedback = ModifierKind(
        name: ".sensoryFeedback",
        summary: { modifier in
            guard let rule = Reflection.field("rule", of: modifier) as? SensoryFeedbackRule else { return ".sensoryFeedback" }
            let trigger = "trigger: \(ModifierDescription.show(rule.trigger))"
            return ".sensoryFeedback(" + (rule.feedback.map { "\($0), \(trigger)" } ?? trigger) + ")"
        })
}

extension _SensoryFeedbackModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .sensoryFeedback }
}
