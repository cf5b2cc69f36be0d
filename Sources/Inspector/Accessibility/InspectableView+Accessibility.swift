import ViewTree

extension InspectableView {
    /// The traits of this view as a screen reader sees them: its kind's (`.isButton` for a
    /// `Button`, `.isStaticText` for a `Text`, `.isImage` for an `Image`), plus those added with
    /// `.accessibilityAddTraits(_:)`, minus those removed with `.accessibilityRemoveTraits(_:)`;
    /// `.isHeader` for a text in a `Section`'s header.
    public func accessibilityTraits() throws -> AccessibilityTraits {
        try reading("accessibilityTraits()") { AccessibilityModel().traits(of: $0) }
    }

    /// The role a screen reader announces for this view — the first of `accessibilityRoles()` —
    /// or nil when it has none (a stack, a custom view).
    public func accessibilityRole() throws -> AccessibilityRole? {
        try reading("accessibilityRole()") { AccessibilityModel().roles(of: $0).first }
    }

    /// Every role of this view, in order of precedence: its kind's (`.button`), unless the
    /// trait it implies was removed, then those its added traits give (`.header`); for an
    /// `.accessibilityElement(children: .combine)`, also the roles of what it combines.
    public func accessibilityRoles() throws -> [AccessibilityRole] {
        try reading("accessibilityRoles()") { AccessibilityModel().roles(of: $0) }
    }

    /// The name a screen reader reads for this view: its accessibility label; else its text (a
    /// `Text`), its label (an `Image(_:label:)`), the texts of its label (a `Button`, a
    /// `Toggle`, a `Link`, …), its title (a `Label`), its label or prompt (a `TextField`), or
    /// the names of what an `.accessibilityElement(children: .combine)` combines, joined with
    /// ", ". Hidden views inside do not count. Nil when it has none: an icon-only button.
    public func accessibleName() throws -> String? {
        try reading("accessibleName()") { AccessibilityModel().name(of: $0) }
    }

    /// Whether a screen reader skips this view: it or an ancestor is hidden with
    /// `.accessibilityHidden(true)` or `.hidden()` (applied after the overlay or background
    /// the view is in, if any), it is a decorative image (`Image(decorative:)`), an ancestor's
    /// `.accessibilityElement(children: .ignore)` ignores it, or a modal view
    /// (`.accessibilityAddTraits(.isModal)`) is shown at its level and it is not inside one.
    public func isAccessibilityHidden() throws -> Bool {
        try reading("isAccessibilityHidden()") { node in
            if case .hidden = AccessibilityModel().status(of: node) { return true }
            return false
        }
    }

    /// Whether a screen reader reads this view as an element of its own: it is not hidden, not
    /// part of an enclosing element (a button's label, a `.combine`d container), and has a
    /// role, an accessibility label, or an `.accessibilityElement(children:)` that ignores or
    /// combines its children.
    public func isAccessibilityElement() throws -> Bool {
        try reading("isAccessibilityElement()") { node in
            if case .element = AccessibilityModel().status(of: node) { return true }
            return false
        }
    }
}
