/// `.handlesExternalEvents(matching:)` on a scene.
public struct _HandlesExternalEventsSceneModifier: _SceneModifier {
    let conditions: Set<String>

    /// Records the conditions.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.externalEvents = conditions
    }
}

extension Scene {
    /// The external events — URLs, user activities — for which the system makes a window of
    /// this scene: an event whose target contains one of `conditions` (`"*"` matches every
    /// event). Nothing sends external events here: Inspector reads the conditions
    /// (`handlesExternalEvents()` on the scene).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        _ModifiedScene(content: self, modifier: _HandlesExternalEventsSceneModifier(conditions: conditions))
    }
}

/// Which external events the window showing the modified view prefers, and allows, to be sent
/// to it rather than to a new window.
public struct _HandlesExternalEventsModifier: ViewModifier {
    /// Primitive modifier: nothing sends external events here; Inspector reads it.
    public typealias Body = Never

    let preferring: Set<String>
    let allowing: Set<String>

    /// The conditions the window prefers and allows.
    public init(preferring: Set<String>, allowing: Set<String>) {
        self.preferring = preferring
        self.allowing = allowing
    }
}

extension View {
    /// Asks for external events matching `preferring` to be sent to the window showing this
    /// view, and lets those matching `allowing` be (`"*"` matches every event). Nothing sends
    /// external events here: Inspector reads the sets (`handlesExternalEvents()`).
    public consuming func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        modifier(_HandlesExternalEventsModifier(preferring: preferring, allowing: allowing))
    }
}
