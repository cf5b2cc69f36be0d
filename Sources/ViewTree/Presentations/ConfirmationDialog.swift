/// A confirmation dialog: `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
/// What it presents is its title (unless hidden), its actions and its message; the style keeps
/// the title whatever its visibility, as SwiftUI's modifier does, so that a hidden title can
/// still be read.
public struct _ConfirmationDialogPresentation: _PresentationStyle {
    /// "confirmationDialog".
    public static var presentationName: String { "confirmationDialog" }
    /// Tapping a dialog's button dismisses it.
    public static var dismissesOnAction: Bool { true }
    let title: Text
    let titleVisibility: Visibility

    /// A dialog titled `title`, whose title shows as `titleVisibility` says.
    public init(title: Text, titleVisibility: Visibility) {
        self.title = title
        self.titleVisibility = titleVisibility
    }
}

/// An action sheet, as the deprecated `actionSheet(isPresented:content:)` presents it.
public struct _ActionSheetPresentation: _PresentationStyle {
    /// "actionSheet".
    public static var presentationName: String { "actionSheet" }
    /// Tapping an action sheet's button dismisses it.
    public static var dismissesOnAction: Bool { true }
    /// An action sheet.
    public init() {}
}

extension View {
    fileprivate func presentingDialog<A: View, M: View>(
        title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: A, message: M
    ) -> some View {
        // A hidden title is not shown: it is not part of what the dialog presents.
        let shownTitle = titleVisibility == .hidden ? nil : title
        return modifier(_PresentationModifier(
            style: _ConfirmationDialogPresentation(title: title, titleVisibility: titleVisibility),
            isPresented: isPresented, onDismiss: nil
        ) {
            _AlertContent((shownTitle, actions, message))
        })
    }

    /// Presents data only while `isPresented` is true and the data is there, as SwiftUI does.
    fileprivate func presentingDialog<T, A: View, M: View>(
        title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, presenting data: T?,
        actions: (T) -> A, message: (T) -> M
    ) -> some View {
        let built = data.map { (actions($0), message($0)) }
        let shown = Binding(get: { isPresented.wrappedValue && built != nil }, set: { isPresented.wrappedValue = $0 })
        return presentingDialog(
            title: title, isPresented: shown, titleVisibility: titleVisibility, actions: built?.0, message: built?.1)
    }

    // MARK: Titles as keys

    /// Presents a confirmation dialog with the buttons `actions` builds while `isPresented` is
    /// true; tapping a button runs its action, then dismisses the dialog.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $confirms, titleVisibility: .visible) {
    ///     Button("Discard", role: .destructive) { discard() }
    /// }
    /// ```
    public consuming func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(
            title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: EmptyView())
    }

    /// Presents a confirmation dialog with buttons and a message while `isPresented` is true.
    public consuming func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: message())
    }

    /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not
    /// nil; its buttons and message are built from the data.
    public consuming func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(
            title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog for `data` while `isPresented` is true and `data` is not nil.
    public consuming func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(
            title: Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: { _ in EmptyView() })
    }

    // MARK: Titles as strings

    /// Presents a confirmation dialog titled `title` while `isPresented` is true.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(
            title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: EmptyView())
    }

    /// Presents a confirmation dialog with buttons and a message while `isPresented` is true.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: message())
    }

    /// Presents a confirmation dialog titled `title` for `data` while `isPresented` is true and
    /// `data` is not nil.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(
            title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog titled `title` with a message for `data` while
    /// `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public consuming func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(
            title: Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    // MARK: Titles as texts

    /// Presents a confirmation dialog titled with the text `title` while `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Delete \(name)?"), isPresented: $confirms) {
    ///     Button("Delete", role: .destructive) { delete() }
    /// }
    /// ```
    public consuming func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingDialog(
            title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: EmptyView())
    }

    /// Presents a confirmation dialog titled with a text, with buttons and a message, while
    /// `isPresented` is true.
    public consuming func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingDialog(
            title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
            message: message())
    }

    /// Presents a confirmation dialog titled with a text for `data` while `isPresented` is true
    /// and `data` is not nil.
    public consuming func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(
            title: title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog titled with a text, with a message, for `data` while
    /// `isPresented` is true and `data` is not nil.
    public consuming func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(
            title: title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }
}

// MARK: - Dialogs for an item

extension View {
    /// Presents a confirmation dialog for the value `item` holds, while it holds one; its
    /// buttons are built from the value, and tapping one (or dismissing) sets `item` to nil.
    ///
    /// ```swift
    /// .confirmationDialog(Text("Delete?"), item: $doomed) { file in
    ///     Button("Delete \(file.name)", role: .destructive) { delete(file) }
    /// }
    /// ```
    public consuming func confirmationDialog<A: View, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingDialog(
            title: title, isPresented: data.isPresent(), titleVisibility: titleVisibility, presenting: data.wrappedValue,
            actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message for the value `item` holds, while it
    /// holds one; tapping a button (or dismissing) sets `item` to nil.
    public consuming func confirmationDialog<A: View, M: View, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingDialog(
            title: title, isPresented: data.isPresent(), titleVisibility: titleVisibility, presenting: data.wrappedValue,
            actions: actions, message: message)
    }
}

extension Binding {
    /// Whether an optional holds a value; setting false empties it.
    fileprivate func isPresent<T>() -> Binding<Bool> where Value == T? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }
}

// MARK: - Legacy action sheets

/// An action sheet, as the deprecated `actionSheet(isPresented:content:)` describes it.
public struct ActionSheet {
    /// A button of an action sheet.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons`, by default one that cancels.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// What the action sheet presents: its title, buttons and message.
    package var content: _AlertContent<ForEach<Range<Int>, Int, ViewTree.Button<Text>>, Text?> {
        let buttons = buttons
        return _AlertContent((title, ForEach(buttons.indices) { buttons[$0].view }, message))
    }
}

extension View {
    /// Presents the action sheet `content` builds while `isPresented` is true.
    public consuming func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        modifier(_PresentationModifier(style: _ActionSheetPresentation(), isPresented: isPresented, onDismiss: nil) {
            content().content
        })
    }

    /// Presents the action sheet `content` builds for `item` while it holds one.
    public consuming func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> some View {
        modifier(_ItemPresentationModifier(style: _ActionSheetPresentation(), item: item, onDismiss: nil) {
            content($0).content
        })
    }
}
