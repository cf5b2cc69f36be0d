import Foundation

/// An action that opens a window of the app: what views read with
/// `@Environment(\.openWindow)`.
///
/// ```swift
/// struct OpenViewerButton: View {
///     @Environment(\.openWindow) private var openWindow
///     var body: some View {
///         Button("Open Viewer") { openWindow(id: "viewer") }
///         Button("Open Book") { openWindow(value: book.id) }
///     }
/// }
/// ```
///
/// In an app hosted with `ViewHosting.host(app:)`, it hosts the window the app declares: by
/// `id`, the `WindowGroup` or `Window` with that id; by `value`, a `WindowGroup(for:)` of the
/// value's type, whose content's binding reads the value. A `WindowGroup` opens a new window
/// each time; a `Window`, or a window presenting a value already open, is open already and
/// stays the one window. The hosted handle lists the windows (`hosted.windows`,
/// `hosted.window(id:)`, `hosted.window(presenting:)`).
///
/// Outside a hosted app there is no window to open: hosted with `host(view:)`, the call is
/// reported in the handle's `diagnostics` (and on standard error); not hosted, on standard
/// error. Unlike SwiftUI's, the action is not isolated to the main actor, so that
/// synchronous tests can call one.
public struct OpenWindowAction {
    let windows: HostedAppWindows?

    /// Opens the window of the scene whose id is `id`.
    public func callAsFunction(id: String) {
        open(WindowRequest(id: id, value: nil), call: "openWindow(id: \(quoted(id)))")
    }

    /// Opens a window of the `WindowGroup(for:)` presenting values of `value`'s type.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        open(WindowRequest(id: nil, value: AnyHashable(value), valueType: D.self), call: "openWindow(value: \(value))")
    }

    /// Opens a window of the `WindowGroup(for:)` whose id is `id`, presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        open(
            WindowRequest(id: id, value: AnyHashable(value), valueType: D.self),
            call: "openWindow(id: \(quoted(id)), value: \(value))")
    }

    private func open(_ request: WindowRequest, call: String) {
        guard let windows else { return HostedAppWindows.reportUnhosted(call) }
        windows.open(request, call: call)
    }
}

/// An action that closes windows of the app: what views read with
/// `@Environment(\.dismissWindow)`.
///
/// ```swift
/// Button("Close") { dismissWindow() }            // the window this view is in
/// Button("Close Viewer") { dismissWindow(id: "viewer") }
/// ```
///
/// In an app hosted with `ViewHosting.host(app:)`, it expels the windows it names (their
/// `onDisappear` actions run) and takes them off the handle's `windows`. Outside a hosted
/// app, hosted with `host(view:)`, `dismissWindow()` expels the hosted hierarchy and the
/// other calls are reported in `diagnostics`; not hosted, the calls are reported on standard
/// error. Not isolated to the main actor, as `OpenWindowAction`.
public struct DismissWindowAction {
    let windows: HostedAppWindows?
    let window: HostedWindow?

    /// Closes the window this view is in.
    public func callAsFunction() {
        guard let windows, let window else { return HostedAppWindows.reportUnhosted("dismissWindow()") }
        windows.dismiss(window)
    }

    /// Closes the windows of the scene whose id is `id`.
    public func callAsFunction(id: String) {
        dismiss(WindowRequest(id: id, value: nil), call: "dismissWindow(id: \(quoted(id)))")
    }

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        dismiss(WindowRequest(id: nil, value: AnyHashable(value), valueType: D.self), call: "dismissWindow(value: \(value))")
    }

    /// Closes the window of the scene whose id is `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        dismiss(
            WindowRequest(id: id, value: AnyHashable(value), valueType: D.self),
            call: "dismissWindow(id: \(quoted(id)), value: \(value))")
    }

    private func dismiss(_ request: WindowRequest, call: String) {
        guard let windows else { return HostedAppWindows.reportUnhosted(call) }
        windows.dismiss(request, call: call)
    }
}

