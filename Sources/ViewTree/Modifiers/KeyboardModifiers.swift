/// The kind of keyboard a text field asks for: `.keyboardType(.emailAddress)`.
///
/// Named after UIKit's type, as SwiftUI's modifier takes it. ViewTree has no keyboard: the
/// value is kept so that tests can read it, and changes nothing about what `setInput(_:)`
/// accepts.
public enum UIKeyboardType: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The alphabet keyboard: `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// The type as written in source: `.emailAddress`.
    public var description: String {
        switch self {
        case .default: ".default"
        case .asciiCapable: ".asciiCapable"
        case .numbersAndPunctuation: ".numbersAndPunctuation"
        case .URL: ".URL"
        case .numberPad: ".numberPad"
        case .phonePad: ".phonePad"
        case .namePhonePad: ".namePhonePad"
        case .emailAddress: ".emailAddress"
        case .decimalPad: ".decimalPad"
        case .twitter: ".twitter"
        case .webSearch: ".webSearch"
        case .asciiCapableNumberPad: ".asciiCapableNumberPad"
        }
    }
}

/// Sets the keyboard of the text fields in the modified view.
public struct _KeyboardTypeModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let keyboardType: UIKeyboardType

    /// Asks for `keyboardType`.
    public init(keyboardType: UIKeyboardType) {
        self.keyboardType = keyboardType
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.keyboardType = keyboardType
    }
}

private struct KeyboardTypeKey: EnvironmentKey {
    static var defaultValue: UIKeyboardType { .default }
}

extension EnvironmentValues {
    /// The keyboard text fields here ask for: the innermost `.keyboardType(_:)`, or `.default`.
    package var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}

extension View {
    /// Asks for a kind of keyboard for the text fields in this view. ViewTree has no keyboard:
    /// the value is readable in tests (`keyboardType()`) and has no other effect.
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(_KeyboardTypeModifier(keyboardType: type))
    }
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text fields here turn autocorrection off: the innermost
    /// `.autocorrectionDisabled(_:)` or `.disableAutocorrection(_:)`, or false.
    public internal(set) var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// Turns autocorrection off for the text fields in this view, when `disable`.
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Turns autocorrection off for the text fields in this view, when `disable` is true; nil
    /// is the default behavior (autocorrection on). SwiftUI's older name of
    /// `autocorrectionDisabled(_:)`.
    public consuming func disableAutocorrection(_ disable: Bool?) -> some View {
        environment(\.autocorrectionDisabled, disable ?? false)
    }
}
