import ViewTree

extension InspectableView {
    /// The conditions `.handlesExternalEvents(preferring:allowing:)` gave the view's window:
    /// the events it prefers, and those it allows, to be sent to it (the innermost modifier when
    /// there are several). Throws when the view has
    /// no such modifier.
    public func handlesExternalEvents() throws -> (preferring: Set<String>, allowing: Set<String>) {
        try reading("handlesExternalEvents()") { node in
            guard let (_, modifier) = node.ownModifiers(.handlesExternalEvents).first else {
                throw node.missing("handlesExternalEvents")
            }
            return (
                try Reflection.field("preferring", of: modifier, as: Set<String>.self),
                try Reflection.field("allowing", of: modifier, as: Set<String>.self)
            )
        }
    }
}

extension ModifierKind {
    /// `.handlesExternalEvents(preferring:allowing:)`.
    static let handlesExternalEvents = ModifierKind(
        name: ".handlesExternalEvents",
        summary: { modifier in
            func conditions(_ field: String) -> String {
                let set = Reflection.field(field, of: modifier) as? Set<String> ?? []
                return "[" + set.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            }
            return ".handlesExternalEvents(preferring: \(conditions("preferring")), allowing: \(conditions("allowing")))"
        })
}

extension _HandlesExternalEventsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .handlesExternalEvents }
}
