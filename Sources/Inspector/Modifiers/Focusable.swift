import ViewTree

extension InspectableView {
    /// Calls the action of the view's deprecated `.focusable(_:onFocusChange:)` with
    /// `isFocused` (true unless given, as ViewInspector calls it), as the focus arriving at
    /// (or leaving) the view would. Throws when the view has no `.focusable` with an action.
    public func callOnFocusChange(_ isFocused: Bool = true) throws {
        try reading("callOnFocusChange()") { node in
            let actions = try node.ownModifiers(.focusable).compactMap { _, modifier in
                try Reflection.field("onFocusChange", of: modifier, as: Callback<Bool>?.self)
            }
            guard !actions.isEmpty else { throw node.missing(".focusable(_:onFocusChange:)") }
            for action in actions { Interaction.perform(at: node) { action(isFocused) } }
        }
    }

    /// Whether the view can take the focus: its innermost `.focusable(_:)` says so. Throws
    /// when the view has no `.focusable`.
    public func isFocusable() throws -> Bool {
        try reading("isFocusable()") { node in
            guard let (_, modifier) = node.ownModifiers(.focusable).first else { throw node.missing(".focusable") }
            return try Reflection.field("isFocusable", of: modifier, as: Bool.self)
        }
    }

    /// The interactions the view takes the focus for: its innermost
    /// `.focusable(_:interactions:)` (`.automatic` for the other forms). Throws when the view
    /// has no `.focusable`.
    public func focusInteractions() throws -> FocusInteractions {
        try reading("focusInteractions()") { node in
            guard let (_, modifier) = node.ownModifiers(.focusable).first else { throw node.missing(".focusable") }
            return try Reflection.field("interactions", of: modifier, as: FocusInteractions.self)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.focusable(_:)`, `.focusable(_:interactions:)`, `.focusable(_:onFocusChange:)`.
    static let focusable = ModifierKind(
        name: ".focusable",
        summary: { modifier in
            let isFocusable = Reflection.field("isFocusable", of: modifier) as? Bool ?? true
            return isFocusable ? ".focusable()" : ".focusable(false)"
        })
}

extension _FocusableModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .focusable }
}
