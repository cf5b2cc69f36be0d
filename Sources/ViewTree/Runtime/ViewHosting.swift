import Foundation

/// Hosts views so that their state, lifecycle and asynchronous updates run.
///
/// ```swift
/// let hosted = ViewHosting.host(view: ContentView())
/// // … inspect, tap, wait for updates …
/// ViewHosting.expel()
/// ```
///
/// Hosting renders the view at once; its `onAppear`, `onChange(initial:)` and `task` callbacks
/// and every later update run on the main queue. Usable from plain, nonisolated test methods.
///
/// Bodies are `@MainActor`, so rendering happens on the main actor: where plain XCTest
/// methods run on Linux (the main thread), and in `@MainActor` tests. Hosted from another
/// thread, a view is not rendered there: its first render is deferred to the main queue, and
/// the handle's `update()` schedules updates there instead of running them.
public enum ViewHosting {
    /// A hosted graph, with the task that hosted it (nil: hosted outside any task, as plain
    /// XCTest methods do).
    private struct Hosting {
        let graph: HostGraph
        let task: Int?
    }

    private static let hosted = LockedValue<[Hosting]>([])

    /// Mounts `view`: evaluates its bodies, attaches state by structural identity, subscribes
    /// to `onReceive` publishers and observed objects, and schedules `onAppear` and `task`.
    ///
    /// The returned handle (which you may ignore) can inspect the live hierarchy and expel it.
    /// It is a `HostedView`, typed by the hosted view (`HostedView.Of<ContentView>`), so that
    /// inspecting it can be typed too.
    @discardableResult
    public static func host<V: View>(view: V) -> HostedView.Of<V> {
        host(root: view, as: V.self)
    }

    /// Mounts `view` as `host(view:)` does, in a window of `size`, as ViewInspector's
    /// `host(view:size:)` does: the view is framed to that size, so a `GeometryReader` in it
    /// reads it (and a tree dump shows the `.frame(width:height:)` on the root). A nil size
    /// frames nothing.
    @discardableResult
    public static func host<V: View>(view: V, size: CGSize?) -> HostedView.Of<V> {
        guard let size else { return host(view: view) }
        return host(root: view.frame(width: size.width, height: size.height), as: V.self)
    }

    /// Hosts `root` as a `V` (its content, framed or not), in a scene of its own: its
    /// phase is `.active` and its `@SceneStorage` lives with this hierarchy, unless `environment`
    /// says otherwise (`host(app:)` gives the scene's).
    ///
    /// `window` is the window of a hosted app the hierarchy is (`host(app:)` gives it, with
    /// the window actions in `environment`); without one, the hierarchy is a window of its
    /// own, whose `openWindow` opens nothing.
    static func host<Root: View, V: View>(
        root: Root, as type: V.Type, environment: EnvironmentValues? = nil, window: HostedWindow? = nil
    ) -> HostedView.Of<V> {
        let window = window ?? HostedWindow(sceneIndex: nil, kind: nil, id: nil, value: nil)
        var environment = environment ?? sceneEnvironment(session: SceneSession())
        if environment.openWindow.windows == nil {
            let windows = HostedAppWindows(app: nil, hostScene: nil)
            windows.add(window)
            environment.setWindows(windows, in: window)
        }
        let graph = HostGraph(rootView: root, environment: environment)
        window.attach(graph)
        let task = currentTask()
        hosted.withValue { $0.append(Hosting(graph: graph, task: task)) }
        graph.start()
        return HostedView.Of<V>(graph: graph)
    }

    /// Unmounts hosted views: runs `onDisappear`, cancels tasks and subscriptions, and
    /// releases their state. Safe to call when nothing is hosted, or twice.
    ///
    /// Called from a task — a Swift Testing test, an `async` test — it expels the views that
    /// task hosted, so tests running in parallel do not expel each other's views. Called
    /// outside any task — a plain XCTest method or `tearDown()` — it expels every hosted view.
    public static func expel() {
        for graph in takeExpelled().reversed() {
            graph.expel()
        }
    }

