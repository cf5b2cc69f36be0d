/// A button that toggles the edit mode of its environment: "Edit" while inactive, "Done"
/// while editing.
///
/// ```swift
/// @State var mode = EditMode.inactive
/// …
/// List { … }
///     .toolbar { EditButton() }
///     .environment(\.editMode, $mode)
/// ```
///
/// It reads `\.editMode`, a binding a view provides with `.environment(\.editMode, $mode)`:
/// there is no list to provide one, so without it the button has nothing to toggle.
public struct EditButton: View {
    /// A button toggling the environment's edit mode.
    public init() {}

    /// Primitive view: `EditButton` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Whether the user may edit the content of a view: delete, move or select rows.
public enum EditMode: Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// The content can be edited for a moment, as with a swipe to delete.
    case transient
    /// The content can be edited.
    case active

    /// Whether the mode allows editing: `transient` or `active`.
    public var isEditing: Bool {
        switch self {
        case .inactive: false
        case .transient, .active: true
        }
    }
}

private enum EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here, as a binding an `EditButton` toggles; nil unless a
    /// view provides one with `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
