/// A set of accessibility traits that describe how an element behaves: `.isButton`,
/// `.isHeader`, … Add them with `.accessibilityAddTraits(_:)`, remove them with
/// `.accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt32

    /// Traits from their bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element provides summary information when the app starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's label or value updates frequently.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element causes a page turn when the screen reader finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: its siblings are ignored while it is shown.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
