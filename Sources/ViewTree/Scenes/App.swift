import Foundation

/// An app: its scenes, and the entry point `@main` runs.
///
/// ```swift
/// @main
/// struct LibraryApp: App {
///     var body: some Scene {
///         WindowGroup { LibraryView() }
///             .commands { CommandMenu("Books") { Button("Add Book") { } } }
///         Settings { LibrarySettings() }
///     }
/// }
/// ```
///
/// As `View`, the protocol is nonisolated and `body` is `@MainActor`, so tests create and
/// inspect apps from plain synchronous test methods: `try LibraryApp().inspect()`, or
/// `ViewHosting.host(app: LibraryApp())`.
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor var body: Body { get }

    /// Makes the app: `@main` calls it once, at launch.
    ///
    /// Nonisolated, as `View`'s initializers are, so that tests make apps from plain
    /// synchronous test methods (SwiftUI's `App` is `@MainActor` as a whole).
    init()
}

extension App {
    /// The entry point `@main` calls: hosts the app's first window and runs it until it has
    /// nothing left to do, then returns, which ends the process.
    ///
    /// Linux has no windows, so this is what it does, exactly:
    /// 1. Makes the app (`init()`) and hosts its first `WindowGroup` or `Window`, as
    ///    `ViewHosting.host(app:)` does: the window's views render once, in the `.active`
    ///    phase. An app without one hosts nothing and says so on standard error.
    /// 2. Runs the main run loop while the hosted window has work: updates due (state written
    ///    by `onAppear`, `task`, `onChange`, a publisher), or a `.task` still running. So an
    ///    app whose `.task` loads and prints something does so, then ends. Subscriptions
    ///    (`onReceive`) alone do not keep it running.
    /// 3. Moves the scene to `.background` (its `onChange(of: scenePhase)` actions run), then
    ///    expels the window (its `onDisappear` actions run) and returns.
    ///
    /// Other scenes (`Settings`, other windows, documents) and the commands are not run.
    @MainActor
    public static func main() {
        let hosted = ViewHosting.host(app: Self())
        while !hosted.graph.isIdle, !hosted.graph.isExpelled, hosted.graph.stopReason == nil {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        hosted.setScenePhase(.background)
        hosted.expel()
    }
}

extension ViewHosting {
    /// Hosts the app's first window — its first `WindowGroup` or `Window` — as its scene
    /// runs: the window's content, seeing the `.active` scene phase and the scene's
    /// `@SceneStorage`. Returns the hosted hierarchy, whose `inspect()` starts at the content.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(app: LibraryApp())
    /// XCTAssertNoThrow(try hosted.inspect().find(text: "Books"))
    /// hosted.setScenePhase(.background)
    /// ```
    ///
    /// A `WindowGroup(for:)` window is hosted without a value (nil), as a window opened from
    /// the File menu is; `host(app:presenting:)` gives it one. The scene's `@SceneStorage`
    /// values stay with the scene when it is expelled: hosting the same scene of the same
    /// app type again finds them, until `removeSceneStorage()`. An app with no window hosts
    /// an `EmptyView` and says why in the handle's `diagnostics`.
    @discardableResult
    public static func host<A: App>(app: A) -> HostedView {
        host(app: app, where: "WindowGroup or Window", presented: nil) { $0.isWindow }
    }

    /// Hosts the app's `WindowGroup` or `Window` whose id is `id`, as `host(app:)` hosts
    /// the first.
    @discardableResult
    public static func host<A: App>(app: A, id: String) -> HostedView {
        host(app: app, where: "WindowGroup or Window with id \"\(id)\"", presented: nil) { $0.isWindow && $0.id == id }
    }

    /// Hosts a window of the app's first `WindowGroup(for:)` of `Value` (with `id`, when
    /// given) presenting `value`: its content's binding reads `value`, and a write through
    /// the binding re-renders the views that read it. Each value is a window of its own, with
    /// its own `@SceneStorage`.
    @discardableResult
    public static func host<A: App, Value: Codable & Hashable>(app: A, id: String? = nil, presenting value: Value) -> HostedView {
        let place = "WindowGroup(for: \(Value.self).self)" + (id.map { " with id \"\($0)\"" } ?? "")
        return host(app: app, where: place, presented: value) { entry in
            entry.kind == .windowGroup && entry.presentedType == Value.self && (id == nil || entry.id == id)
        }
    }

