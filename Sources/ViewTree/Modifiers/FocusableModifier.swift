/// The ways a focusable view takes part in focus: `.focusable(interactions: .edit)`.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int

    /// A set with the bits of `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Focus that a click or a tap on the view gives, to act on it as a control.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus that editing takes: typing into the view, as into a text field.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The platform's choice: every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Makes the modified view able to take the focus.
public struct _FocusableModifier: ViewModifier {
    /// Primitive modifier: kept for tests; there is no focus engine here.
    public typealias Body = Never

    let isFocusable: Bool
    let interactions: FocusInteractions
    /// The deprecated form's action, called with whether the view has the focus.
    let onFocusChange: Callback<Bool>?

    /// The view takes the focus when `isFocusable`, for `interactions`.
    public init(isFocusable: Bool, interactions: FocusInteractions, onFocusChange: ((Bool) -> Void)?) {
        self.isFocusable = isFocusable
        self.interactions = interactions
        self.onFocusChange = onFocusChange.map { Callback($0) }
    }
}

extension View {
    /// Lets this view take the focus (when `isFocusable`). Read with Inspector's `isFocusable()`.
    public consuming func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic, onFocusChange: nil))
    }

    /// Lets this view take the focus (when `isFocusable`) for `interactions`.
    public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions, onFocusChange: nil))
    }

    /// Lets this view take the focus, calling `onFocusChange` with whether it has it.
    /// Deprecated in SwiftUI (use `@FocusState` and `.focused(_:)`); not marked here. There is
    /// no focus engine: a test calls the action with Inspector's `callOnFocusChange(_:)`.
    public consuming func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic, onFocusChange: onFocusChange))
    }
}
