import ViewTree

/// What a kind of view is to a screen reader: its role, the traits that role implies, and
/// where its accessible name comes from when it has no accessibility label.
///
/// Each kind declares its own, beside its other facts (`ViewKind.accessibility`, in the kind's
/// file): `Text`'s is `.staticText`, named by its string; a `Button`'s is `.button`, named by
/// its `labelView()`.
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
}
