import ViewTree

/// The names of accessibility traits as written in source, for messages and tree dumps.
enum AccessibilityTraitNames {
    static let all: [(traits: AccessibilityTraits, name: String)] = [
        (.isButton, ".isButton"), (.isHeader, ".isHeader"), (.isSelected, ".isSelected"), (.isLink, ".isLink"),
        (.isSearchField, ".isSearchField"), (.isImage, ".isImage"), (.playsSound, ".playsSound"),
        (.isKeyboardKey, ".isKeyboardKey"), (.isStaticText, ".isStaticText"), (.isSummaryElement, ".isSummaryElement"),
        (.updatesFrequently, ".updatesFrequently"), (.startsMediaSession, ".startsMediaSession"),
        (.allowsDirectInteraction, ".allowsDirectInteraction"), (.causesPageTurn, ".causesPageTurn"),
        (.isModal, ".isModal"), (.isToggle, ".isToggle"), (.isTabBar, ".isTabBar"),
    ]

    /// `.isHeader` for one trait, `[.isButton, .isSelected]` for several, `[]` for none.
    static func describe(_ traits: AccessibilityTraits) -> String {
        let names = all.filter { traits.contains($0.traits) }.map(\.name)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
