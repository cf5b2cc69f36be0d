/// The one mechanism every presentation (sheet, full-screen cover, popover, inspector) is built
/// on: a primitive modifier that carries a binding saying whether its content shows, the
/// content, and what runs when it is dismissed. `Docs/Presentations.md` ("How presentations
/// work") explains it.

/// How a presentation shows its content: the first generic argument of a presentation
/// modifier, one type per family of calls.
public protocol _PresentationStyle {
    /// The call that presents it and reaches it in Inspector: `sheet`, `popover`.
    static var presentationName: String { get }
    /// Whether tapping a button in the content dismisses it, as an alert's do.
    static var dismissesOnAction: Bool { get }
}

extension _PresentationStyle {
    /// Sheets and the like stay presented when their buttons are tapped.
    public static var dismissesOnAction: Bool { false }
}

/// Presents a view while a binding is true: `sheet(isPresented:)`, `fullScreenCover(isPresented:)`,
/// `popover(isPresented:)`, `inspector(isPresented:)`.
public struct _PresentationModifier<Style: _PresentationStyle, PresentedContent: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> PresentedContent

    /// Presents what `content` builds, shown as `style`, while `isPresented` is true.
    public init(
        style: Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: @escaping () -> PresentedContent
    ) {
        // Read where the modifier is made — in a body — so that the body follows the value.
        _ = isPresented.wrappedValue
        self.style = style
        self.isPresented = isPresented
        self.onDismiss = onDismiss
        self.content = content
    }
}

/// Presents a view for an item while a binding holds one: `sheet(item:)`, `fullScreenCover(item:)`,
/// `popover(item:)`.
public struct _ItemPresentationModifier<Style: _PresentationStyle, Item: Identifiable, PresentedContent: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let content: (Item) -> PresentedContent

    /// Presents what `content` builds for the binding's item, shown as `style`, while it holds one.
    public init(
        style: Style, item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> PresentedContent
    ) {
        _ = item.wrappedValue
        self.style = style
        self.item = item
        self.onDismiss = onDismiss
        self.content = content
    }
}

/// What the runtime and Inspector ask of every presentation modifier.
package protocol PresentationModifier {
    /// The family's call: `sheet`, `fullScreenCover`, `popover`, `inspector`.
    var presentationName: String { get }
    /// The style value: where a popover is anchored.
    var presentationStyle: any _PresentationStyle { get }
    /// Whether the binding says the content shows.
    var isShowing: Bool { get }
    /// What the binding it is presented with is called: `isPresented`, `item`.
    var bindingName: String { get }
    /// The content, built now from the binding's current value, with the presentation's
    /// environment (`dismiss`, `isPresented`); nil while it is not presented.
    var presented: Any? { get }
    /// The content, built now from the binding's current value, without the presentation's
    /// environment; nil while it is not presented.
    var presentedContent: Any? { get }
    /// What runs when the presentation goes away, however its binding changed.
    var onDismissAction: (() -> Void)? { get }
    /// Sets the binding to false (or nil) and runs `onDismiss`; nothing when not presented.
    /// A hosted hierarchy the write updates knows the dismissal ran `onDismiss` (see
    /// `PresentationDismissal`), so it does not run it again.
    func dismiss()
}

extension PresentationModifier {
    /// The environment of the presented content: its `dismiss` dismisses this presentation.
    package var presentedEnvironment: _PresentedContentModifier {
        _PresentedContentModifier(
            dismiss: DismissAction { dismiss() }, dismissesOnAction: type(of: presentationStyle).dismissesOnAction)
    }
}

extension _PresentationModifier: PresentationModifier {
    package var presentationName: String { Style.presentationName }
    package var presentationStyle: any _PresentationStyle { style }
    package var isShowing: Bool { isPresented.wrappedValue }
    package var bindingName: String { "isPresented" }

    package var presented: Any? {
        guard isPresented.wrappedValue else { return nil }
        return content().modifier(presentedEnvironment)
    }

    package var presentedContent: Any? {
        isPresented.wrappedValue ? content() : nil
    }

    package var onDismissAction: (() -> Void)? { onDismiss }

    package func dismiss() {
        guard isPresented.wrappedValue else { return }
        PresentationDismissal.$isDismissing.withValue(true) { isPresented.wrappedValue = false }
        onDismiss?()
    }
}

extension _ItemPresentationModifier: PresentationModifier {
    package var presentationName: String { Style.presentationName }
    package var presentationStyle: any _PresentationStyle { style }
    package var isShowing: Bool { item.wrappedValue != nil }
    package var bindingName: String { "item" }

    package var presented: Any? {
        // The item is read now, from the binding: the content never shows a stale copy, and a
        // new item (another id) is another presentation, with state of its own.
        guard let current = item.wrappedValue else { return nil }
        return content(current).id(current.id).modifier(presentedEnvironment)
    }

    package var presentedContent: Any? {
        item.wrappedValue.map(content)
    }

    package var onDismissAction: (() -> Void)? { onDismiss }

    package func dismiss() {
        guard item.wrappedValue != nil else { return }
        PresentationDismissal.$isDismissing.withValue(true) { item.wrappedValue = nil }
        onDismiss?()
    }
}

extension _PresentationModifier: LayerModifier {
    var layerContent: Any? { presented }
    static var layerContentRunsCode: Bool { true }
}

extension _ItemPresentationModifier: LayerModifier {
    var layerContent: Any? { presented }
    static var layerContentRunsCode: Bool { true }
}

/// Gives presented content its environment: `dismiss` dismisses the presentation, and
/// `isPresented` is true.
public struct _PresentedContentModifier: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let dismiss: DismissAction
    let dismissesOnAction: Bool

    /// Content that `dismiss` dismisses; with `dismissesOnAction`, tapping one of its buttons
    /// dismisses it too (an alert's actions).
    public init(dismiss: DismissAction, dismissesOnAction: Bool = false) {
        self.dismiss = dismiss
        self.dismissesOnAction = dismissesOnAction
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.dismiss = dismiss
        environment.isPresented = true
        environment.dismissesOnAction = dismissesOnAction
    }
}