    /// The graphs an expel called here expels, no longer listed as hosted: those the current
    /// task hosted, or every one outside any task.
    private static func takeExpelled() -> [HostGraph] {
        let task = currentTask()
        return hosted.withValue { hostings in
            let leaving = hostings.filter { task == nil || $0.task == task }
            hostings.removeAll { task == nil || $0.task == task }
            return leaving.map(\.graph)
        }
    }

    /// Ends the implicit transaction in every hosted hierarchy: renders the writes made so far
    /// (see `HostTransactions`). Returns the hierarchies that rendered.
    @discardableResult
    static func closeTransactions() -> [HostGraph] {
        let graphs = hosted.withValue { $0.map(\.graph) }
        return graphs.filter { $0.closeTransaction() }
    }

    /// `expel()` for `async` callers: expels the views hosted by the current task (every view,
    /// outside any task) and waits until the tasks they ran have ended, so that nothing of
    /// them is retained when it returns. What Swift Testing's `.expelsHostedViews` trait calls.
    package static func expelAndWait() async {
        for graph in takeExpelled().reversed() {
            await graph.expelAndWait()
        }
    }

    static func remove(_ graph: HostGraph) {
        hosted.withValue { $0.removeAll { $0.graph === graph } }
    }

    /// The environment a hosted scene's root sees: `.active`, with `session`'s storage.
    static func sceneEnvironment(session: SceneSession) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.scenePhase = .active
        environment.sceneSession = session
        return environment
    }

    private static func currentTask() -> Int? {
        withUnsafeCurrentTask { $0?.hashValue }
    }
}

/// A hosted hierarchy. Inspector adds `inspect()`, which shows the hierarchy as it is now,
/// after running the updates that are due.
///
/// Sendable: its one stored property is a `let` of a Sendable type, and its one subclass,
/// `HostedView.Of`, stores nothing (it is not `open`: no other module can subclass it). Not
/// `final` so that `Of` can type the handle by the hosted view.
public class HostedView: @unchecked Sendable {
    package let graph: HostGraph

    init(graph: HostGraph) {
        self.graph = graph
    }

    /// A hosted hierarchy whose root is a `Root`: what `ViewHosting.host(view:)` returns. It is
    /// a `HostedView` in every way; Inspector types `inspect()` by `Root` for a view marked
    /// `Inspectable`, as it does `Root().inspect()`.
    public final class Of<Root: View>: HostedView, @unchecked Sendable {}

    /// Runs the updates that are due now — re-renders, `onAppear`, `onChange` — instead of
    /// waiting for the main queue to run them. Off the main actor, schedules them on the
    /// main queue instead: bodies and callbacks are main-actor code.
    public func update() {
        graph.flush()
    }

    /// What went wrong while rendering: environment objects missing, a loop of callbacks.
    public var diagnostics: [String] {
        graph.diagnostics
    }

    /// The phase of the scene the hierarchy is in: `.active` when hosted, until
    /// `setScenePhase(_:)` changes it.
    public var scenePhase: ScenePhase {
        graph.rootEnvironment.scenePhase
    }

    /// Moves the hosted scene to `phase`, as the system does when its window goes to the
    /// background or comes back: every view reading `\.scenePhase` renders again and its
    /// `onChange(of: scenePhase)` actions run — at once on the main actor (as `update()`
    /// runs them), else on the main queue.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(app: NotesApp())
    /// hosted.setScenePhase(.background)
    /// XCTAssertEqual(store.saveCount, 1)
    /// ```
    public func setScenePhase(_ phase: ScenePhase) {
        graph.changeRootEnvironment { $0.scenePhase = phase }
        update()
        graph.rootEnvironmentChanged()
    }

    /// Unmounts this hierarchy: runs `onDisappear`, cancels tasks and subscriptions, and
    /// releases its state. Safe to call twice.
    public func expel() {
        ViewHosting.remove(graph)
        graph.expel()
    }
}
