/// A key and the modifier keys held with it that stand for a control's action:
/// `KeyboardShortcut("s", modifiers: .command)`, `.defaultAction` (Return), `.cancelAction`
/// (Escape).
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// How a shortcut adapts to the keyboard layout and the layout direction.
    public struct Localization: Hashable, Sendable {
        private let name: String

        /// Remaps the key for the keyboard layout, and mirrors arrow-like keys right to left.
        public static let automatic = Localization(name: ".automatic")
        /// Remaps the key for the keyboard layout, without mirroring.
        public static let withoutMirroring = Localization(name: ".withoutMirroring")
        /// Keeps the key as written.
        public static let custom = Localization(name: ".custom")
    }

    /// The key pressed.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard layout.
    public let localization: Localization

    /// The shortcut `key` with `modifiers` held (Command unless given).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return, with no modifier: a dialog's or a form's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape (or Command-Period), with no modifier: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The shortcut as written in source: `.defaultAction`, `KeyboardShortcut("s", modifiers: .command)`.
    public var description: String {
        if self == .defaultAction { return ".defaultAction" }
        if self == .cancelAction { return ".cancelAction" }
        return "KeyboardShortcut(\(key.sourceDescription), modifiers: \(modifiers.sourceDescription))"
    }
}

extension KeyEquivalent {
    /// The key as written in source: `.return`, `"s"`.
    package var sourceDescription: String {
        let names: [(KeyEquivalent, String)] = [
            (.upArrow, ".upArrow"), (.downArrow, ".downArrow"), (.leftArrow, ".leftArrow"), (.rightArrow, ".rightArrow"),
            (.escape, ".escape"), (.delete, ".delete"), (.deleteForward, ".deleteForward"), (.home, ".home"),
            (.end, ".end"), (.pageUp, ".pageUp"), (.pageDown, ".pageDown"), (.clear, ".clear"), (.tab, ".tab"),
            (.space, ".space"), (.return, ".return"),
        ]
        return names.first { $0.0 == self }?.1 ?? "\"\(character)\""
    }
}

extension EventModifiers {
    /// The set as written in source: `.command`, `[.command, .shift]`, `[]`.
    package var sourceDescription: String {
        let names: [(EventModifiers, String)] = [
            (.capsLock, ".capsLock"), (.shift, ".shift"), (.control, ".control"), (.option, ".option"),
            (.command, ".command"), (.numericPad, ".numericPad"), (.function, ".function"),
        ]
        if self == .all { return ".all" }
        let held = names.filter { contains($0.0) }.map(\.1)
        return held.count == 1 ? held[0] : "[" + held.joined(separator: ", ") + "]"
    }
}

/// Gives the controls in the modified view a keyboard shortcut.
public struct _KeyboardShortcutModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let shortcut: KeyboardShortcut?

    /// Gives the controls `shortcut`; nil takes a shortcut set around them away.
    public init(shortcut: KeyboardShortcut?) {
        self.shortcut = shortcut
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.keyboardShortcut = shortcut
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
    /// The shortcut of the controls here: the innermost `.keyboardShortcut(_:)`, or nil.
    package var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Gives this control the shortcut `key` with `modifiers` held (Command unless given).
    /// There is no keyboard here: a test reads it (`keyboardShortcut()`) or presses it
    /// (Inspector's `pressKeyboardShortcut(_:)`).
    public consuming func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command,
        localization: KeyboardShortcut.Localization = .automatic
    ) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers, localization: localization)))
    }

    /// Gives this control `shortcut`: `.keyboardShortcut(.defaultAction)`.
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Gives this control `shortcut`, or, with nil, takes away the one set around it.
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}
