/// The kind of an accessibility action: one a screen reader triggers with a gesture of its own
/// (`.default`, `.escape`, `.magicTap`, `.delete`, `.showMenu`) or a custom one it lists by
/// name (`AccessibilityActionKind(named: Text("Archive"))`).
///
/// ```swift
/// MessageRow(message)
///     .accessibilityAction(.escape) { dismiss() }
///     .accessibilityAction(named: "Archive") { archive(message) }
/// ```
public struct AccessibilityActionKind: Equatable {
    /// Which action it is; a custom action keeps its name as written.
    package enum Storage: Equatable {
        case `default`, escape, magicTap, delete, showMenu
        case named(Text)
    }

    let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A custom action, listed by `name`.
    public init(named name: Text) {
        storage = .named(name)
    }

    // Computed rather than stored as SwiftUI's `static let`s: a kind may hold a `Text`, which
    // is not `Sendable`; callers write `.escape` either way.

    /// The view's main action: what activating it (a double tap in VoiceOver) does.
    public static var `default`: AccessibilityActionKind { AccessibilityActionKind(storage: .default) }
    /// Dismisses a modal view or cancels an operation (VoiceOver's two-finger scrub).
    public static var escape: AccessibilityActionKind { AccessibilityActionKind(storage: .escape) }
    /// The app's most important action at the moment (VoiceOver's two-finger double tap).
    public static var magicTap: AccessibilityActionKind { AccessibilityActionKind(storage: .magicTap) }
    /// Deletes the element's content.
    public static var delete: AccessibilityActionKind { AccessibilityActionKind(storage: .delete) }
    /// Shows the element's menu.
    public static var showMenu: AccessibilityActionKind { AccessibilityActionKind(storage: .showMenu) }
}
