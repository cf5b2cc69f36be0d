import ViewTree

extension InspectableView {
    /// Presses `key` on the view, as a user would while it has focus: offers the press (its
    /// characters are the key's, with `modifiers` held, in `phase`: `.down`, `.repeat` or
    /// `.up`) to the view's `onKeyPress` actions that ask for it, in the order they were
    /// applied, until one handles it. Returns `.handled` when one did, `.ignored` when none
    /// did or none asked for it. Throws when the view has no `onKeyPress`, or when `phase` is
    /// not one phase.
    @discardableResult
    public func callOnKeyPress(
        _ key: KeyEquivalent, modifiers: EventModifiers = [], phase: KeyPress.Phases = .down
    ) throws -> KeyPress.Result {
        try reading("callOnKeyPress(\(KeyPressReading.describe(key)))") { node in
            guard phase == .down || phase == .repeat || phase == .up else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "phase: KeyPress.Phases(rawValue: \(phase.rawValue))", reason: "is not one phase: pass .down, .repeat or .up")
            }
            let handlers = try node.ownModifiers(.onKeyPress).map { _, modifier in
                try Reflection.field("handler", of: modifier, as: KeyPressHandler.self)
            }
            guard !handlers.isEmpty else { throw node.missing("onKeyPress") }
            let press = KeyPress(key: key, characters: String(key.character), modifiers: modifiers, phase: phase)
            var result = KeyPress.Result.ignored
            Interaction.perform(at: node) {
                for handler in handlers where handler.handle(press) == .handled {
                    result = .handled
                    return
                }
            }
            return result
        }
    }
}

enum KeyPressReading {
    /// A key as written in source: `.return`, `"a"`.
    static func describe(_ key: KeyEquivalent) -> String {
        let names: [(KeyEquivalent, String)] = [
            (.upArrow, ".upArrow"), (.downArrow, ".downArrow"), (.leftArrow, ".leftArrow"), (.rightArrow, ".rightArrow"),
            (.escape, ".escape"), (.delete, ".delete"), (.deleteForward, ".deleteForward"), (.home, ".home"),
            (.end, ".end"), (.pageUp, ".pageUp"), (.pageDown, ".pageDown"), (.clear, ".clear"), (.tab, ".tab"),
            (.space, ".space"), (.return, ".return"),
        ]
        return names.first { $0.0 == key }?.1 ?? TreeDump.quoted(String(key.character))
    }
}

extension ModifierKind {
    /// `.onKeyPress`, in every form.
    static let onKeyPress = ModifierKind(name: ".onKeyPress")
}

extension _OnKeyPressModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onKeyPress }
}
