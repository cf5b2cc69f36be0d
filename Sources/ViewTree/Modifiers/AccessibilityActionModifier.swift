/// Gives the modified view an action assistive technologies can perform: a kind of action
/// (`.default`, `.escape`, a named one), an adjustment, or a scroll.
public struct _AccessibilityActionModifier: ViewModifier {
    /// Primitive modifier: there is no screen reader here; Inspector's
    /// `callAccessibilityAction(_:)`, `callAccessibilityAdjustableAction(_:)` and
    /// `callAccessibilityScrollAction(_:)` perform the actions.
    public typealias Body = Never

    let action: AccessibilityActionHandler

    init(action: AccessibilityActionHandler) {
        self.action = action
    }
}

/// An accessibility action and what it runs. The handlers that take an argument are kept in
/// a `Callback`, so that Inspector calls them natively (see `Callback`).
package enum AccessibilityActionHandler {
    /// `accessibilityAction(_:_:)`, `accessibilityAction(named:_:)`.
    case action(AccessibilityActionKind, () -> Void)
    /// `accessibilityAction(action:label:)`: a custom action named by its label view's text.
    case labeled(label: Any, () -> Void)
    /// `accessibilityActions(_:)`: the actions of its content's views (their
    /// `accessibilityAction`s, and buttons, named by their labels).
    case actions(content: Any)
    /// `accessibilityAdjustableAction(_:)`.
    case adjustable(Callback<AccessibilityAdjustmentDirection>)
    /// `accessibilityScrollAction(_:)`.
    case scroll(Callback<Edge>)
}

extension View {
    /// Adds an action of `actionKind` that assistive technologies can perform on this view:
    /// `.accessibilityAction { open() }` for its main action, `.accessibilityAction(.escape)
    /// { dismiss() }`. A test performs it with Inspector's `callAccessibilityAction(_:)`.
    public consuming func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        modifier(_AccessibilityActionModifier(action: .action(actionKind, handler)))
    }

    /// Adds a custom action, listed by `name`, that assistive technologies can perform on
    /// this view.
    public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds a custom action, listed by the text of `nameKey`, that assistive technologies can
    /// perform on this view: `.accessibilityAction(named: "Archive") { archive() }`.
    public consuming func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: Text(nameKey)), handler)
    }

    /// Adds a custom action, listed by `name`, that assistive technologies can perform on
    /// this view.
    @_disfavoredOverload
    public consuming func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: Text(name)), handler)
    }

    /// Adds a custom action, listed by the text of `label`, that assistive technologies can
    /// perform on this view: `.accessibilityAction { archive() } label: { Text("Archive") }`.
    public consuming func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        modifier(_AccessibilityActionModifier(action: .labeled(label: label(), action)))
    }

    /// Adds the actions of `content`'s views as custom actions assistive technologies can
    /// perform on this view: each button (named by its label) and each view's
    /// `accessibilityAction`s. The views are not shown.
    public consuming func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(_AccessibilityActionModifier(action: .actions(content: content())))
    }

    /// Makes this view adjustable by assistive technologies (VoiceOver's swipe up and down):
    /// `handler` receives `.increment` or `.decrement`. Give the view an
    /// `.accessibilityValue(_:)` too, for a screen reader to read after each adjustment.
    public consuming func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        modifier(_AccessibilityActionModifier(action: .adjustable(Callback(handler))))
    }

    /// Adds an action assistive technologies perform to scroll this view (VoiceOver's
    /// three-finger swipe): `handler` receives an `Edge` that gives the scroll's direction.
    public consuming func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        modifier(_AccessibilityActionModifier(action: .scroll(Callback(handler))))
    }
}
