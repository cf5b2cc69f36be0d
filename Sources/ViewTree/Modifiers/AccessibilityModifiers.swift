/// Attaches accessibility properties to the modified view.
///
/// Each accessibility modifier sets one property; the others stay nil.
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let label: Text?
    let identifier: String?
    let hint: Text?
    let value: Text?

    init(label: Text? = nil, identifier: String? = nil, hint: Text? = nil, value: Text? = nil) {
        self.label = label
        self.identifier = identifier
        self.hint = hint
        self.value = value
    }
}

extension View {
    /// Sets the label that assistive technologies read for this view.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(label: label))
    }

    /// Sets the label that assistive technologies read for this view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Sets the label that assistive technologies read for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Sets the identifier UI tests use to find this view.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }

    /// Sets the hint that assistive technologies read for this view.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(hint: hint))
    }

    /// Sets the hint that assistive technologies read for this view.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Sets the value that assistive technologies read for this view.
    public func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(value: value))
    }

    /// Sets the value that assistive technologies read for this view.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }
}
