import Foundation

/// Attaches accessibility properties to the modified view.
///
/// Each accessibility modifier sets one property; the others stay nil. The deprecated
/// `accessibility(label:)` family (`AccessibilityModifiers+Deprecated.swift`) makes the same
/// values as the modern modifiers.
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
    let selectionIdentifier: AnyHashable?
    let activationPoint: AccessibilityActivationPoint?
    let inputLabels: [Text]?

    init(
        label: Text? = nil, identifier: String? = nil, hint: Text? = nil, value: Text? = nil,
        addedTraits: AccessibilityTraits? = nil, removedTraits: AccessibilityTraits? = nil, hidden: Bool? = nil,
        sortPriority: Double? = nil, selectionIdentifier: AnyHashable? = nil,
        activationPoint: AccessibilityActivationPoint? = nil, inputLabels: [Text]? = nil
    ) {
        self.label = label
        self.identifier = identifier
        self.hint = hint
        self.value = value
        self.addedTraits = addedTraits
        self.removedTraits = removedTraits
        self.hidden = hidden
        self.sortPriority = sortPriority
        self.selectionIdentifier = selectionIdentifier
        self.activationPoint = activationPoint
        self.inputLabels = inputLabels
    }
}

/// Where assistive technologies activate a view, as `accessibilityActivationPoint(_:)` sets
/// it: a unit point of the view's frame, or a point in its coordinates.
package enum AccessibilityActivationPoint: Hashable, Sendable {
    /// A point relative to the view's size: `.center`, `UnitPoint(x: 0.2, y: 0.5)`.
    case unitPoint(UnitPoint)
    /// A point in the view's coordinate space.
    case point(CGPoint)
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

    /// Sets the labels Voice Control and Full Keyboard Access let a user name this view by:
    /// `.accessibilityInputLabels(["Send", "Submit"])`, the preferred first.
    public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        modifier(AccessibilityAttachmentModifier(inputLabels: inputLabels))
    }

    /// Sets the labels a user may name this view by, from keys.
    public consuming func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Sets the labels a user may name this view by.
    @_disfavoredOverload
    public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
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

    /// Sets the hint that assistive technologies read for this view.
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// Sets the value that assistive technologies read for this view.
    public consuming func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(value: value))
    }

    /// Sets the value that assistive technologies read for this view.
    public consuming func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// Sets the value that assistive technologies read for this view.
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
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

    /// Sets where assistive technologies activate this view, relative to its size:
    /// `.accessibilityActivationPoint(.topLeading)`.
    public consuming func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        modifier(AccessibilityAttachmentModifier(activationPoint: .unitPoint(activationPoint)))
    }

    /// Sets where assistive technologies activate this view, as a point in its coordinates.
    public consuming func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        modifier(AccessibilityAttachmentModifier(activationPoint: .point(activationPoint)))
    }
}
