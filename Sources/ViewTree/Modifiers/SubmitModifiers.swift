/// What a user does to submit: press return in a text field (`.text`), or submit a search
/// field (`.search`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// Creates a set of triggers from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Return pressed in a `TextField` or a `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field placed by `searchable` submitted.
    public static let search = SubmitTriggers(rawValue: 1 << 1)

    /// The triggers as written in source: `.text`, `[.text, .search]`.
    public var description: String {
        var names: [String] = []
        if contains(.text) { names.append(".text") }
        if contains(.search) { names.append(".search") }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

/// The label of the return key while a text field in the view is edited: `.submitLabel(.done)`.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return": the default.
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")

    /// The label as written in source: `.done`.
    public var description: String { "." + name }
}

/// An action to run when a control in the modified view is submitted.
public struct _OnSubmitModifier: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let triggers: SubmitTriggers
    let action: () -> Void

    /// Runs `action` on the submissions of `triggers`.
    public init(triggers: SubmitTriggers, action: @escaping () -> Void) {
        self.triggers = triggers
        self.action = action
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.submitActions.append(SubmitAction(triggers: triggers, action: action))
    }
}

/// Keeps the submissions in the modified view from reaching `.onSubmit` actions around it.
public struct _SubmitScopeModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let isBlocking: Bool

    /// Blocks submissions from reaching outer actions when `isBlocking`.
    public init(isBlocking: Bool) {
        self.isBlocking = isBlocking
    }

    package func apply(to environment: inout EnvironmentValues) {
        if isBlocking { environment.submitActions = [] }
    }
}

/// Sets the label of the return key for the text fields in the modified view.
public struct _SubmitLabelModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let label: SubmitLabel

    /// Sets `label`.
    public init(label: SubmitLabel) {
        self.label = label
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.submitLabel = label
    }
}

/// One `.onSubmit` action in effect.
package struct SubmitAction {
    package let triggers: SubmitTriggers
    package let action: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

extension EnvironmentValues {
    /// The `.onSubmit` actions a submission here runs, outermost first; a `.submitScope()`
    /// clears the ones around it.
    package var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The label of the return key here: the innermost `.submitLabel(_:)`, or `.return`.
    package var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a control in this view is submitted: return in a text field
    /// (`.text`, the default), or a search field (`.search`). Actions set on nested views
    /// all run, the innermost first.
    public consuming func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_OnSubmitModifier(triggers: triggers, action: action))
    }

    /// Keeps submissions in this view from running the `.onSubmit` actions set around it.
    public consuming func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(_SubmitScopeModifier(isBlocking: isBlocking))
    }

    /// Sets the label of the return key for the text fields in this view.
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(_SubmitLabelModifier(label: submitLabel))
    }
}
