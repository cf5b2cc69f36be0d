import Foundation

/// An alert: `alert(_:isPresented:actions:message:)` and the legacy `alert(isPresented:content:)`.
/// What it presents is its title, its actions and its message, in that order.
public struct _AlertPresentation: _PresentationStyle {
    /// "alert".
    public static var presentationName: String { "alert" }
    /// Tapping an alert's button dismisses it.
    public static var dismissesOnAction: Bool { true }
    /// An alert.
    public init() {}
}

/// What an alert or a dialog presents: its title (nil when hidden), actions and message.
public typealias _AlertContent<Actions: View, Message: View> = TupleView<(Text?, Actions, Message)>

extension View {
    fileprivate func presentingAlert<Style: _PresentationStyle, A: View, M: View>(
        _ style: Style, title: Text?, isPresented: Binding<Bool>, actions: A, message: M
    ) -> some View {
        modifier(_PresentationModifier(style: style, isPresented: isPresented, onDismiss: nil) {
            _AlertContent((title, actions, message))
        })
    }

    /// Presents data only while `isPresented` is true and the data is there, as SwiftUI does.
    fileprivate func presentingAlert<Style: _PresentationStyle, T, A: View, M: View>(
        _ style: Style, title: Text?, isPresented: Binding<Bool>, presenting data: T?,
        actions: (T) -> A, message: (T) -> M
    ) -> some View {
        let built = data.map { (actions($0), message($0)) }
        let shown = Binding(get: { isPresented.wrappedValue && built != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(_PresentationModifier(style: style, isPresented: shown, onDismiss: nil) {
            _AlertContent((title, built?.0, built?.1))
        })
    }

    // MARK: Modern alerts

    /// Presents an alert titled `titleKey` with the buttons `actions` builds while `isPresented`
    /// is true; tapping a button runs its action, then dismisses the alert.
    ///
    /// ```swift
    /// Button("Delete") { confirmsDelete = true }
    ///     .alert("Delete the note?", isPresented: $confirmsDelete) {
    ///         Button("Delete", role: .destructive) { delete() }
    ///         Button("Cancel", role: .cancel) {}
    ///     }
    /// ```
    public consuming func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(_AlertPresentation(), title: Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert titled `title` with the buttons `actions` builds while `isPresented` is true.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(_AlertPresentation(), title: Text(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert titled `title` with the buttons `actions` builds while `isPresented` is true.
    public consuming func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(_AlertPresentation(), title: title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert with a title, buttons and a message while `isPresented` is true.
    public consuming func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(_AlertPresentation(), title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a title, buttons and a message while `isPresented` is true.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(_AlertPresentation(), title: Text(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert with a title, buttons and a message while `isPresented` is true.
    public consuming func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(_AlertPresentation(), title: title, isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil; its
    /// buttons and message are built from the data.
    public consuming func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            _AlertPresentation(), title: Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
            message: message)
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            _AlertPresentation(), title: Text(title), isPresented: isPresented, presenting: data, actions: actions,
            message: message)
    }

    /// Presents an alert for `data` while `isPresented` is true and `data` is not nil, without a message.
    public consuming func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            _AlertPresentation(), title: Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert for `error` while `isPresented` is true and `error` is not nil, titled
    /// with the error's description.
    public consuming func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let title = error.map { Text($0.errorDescription ?? "") }
        return presentingAlert(
            _AlertPresentation(), title: title, isPresented: isPresented, presenting: error, actions: { _ in actions() },
            message: { _ in EmptyView() })
    }

    /// Presents an alert for `error` while `isPresented` is true and `error` is not nil, with a
    /// message built from the error.
    public consuming func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let title = error.map { Text($0.errorDescription ?? "") }
        return presentingAlert(
            _AlertPresentation(), title: title, isPresented: isPresented, presenting: error, actions: actions,
            message: message)
    }
}

// MARK: - Legacy alerts

/// An alert, as the deprecated `alert(isPresented:content:)` describes it.
public struct Alert {
    let title: Text
    let message: Text?
    let primaryButton: Button
    let secondaryButton: Button?

    /// An alert with one button: `dismissButton`, or OK.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        primaryButton = dismissButton ?? .default(Text("OK"))
        secondaryButton = nil
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    /// A button of an alert or an action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that destroys something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view, as alerts show it.
        package var view: ViewTree.Button<Text> {
            let action = action
            return ViewTree.Button(role: role, action: { action?() }, label: { label })
        }
    }

    /// What the alert presents: its title, buttons and message.
    package var content: _AlertContent<TupleView<(ViewTree.Button<Text>, ViewTree.Button<Text>?)>, Text?> {
        _AlertContent((title, TupleView((primaryButton.view, secondaryButton?.view)), message))
    }
}

extension View {
    /// Presents the alert `content` builds while `isPresented` is true.
    public consuming func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        modifier(_PresentationModifier(style: _AlertPresentation(), isPresented: isPresented, onDismiss: nil) {
            content().content
        })
    }

    /// Presents the alert `content` builds for `item` while it holds one.
    public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        modifier(_ItemPresentationModifier(style: _AlertPresentation(), item: item, onDismiss: nil) {
            content($0).content
        })
    }
}