private func quoted(_ string: String) -> String {
    "\"" + string + "\""
}

/// Which window an `openWindow` or `dismissWindow` call names.
struct WindowRequest {
    let id: String?
    let value: AnyHashable?
    var valueType: Any.Type?

    /// Whether `entry` is the scene the request names: by id, a `WindowGroup` or `Window`
    /// (an `ImmersiveSpace` for the space actions); by value, a scene presenting its type.
    func names(_ entry: SceneEntry, kinds: Set<SceneEntry.Kind>) -> Bool {
        guard kinds.contains(entry.kind) else { return false }
        if let id, entry.id != id { return false }
        if let valueType { return entry.presentedType == valueType }
        return id != nil
    }
}

/// One window an app hosted with `host(app:)` has open: the scene it shows (by its index among
/// the app's scenes) and the value it presents.
package final class HostedWindow: @unchecked Sendable {
    let sceneIndex: Int?
    let kind: SceneEntry.Kind?
    let id: String?
    let value: AnyHashable?
    private let lock = NSLock()
    /// Weak: the graph's environment holds the actions that hold this window. `ViewHosting`
    /// keeps the graph while it is hosted.
    private weak var hostedGraph: HostGraph?

    init(sceneIndex: Int?, kind: SceneEntry.Kind?, id: String?, value: AnyHashable?) {
        self.sceneIndex = sceneIndex
        self.kind = kind
        self.id = id
        self.value = value
    }

    /// The window's hosted hierarchy, while it is hosted.
    var hosted: HostedView? {
        lock.withLock { hostedGraph }.flatMap { $0.isExpelled ? nil : HostedView(graph: $0) }
    }

    /// Notes the graph that hosts the window.
    func attach(_ graph: HostGraph) {
        lock.withLock { hostedGraph = graph }
    }
}

/// The windows of one hosted app — the one it was launched with, then those `openWindow`
/// opened — shared by the environments of all of them. A view hosted with `host(view:)` has
/// one too, with no app: it opens nothing and reports what it was asked.
package final class HostedAppWindows: @unchecked Sendable {
    /// The app whose scenes open; nil for a view hosted with `host(view:)`.
    let app: (any App)?
    private let lock = NSLock()
    private var open: [HostedWindow] = []
    /// Hosts scene `index` of the app presenting a value, as one more of these windows.
    let hostScene: ((_ windows: HostedAppWindows, _ index: Int, _ value: AnyHashable?, _ window: HostedWindow) -> Void)?

    init(app: (any App)?, hostScene: ((HostedAppWindows, Int, AnyHashable?, HostedWindow) -> Void)?) {
        self.app = app
        self.hostScene = hostScene
    }

    /// The windows open now, the first hosted first: those whose hierarchy is still hosted.
    var windows: [HostedWindow] {
        lock.withLock { open }.filter { $0.hosted != nil }
    }

    /// Adds `window`, hosted.
    func add(_ window: HostedWindow) {
        lock.withLock { open.append(window) }
    }

    /// Records `problem` where a test sees it: in the first window's `diagnostics`.
    func report(_ problem: String) {
        if let graph = windows.first?.hosted?.graph {
            graph.report(problem)
        } else {
            Self.reportUnhosted(problem)
        }
    }

    static func reportUnhosted(_ call: String) {
        FileHandle.standardError.write(
            Data("ViewHosting: \(call) was called outside an app hosted with ViewHosting.host(app:): no window opened or closed\n".utf8))
    }

    func open(_ request: WindowRequest, call: String) {
        open(request, call: call, kinds: [.windowGroup, .window], what: "WindowGroup or Window")
    }

    /// Opens the scene `request` names among `kinds`, unless it is a single window (a `Window`,
    /// a value's window) open already. Returns whether one is open now.
    @discardableResult
    func open(_ request: WindowRequest, call: String, kinds: Set<SceneEntry.Kind>, what: String) -> Bool {
        guard let app, let hostScene else {
            report("\(call): the view is hosted with host(view:), not in an app; no window opened (host the app with ViewHosting.host(app:))")
            return false
        }
        let appName = "\(type(of: app))"
        guard let entries = SceneEntries.of(app: app) else {
            report("\(call): \(appName)'s body runs on the main actor, and this is not it; no window opened")
            return false
        }
        guard let index = entries.firstIndex(where: { request.names($0, kinds: kinds) }) else {
            let ids = entries.compactMap(\.id).map(quoted)
            report(
                "\(call): \(appName) declares no \(what) " + (request.valueType.map { "for \($0)" } ?? "with that id")
                    + " (its ids: \(ids.isEmpty ? "none" : ids.joined(separator: ", "))); nothing was opened")
            return false
        }
        let isSingle = entries[index].kind != .windowGroup || request.value != nil
        if isSingle, windows.contains(where: { $0.sceneIndex == index && $0.value == request.value }) {
            return true
        }
        let window = HostedWindow(sceneIndex: index, kind: entries[index].kind, id: entries[index].id, value: request.value)
        add(window)
        hostScene(self, index, request.value, window)
        return true
    }

    /// Closes `window`: takes it off the list and expels it.
    func dismiss(_ window: HostedWindow) {
        let removed = lock.withLock { () -> Bool in
            guard let position = open.firstIndex(where: { $0 === window }) else { return false }
            open.remove(at: position)
            return true
        }
        if removed { window.hosted?.expel() }
    }

    func dismiss(_ request: WindowRequest, call: String) {
        let closing = windows.filter { window in
            window.kind != .immersiveSpace && (request.id == nil || window.id == request.id) && (request.value == nil || window.value == request.value)
        }
        guard !closing.isEmpty else {
            return report("\(call): no window of that scene is open; nothing was dismissed")
        }
        for window in closing { dismiss(window) }
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction(windows: nil) }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction(windows: nil, window: nil) }
}

