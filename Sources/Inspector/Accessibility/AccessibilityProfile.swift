import ViewTree

/// What a kind of view is to a screen reader: its role, the traits that role implies, and
/// where its accessible name comes from when it has no accessibility label.
///
/// A kind with a profile is one accessibility element: the views in its parts (a button's
/// label, a label's title and icon, a style's body) are read as part of it, not as elements of
/// their own. Its content (a picker's options, a tab's content) stays elements of its own.
/// Kinds without a profile (stacks, lists, custom views) are not elements: the elements inside
/// them are.
struct AccessibilityProfile {
    /// Where the accessible name of a view of the kind comes from.
    enum NameSource {
        /// The string of a `Text`.
        case text
        /// The `label:` of an `Image`.
        case imageLabel
        /// The content of the parts reached with these calls, the first one that has a name.
        case parts([String])
        /// A name the kind always has, as SwiftUI gives it: `PasteButton`'s "Paste", `RenameButton`'s "Rename".
        case fixed(String)
    }

    let role: AccessibilityRole
    /// The traits views of the kind have without any modifier.
    let traits: AccessibilityTraits
    let name: NameSource

    /// The profile of `kind`, if views of the kind are accessibility elements.
    static func of(_ kind: ViewKind) -> AccessibilityProfile? {
        profiles[ObjectIdentifier(kind)]
    }

    private static let label = ["labelView()"]

    /// The accessibility feature names the kinds it describes (see `Docs/Contributing.md`).
    private static let profiles: [ObjectIdentifier: AccessibilityProfile] = {
        let entries: [(ViewKind, AccessibilityProfile)] = [
            (.text, AccessibilityProfile(role: .staticText, traits: .isStaticText, name: .text)),
            (.image, AccessibilityProfile(role: .image, traits: .isImage, name: .imageLabel)),
            (.label, AccessibilityProfile(role: .staticText, traits: .isStaticText, name: .parts(["title()"]))),
            (.button, AccessibilityProfile(role: .button, traits: .isButton, name: .parts(label))),
            (.navigationLink, AccessibilityProfile(role: .button, traits: .isButton, name: .parts(label))),
            (.link, AccessibilityProfile(role: .link, traits: .isLink, name: .parts(label))),
            (.shareLink, AccessibilityProfile(role: .button, traits: .isButton, name: .parts(label))),
            (.pasteButton, AccessibilityProfile(role: .button, traits: .isButton, name: .fixed("Paste"))),
            (.renameButton, AccessibilityProfile(role: .button, traits: .isButton, name: .fixed("Rename"))),
            (.toggle, AccessibilityProfile(role: .toggle, traits: .isToggle, name: .parts(label))),
            (.textField, AccessibilityProfile(role: .textField, traits: [], name: .parts(label + ["prompt()"]))),
            (.secureField, AccessibilityProfile(role: .textField, traits: [], name: .parts(label + ["prompt()"]))),
            (.textEditor, AccessibilityProfile(role: .textField, traits: [], name: .parts([]))),
            (.slider, AccessibilityProfile(role: .slider, traits: [], name: .parts(label))),
            (.stepper, AccessibilityProfile(role: .stepper, traits: [], name: .parts(label))),
            (.picker, AccessibilityProfile(role: .picker, traits: [], name: .parts(label))),
            (.datePicker, AccessibilityProfile(role: .datePicker, traits: [], name: .parts(label))),
            (.colorPicker, AccessibilityProfile(role: .colorPicker, traits: [], name: .parts(label))),
            (.menu, AccessibilityProfile(role: .menu, traits: [], name: .parts(label))),
            (.disclosureGroup, AccessibilityProfile(role: .disclosureGroup, traits: [], name: .parts(label))),
            (.tab, AccessibilityProfile(role: .tab, traits: [], name: .parts(label))),
            (.progressView, AccessibilityProfile(role: .progressIndicator, traits: [], name: .parts(label))),
            (.gauge, AccessibilityProfile(role: .progressIndicator, traits: [], name: .parts(label))),
        ]
        return Dictionary(uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.0), $0.1) })
    }()
}
