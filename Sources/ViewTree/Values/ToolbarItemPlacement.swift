/// Where a toolbar item goes: the leading or trailing end of the navigation bar, the bottom
/// bar, the centre, or wherever the platform puts the kind of action it is.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// Where the system puts items by default.
    public static let automatic = ToolbarItemPlacement("automatic")
    /// The most common action of the view (the trailing end of a navigation bar).
    public static let primaryAction = ToolbarItemPlacement("primaryAction")
    /// A secondary action (an overflow menu on some platforms).
    public static let secondaryAction = ToolbarItemPlacement("secondaryAction")
    /// The action that confirms a modal view ("Done", "Save").
    public static let confirmationAction = ToolbarItemPlacement("confirmationAction")
    /// The action that dismisses a modal view without saving ("Cancel").
    public static let cancellationAction = ToolbarItemPlacement("cancellationAction")
    /// An action that destroys what a modal view edits ("Delete").
    public static let destructiveAction = ToolbarItemPlacement("destructiveAction")
    /// Navigation actions (back, forward).
    public static let navigation = ToolbarItemPlacement("navigation")
    /// The centre of the toolbar (in place of the title).
    public static let principal = ToolbarItemPlacement("principal")
    /// The status area (macOS: the centre; iOS: the bottom bar).
    public static let status = ToolbarItemPlacement("status")
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement("topBarLeading")
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing")
    /// The leading end of the navigation bar (deprecated in SwiftUI for `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading")
    /// The trailing end of the navigation bar (deprecated in SwiftUI for `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement("bottomBar")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement("keyboard")

    /// The placement as it is written: `.primaryAction`.
    public var description: String { "." + name }
}
