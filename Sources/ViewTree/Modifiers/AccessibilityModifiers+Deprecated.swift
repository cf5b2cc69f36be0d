import Foundation

// SwiftUI's first accessibility modifiers, `accessibility(label:)` and its family, still in
// much real code. Each sets the same property as its modern form, in the same modifier, so
// every reader, search, the accessibility model, the audit and tree dumps treat both alike (a
// dump shows the modern spelling).
//
// SwiftUI deprecates them "in a future version" (`deprecated: 100000.0`): calling them does not
// warn. `@available(swift, deprecated: 100000, …)` is the same soft deprecation on every
// platform: no warning today, the replacement named for tools. `accessibility(selectionIdentifier:)`
// has no replacement and SwiftUI deprecates it outright; so does ViewTree.

extension View {
    /// Adds a label to the view that describes its contents: `accessibilityLabel(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityLabel(_:)")
    public consuming func accessibility(label: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(label: label))
    }

    /// Adds a textual description of the value that the view contains: `accessibilityValue(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityValue(_:)")
    public consuming func accessibility(value: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(value: value))
    }

    /// Sets the labels a user may name this view by: `accessibilityInputLabels(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityInputLabels(_:)")
    public consuming func accessibility(inputLabels: [Text]) -> some View {
        modifier(AccessibilityAttachmentModifier(inputLabels: inputLabels))
    }

    /// Tells the user what happens after performing the view's action: `accessibilityHint(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityHint(_:)")
    public consuming func accessibility(hint: Text) -> some View {
        modifier(AccessibilityAttachmentModifier(hint: hint))
    }

    /// Hides the view from assistive technologies, when `hidden`: `accessibilityHidden(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityHidden(_:)")
    public consuming func accessibility(hidden: Bool) -> some View {
        modifier(AccessibilityAttachmentModifier(hidden: hidden))
    }

    /// Sets the identifier UI tests use to find the view: `accessibilityIdentifier(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityIdentifier(_:)")
    public consuming func accessibility(identifier: String) -> some View {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }

    /// Orders the view's accessibility element among its siblings, higher first:
    /// `accessibilitySortPriority(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilitySortPriority(_:)")
    public consuming func accessibility(sortPriority: Double) -> some View {
        modifier(AccessibilityAttachmentModifier(sortPriority: sortPriority))
    }

    /// Sets where assistive technologies activate the view, relative to its size:
    /// `accessibilityActivationPoint(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityActivationPoint(_:)")
    public consuming func accessibility(activationPoint: UnitPoint) -> some View {
        modifier(AccessibilityAttachmentModifier(activationPoint: .unitPoint(activationPoint)))
    }

    /// Sets where assistive technologies activate the view, as a point in its coordinates:
    /// `accessibilityActivationPoint(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityActivationPoint(_:)")
    public consuming func accessibility(activationPoint: CGPoint) -> some View {
        modifier(AccessibilityAttachmentModifier(activationPoint: .point(activationPoint)))
    }

    /// Adds traits to the view's accessibility element: `accessibilityAddTraits(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityAddTraits(_:)")
    public consuming func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityAttachmentModifier(addedTraits: traits))
    }

    /// Removes traits from the view's accessibility element: `accessibilityRemoveTraits(_:)`.
    @available(swift, deprecated: 100000, renamed: "accessibilityRemoveTraits(_:)")
    public consuming func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityAttachmentModifier(removedTraits: traits))
    }

    /// Sets a selection identifier for the view's accessibility element, which a picker uses
    /// to tell which option gives its accessibility value. Read it with Inspector's
    /// `accessibilitySelectionIdentifier()`.
    @available(*, deprecated, message: "deprecated in SwiftUI, with no replacement")
    public consuming func accessibility(selectionIdentifier: AnyHashable) -> some View {
        modifier(AccessibilityAttachmentModifier(selectionIdentifier: selectionIdentifier))
    }
}
