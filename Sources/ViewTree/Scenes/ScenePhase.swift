/// Where a scene is in its life: in front and interactive, visible but not interactive, or
/// not visible.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// …
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
///
/// Views read `.active` unless the scene they are in says otherwise: a hosted view is in the
/// app's one window, and a test moves it to another phase with
/// `hosted.setScenePhase(.background)`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible: the app may be suspended soon.
    case background
    /// Visible but not taking events.
    case inactive
    /// In front and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: `.active` unless a hosted scene was moved to
    /// another with `setScenePhase(_:)`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
