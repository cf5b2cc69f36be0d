import ViewTree

/// What an accessibility element is, as a screen reader announces it: `find(role: .button,
/// name: "Save")`.
///
/// A view's roles come from its kind (a `Button` is a `.button`, a `Text` is `.staticText`)
/// and from the traits added with `.accessibilityAddTraits(_:)` (`.isHeader` makes a
/// `.header`) or removed with `.accessibilityRemoveTraits(_:)`. The cases are in order of
/// precedence: an element's first role is the one its other roles rank below.
public enum AccessibilityRole: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A header that divides content into sections (`.isHeader`).
    case header
    /// A search field (`.isSearchField`).
    case searchField
    /// A `Toggle` (`.isToggle`).
    case toggle
    /// A `Link` (`.isLink`).
    case link
    /// A `Button` or a `NavigationLink` (`.isButton`).
    case button
    /// A `TextField`, a `SecureField` or a `TextEditor`.
    case textField
    /// A `Slider`.
    case slider
    /// A `Stepper`.
    case stepper
    /// A `Picker`.
    case picker
    /// A `DatePicker`.
    case datePicker
    /// A `ColorPicker`.
    case colorPicker
    /// A `Menu`.
    case menu
    /// A `DisclosureGroup`.
    case disclosureGroup
    /// A `Tab` of a `TabView`.
    case tab
    /// A tab bar (`.isTabBar`).
    case tabBar
    /// A `ProgressView` or a `Gauge`.
    case progressIndicator
    /// An `Image` (`.isImage`).
    case image
    /// A `Text` or a `Label` (`.isStaticText`).
    case staticText

    /// The role as written in source: `.button`.
    public var description: String { "." + rawValue }

    /// The roles that traits give, in order of precedence.
    static let fromTraits: [(traits: AccessibilityTraits, role: AccessibilityRole)] = [
        (.isHeader, .header), (.isSearchField, .searchField), (.isToggle, .toggle), (.isLink, .link),
        (.isButton, .button), (.isTabBar, .tabBar), (.isImage, .image), (.isStaticText, .staticText),
    ]

    /// Whether an element with the role has a value a screen reader reads without an
    /// `.accessibilityValue(_:)`: a toggle's state, a slider's position, a field's text.
    var hasValueOfItsOwn: Bool {
        switch self {
        case .searchField, .toggle, .textField, .slider, .stepper, .picker, .datePicker, .colorPicker,
            .disclosureGroup, .progressIndicator:
            true
        case .header, .link, .button, .menu, .tab, .tabBar, .image, .staticText:
            false
        }
    }

    /// The role's rank: lower ranks come first.
    var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }
}
