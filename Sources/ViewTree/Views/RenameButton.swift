/// A button that starts renaming: "Rename". It triggers the environment's `\.rename` action,
/// set with `.renameAction(_:)`.
///
/// ```swift
/// RenameButton()
///     .renameAction { isRenaming = true }
/// ```
///
/// SwiftUI's is generic over its label, always the standard "Rename" one; here it is a plain
/// view.
public struct RenameButton: View {
    /// A button triggering the environment's rename action.
    public init() {}

    /// Primitive view: `RenameButton` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The action a `RenameButton` triggers, set with `.renameAction(_:)`.
public struct RenameAction {
    private let action: () -> Void

    package init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Starts renaming.
    public func callAsFunction() {
        action()
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The action a `RenameButton` here triggers; nil unless a view sets one with `.renameAction(_:)`.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Sets the action the `RenameButton`s in this view trigger.
    public consuming func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action))
    }

    /// Makes the `RenameButton`s in this view start renaming by focusing the field bound to
    /// `isFocused`: they set it to true.
    public consuming func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}
