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
    let addedTraits: AccessibilityTraits?
    let removedTraits: AccessibilityTraits?
    let hidden: Bool?
    let sortPriority: Double?

    init(
        label: Text? = nil, identifier: String? = nil, hint: Text? = nil, value: Text? = nil,
        addedTraits: AccessibilityTraits? = nil, removedTraits: AccessibilityTraits? = nil, hidden: Bool? = nil,
        sortPriority: Double? = nil
    ) {
        self.label = label
        self.identifier = identifier
        self.hint = hint
        self.value = value
        self.addedTraits = addedTraits
        self.removedTraits = removedTraits
        self.hidden = hidden
        self.sortPriority = sortPriority
    }
}

extension View {
    /// Sets the label that assistive technologies read for this view.
    public consuming func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(label: label))
    }

    /// Sets the label that assistive technologies read for this view.
    public consuming func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// Sets the label that assistive technologies read for this view.
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Sets the identifier UI tests use to find this view.
    public consuming func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }

    /// Sets the hint that assistive technologies read for this view.
    public consuming func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(hint: hint))
    }

    /// Sets the hint that assistive technologies read for this view.
    public consuming func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// Sets the value that assistive technologies read for this view.
    public consuming func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(value: value))
    }

    /// Sets the value that assistive technologies read for this view.
    public consuming func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Adds traits to the view's accessibility element: `.accessibilityAddTraits(.isHeader)`.
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityAttachmentModifier(addedTraits: traits))
    }

    /// Removes traits from the view's accessibility element:
    /// `.accessibilityRemoveTraits(.isImage)`.
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityAttachmentModifier(removedTraits: traits))
    }

    /// Hides the view and everything inside it from assistive technologies, when `hidden`.
    public consuming func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityAttachmentModifier(hidden: hidden))
    }

    /// Orders the view's accessibility element among its siblings: higher priorities are read
    /// first; the default is 0.
    public consuming func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityAttachmentModifier(sortPriority: sortPriority))
    }
}
