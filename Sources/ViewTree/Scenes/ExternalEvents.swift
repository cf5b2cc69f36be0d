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

extension HostedView {
    /// The window of the hosted app an external event whose target is `target` (a URL's
    /// absolute string) goes to: an open window of the first `WindowGroup` or `Window` whose
    /// `handlesExternalEvents(matching:)` conditions match it (`"*"`, or a condition the
    /// target contains) — opened when none is — or, when no scene's conditions match, the
    /// first window open. A view hosted with `host(view:)` is its own window. Nil when the
    /// app's body cannot run here (off the main actor) or no window is open.
    package func windowHandlingExternalEvent(_ target: String) -> HostedView? {
        guard let windows = graph.rootEnvironment.openWindow.windows else { return self }
        return windows.window(handling: target)
    }
}

extension HostedAppWindows {
    func window(handling target: String) -> HostedView? {
        let open = windows.filter { $0.kind != .immersiveSpace }
        guard let app, let hostScene, let entries = SceneEntries.of(app: app) else { return open.first?.hosted }
        let matching = entries.indices.first { index in
            entries[index].isWindow
                && (entries[index].externalEvents ?? []).contains { $0 == "*" || target.contains($0) }
        }
        guard let index = matching else { return open.first?.hosted }
        if let window = open.last(where: { $0.sceneIndex == index }) { return window.hosted }
        let window = HostedWindow(sceneIndex: index, kind: entries[index].kind, id: entries[index].id, value: nil)
        add(window)
        hostScene(self, index, nil, window)
        return window.hosted
    }
}
