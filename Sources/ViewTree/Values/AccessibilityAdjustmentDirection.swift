/// The direction of an adjustment a screen reader asks of an adjustable view (VoiceOver's
/// swipe up or down): see `accessibilityAdjustableAction(_:)`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Raise the value.
    case increment
    /// Lower the value.
    case decrement
}
