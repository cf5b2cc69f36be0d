import Foundation

/// Runs an action when a key is pressed while the modified view has focus.
public struct _OnKeyPressModifier: ViewModifier {
    /// Primitive modifier: there is no keyboard; Inspector's `callOnKeyPress(_:)` presses keys.
    public typealias Body = Never

    let handler: KeyPressHandler

    init(handler: KeyPressHandler) {
        self.handler = handler
    }
}

/// An `onKeyPress` action and the presses it asks for, kept in a struct so that Inspector
/// reads it exactly and calls the closure natively.
package struct KeyPressHandler {
    /// Whether the action asks for a press (its key or characters).
    let matches: (KeyPress) -> Bool
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    /// The action's result for `press`, nil when the action does not ask for it.
    package func handle(_ press: KeyPress) -> KeyPress.Result? {
        guard phases.contains(press.phase), matches(press) else { return nil }
        return action(press)
    }
}

extension View {
    /// Runs `action` when `key` goes down or repeats while this view has focus. There is no
    /// keyboard here: a test presses keys with Inspector's `callOnKeyPress(_:)`.
    public consuming func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(key, phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` with each press of `key` in `phases`.
    public consuming func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_OnKeyPressModifier(handler: KeyPressHandler(matches: { $0.key == key }, phases: phases, action: action)))
    }

    /// Runs `action` with each press of one of `keys` in `phases`.
    public consuming func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_OnKeyPressModifier(handler: KeyPressHandler(matches: { keys.contains($0.key) }, phases: phases, action: action)))
    }

    /// Runs `action` with each press in `phases` whose characters are all in `characters`.
    public consuming func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        let matches: (KeyPress) -> Bool = { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }
        return modifier(_OnKeyPressModifier(handler: KeyPressHandler(matches: matches, phases: phases, action: action)))
    }

    /// Runs `action` with every key press in `phases`.
    public consuming func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_OnKeyPressModifier(handler: KeyPressHandler(matches: { _ in true }, phases: phases, action: action)))
    }
}
