/// An action that dismisses the presentation the view is in: what views read with
/// `@Environment(\.dismiss)`.
///
/// ```swift
/// struct EditSheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Inside a sheet, full-screen cover, popover or inspector it sets the presentation's binding
/// to false (or nil) and runs its `onDismiss`. In a view pushed onto a `NavigationStack` (or a
/// `NavigationView`) it pops that view, and every view above it; in a
/// `navigationDestination(isPresented:)` or `(item:)` it sets the binding to false (or nil).
/// The nearest presentation or push wins: in a sheet shown from a pushed view, it dismisses the
/// sheet. Outside any presentation or push (in a stack's root) it does nothing.
/// Unlike SwiftUI's, the action is not isolated to the main actor, so that synchronous tests
/// can call one.
public struct DismissAction {
    private let action: () -> Void

    package init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Dismisses the presentation the view is in.
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissesOnActionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a button tapped here dismisses the presentation the view is in (an alert's).
    package var dismissesOnAction: Bool {
        get { self[DismissesOnActionKey.self] }
        set { self[DismissesOnActionKey.self] = newValue }
    }

    /// Dismisses the presentation the view is in.
    public package(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in presented content (a sheet, a popover, …) or in a view pushed
    /// onto a navigation stack.
    public package(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
