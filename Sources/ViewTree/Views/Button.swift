/// A control that performs an action when tapped.
///
/// ```swift
/// Button("Save") { save() }
/// Button(action: { flag.toggle() }, label: { Text(flag ? "On" : "Off") })
/// ```
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a label built from a view builder.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role and a label built from a view builder.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// Primitive view: `Button` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Button where Label == Text {
    /// A button titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(titleKey) })
    }

    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(title) })
    }

    /// A button with a role, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(titleKey) })
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }
}

/// The purpose of a button, which can change how it looks.
public struct ButtonRole: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")

    /// The role as written in source, for example `.destructive`.
    public var description: String { "." + name }
}