extension EnvironmentValues {
    /// The action that opens windows of the app: `openWindow(id: "viewer")`.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// The action that closes windows of the app: `dismissWindow()`.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// Points the window actions at `windows`, from inside `window`.
    mutating func setWindows(_ windows: HostedAppWindows, in window: HostedWindow) {
        openWindow = OpenWindowAction(windows: windows)
        dismissWindow = DismissWindowAction(windows: windows, window: window)
        openImmersiveSpace = OpenImmersiveSpaceAction(windows: windows)
        dismissImmersiveSpace = DismissImmersiveSpaceAction(windows: windows)
    }
}

extension HostedView {
    /// The windows open in the app this hierarchy belongs to: the one `host(app:)` hosted,
    /// then those `openWindow` opened, less those `dismissWindow` closed. A view hosted with
    /// `host(view:)` is its own one window.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(app: ReaderApp())
    /// try hosted.inspect().find(button: "Open Viewer").tap()    // openWindow(id: "viewer")
    /// let viewer = try XCTUnwrap(hosted.window(id: "viewer"))
    /// XCTAssertNoThrow(try viewer.inspect().find(text: "Viewer"))
    /// ```
    public var windows: [HostedView] {
        guard let windows = graph.rootEnvironment.openWindow.windows else { return [self] }
        return windows.windows.filter { $0.kind != .immersiveSpace }.compactMap(\.hosted)
    }

    /// The last window opened of the scene whose id is `id`, while it is open.
    public func window(id: String) -> HostedView? {
        graph.rootEnvironment.openWindow.windows?.windows.last { $0.id == id }?.hosted
    }

    /// The open window presenting `value` (of the scene whose id is `id`, when given).
    public func window<Value: Codable & Hashable>(id: String? = nil, presenting value: Value) -> HostedView? {
        graph.rootEnvironment.openWindow.windows?.windows.last {
            $0.value == AnyHashable(value) && (id == nil || $0.id == id)
        }?.hosted
    }
}
