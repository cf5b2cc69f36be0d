/// A control that performs an action when tapped.
///
/// ```swift
/// Button("Save") { save() }
/// Button(action: { flag.toggle() }, label: { Text(flag ? "On" : "Off") })
/// Button("Delete", systemImage: "trash", role: .destructive) { delete() }  // label: a `Label`
/// Button(role: .close) { dismiss() }                                       // the role's label
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

extension Button where Label == ViewTree.Label<Text, Image> {
    /// A button titled with a localized string key, with a system symbol: its label is a
    /// `Label`, as SwiftUI builds it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action, label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A button titled with a string, with a system symbol: its label is a `Label`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action, label: { ViewTree.Label(title, systemImage: systemImage) })
    }

    /// A button with a role, titled with a localized string key, with a system symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action, label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A button with a role, titled with a string, with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action, label: { ViewTree.Label(title, systemImage: systemImage) })
    }

    /// A button titled with a localized string key, with an image of the app's assets: its
    /// label is a `Label`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A button titled with a string, with an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action, label: { ViewTree.Label(title, image: image) })
    }

    /// A button with a role, titled with a localized string key, with an image of the app's
    /// assets.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A button with a role, titled with a string, with an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action, label: { ViewTree.Label(title, image: image) })
    }
}

/// The label of a button made with only a role (`Button(role: .close) { … }`): the role's
/// title beside its symbol.
///
/// SwiftUI's is a view of its own whose look is the system's; here it is the `Label` a test
/// reads like any other: `.cancel` "Cancel" and `.close` "Close" with `xmark`, `.confirm`
/// "Done" with `checkmark`, `.destructive` "Delete" with `trash`.
public typealias DefaultButtonLabel = Label<Text, Image>

extension Button where Label == DefaultButtonLabel {
    /// A button with a role and the role's default label.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: {
            ViewTree.Label(role.defaultTitle, systemImage: role.defaultSymbol)
        })
    }
}

/// The purpose of a button, which can change how it looks.
public struct ButtonRole: Equatable, Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The title of the label a button made with only this role shows.
    let defaultTitle: String
    /// The system symbol of the label a button made with only this role shows.
    let defaultSymbol: String

    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive", defaultTitle: "Delete", defaultSymbol: "trash")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel", defaultTitle: "Cancel", defaultSymbol: "xmark")
    /// A button that closes the current view without losing the user's progress.
    public static let close = ButtonRole(name: "close", defaultTitle: "Close", defaultSymbol: "xmark")
    /// A button that confirms an operation.
    public static let confirm = ButtonRole(name: "confirm", defaultTitle: "Done", defaultSymbol: "checkmark")

    /// The role as written in source, for example `.destructive`.
    public var description: String { "." + name }
}