    /// Forgets the `@SceneStorage` values of every scene hosted so far, as a launch without
    /// state restoration: call it in `setUp()` for tests that must not see another test's
    /// values.
    public static func removeSceneStorage() {
        SceneSessions.removeAll()
    }

    private static func host<A: App>(
        app: A, where place: String, presented: AnyHashable?, matching: @escaping (SceneEntry) -> Bool
    ) -> HostedView {
        // The app reads the scene's environment: its phase, for its scene `onChange`s.
        SceneEntries.prepare(app, in: sceneEnvironment(session: SceneSession()))
        guard let entries = SceneEntries.of(app: app) else {
            return hostNothing(because: "\(A.self) was not hosted: its body runs on the main actor, and this is not it")
        }
        // A utility app that lives in the menu bar shows its menu bar extra.
        let launched = entries.firstIndex(where: matching)
            ?? (entries.contains(where: \.isWindow) ? nil : entries.firstIndex { $0.kind == .menuBarExtra && $0.isInserted?.wrappedValue != false })
        guard let index = launched else {
            let declared = entries.map(\.kind.rawValue).joined(separator: ", ")
            return hostNothing(
                because: "\(A.self) declares no \(place) to host"
                    + " (its scenes: \(declared.isEmpty ? "none" : declared)); nothing was hosted")
        }
        let windows = HostedAppWindows(app: app) { windows, index, value, window in
            hostScene(of: app, at: index, presented: value, window: window, windows: windows)
        }
        let window = HostedWindow(sceneIndex: index, kind: entries[index].kind, id: entries[index].id, value: presented)
        windows.add(window)
        let select: ([SceneEntry]) -> SceneEntry? = launched == entries.firstIndex(where: matching)
            ? { $0.first(where: matching) } : { $0.indices.contains(index) ? $0[index] : nil }
        return hostScene(of: app, at: index, presented: presented, window: window, windows: windows, entries: entries, select: select)
    }

    /// Hosts scene `index` of `app` presenting `presented`, as `window` of `windows` (the
    /// windows of the app, which `openWindow` adds to).
    @discardableResult
    private static func hostScene<A: App>(
        of app: A, at index: Int, presented: AnyHashable?, window: HostedWindow, windows: HostedAppWindows?,
        entries known: [SceneEntry]? = nil, select: (([SceneEntry]) -> SceneEntry?)? = nil
    ) -> HostedView {
        guard let entries = known ?? SceneEntries.of(app: app), entries.indices.contains(index) else {
            return hostNothing(because: "\(A.self) was not hosted: its body runs on the main actor, and this is not it")
        }
        let entry = entries[index]
        // Each window open at once has a session of its own: a second window of a group is
        // named by its place among them.
        let sameScene = windows?.windows.filter { $0 !== window && $0.sceneIndex == index && $0.value == presented }.count ?? 0
        let name = "\(A.self)/" + (entry.id ?? "\(entry.kind.rawValue)#\(index)") + (presented.map { "(\($0.base))" } ?? "")
            + (sameScene > 0 ? "[\(sameScene + 1)]" : "")
        let session = SceneSessions.session(for: name)
        if let presented { session.presentedValue = presented.base }
        var environment = sceneEnvironment(session: session)
        if let windows {
            environment.setWindows(windows, in: window)
        }
        let hosted = hostContent(of: entry, in: session, environment: environment, window: window)
        let observer = SceneObserver(
            app: app, select: select ?? { entries in entries.indices.contains(index) ? entries[index] : nil },
            handlers: entry.changeHandlers)
        hosted.graph.observeScene(observer)
        if MainActorBridge.isOnMainActor { observer.appeared() }
        return hosted
    }

    /// Hosts the content `entry` makes in `session`, opened from its existential so that the
    /// handle is typed by it.
    private static func hostContent(
        of entry: SceneEntry, in session: SceneSession, environment: EnvironmentValues, window: HostedWindow
    ) -> HostedView {
        func open<Content: View>(_ content: Content) -> HostedView {
            host(root: content, as: Content.self, environment: environment, window: window)
        }
        return open(entry.makeContent(session))
    }

    private static func hostNothing(because reason: String) -> HostedView {
        let hosted = host(root: EmptyView(), as: EmptyView.self, environment: nil)
        hosted.graph.report(reason)
        return hosted
    }
}
