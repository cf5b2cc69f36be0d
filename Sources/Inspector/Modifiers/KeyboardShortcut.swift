import ViewTree

extension InspectableView {
    /// The keyboard shortcut of this control: the innermost `.keyboardShortcut(_:)` on the view
    /// or an ancestor; nil when none gives it one (or `.keyboardShortcut(nil)` took it away).
    public func keyboardShortcut() throws -> KeyboardShortcut? {
        try reading("keyboardShortcut()") { $0.environment.keyboardShortcut }
    }

    /// Presses `shortcut`, as a user's keyboard would: taps the first button or toggle in this
    /// view (top to bottom, as in the source, this view included) whose `keyboardShortcut()`
    /// is `shortcut`. On a hosted view (`try hosted.inspect().pressKeyboardShortcut(.defaultAction)`)
    /// the change shows at the next `inspect()`.
    ///
    /// Throws when no button or toggle has the shortcut, or when the one that has it is
    /// disabled or hidden (a disabled control's shortcut does nothing).
    public func pressKeyboardShortcut(_ shortcut: KeyboardShortcut) throws {
        var visited = 0
        let controls = findAll { view in
            visited += 1
            guard try view.keyboardShortcut() == shortcut else { return false }
            return (try? view.button()) != nil || (try? view.toggle()) != nil
        }
        guard let control = controls.first else {
            return try reading("pressKeyboardShortcut(\(shortcut))") { _ in
                throw InspectionError.Reason.searchFailed(
                    query: "button or toggle with .keyboardShortcut(\(shortcut))", visited: visited, direction: "here and below")
            }
        }
        if let button = try? control.button() {
            try button.tap()
        } else {
            try control.toggle().tap()
        }
    }

    /// Presses `key` with `modifiers` held (Command unless given): `pressKeyboardShortcut("s")`.
    public func pressKeyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws {
        try pressKeyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.keyboardShortcut(_:)` and `.keyboardShortcut(_:modifiers:)`.
    static let keyboardShortcut = ModifierKind(
        name: ".keyboardShortcut",
        summary: { modifier in
            let shortcut = Reflection.field("shortcut", of: modifier) as? KeyboardShortcut
            return ".keyboardShortcut(\(shortcut.map(String.init(describing:)) ?? "nil"))"
        })
}

extension _KeyboardShortcutModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .keyboardShortcut }
}
