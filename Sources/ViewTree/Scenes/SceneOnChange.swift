import Dispatch

/// `.onChange(of:)` on a scene: an action the app runs when a value its `body` reads changes —
/// most often the scene phase the app reads with `@Environment(\.scenePhase)`.
public struct _SceneOnChangeModifier<Value: Equatable>: _SceneModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    /// Records the action on the window.
    public func _apply(to entry: inout _SceneEntryReference) {
        entry.entry.changeHandlers.append(SceneChangeHandler(value: value, initial: initial, action: action))
    }
}

/// One scene `onChange`: the value the app's `body` read, and what to run when it differs.
package struct SceneChangeHandler {
    let value: Any
    let initial: Bool
    /// Whether `other`'s value differs from this one's.
    let differs: (Any) -> Bool
    /// Runs the action with this (old) value and `new`.
    let run: (Any) -> Void

    init<Value: Equatable>(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        differs = { ($0 as? Value) != value }
        run = { new in
            if let new = new as? Value { action(value, new) }
        }
    }
}

extension Scene {
    /// Runs `action` with the old and new value when `value` changes: what an app writes to
    /// save when its scene goes to the background.
    ///
    /// ```swift
    /// @Environment(\.scenePhase) private var scenePhase
    /// var body: some Scene {
    ///     WindowGroup { ContentView() }
    ///         .onChange(of: scenePhase) { _, phase in if phase == .background { store.save() } }
    /// }
    /// ```
    ///
    /// Hosted with `ViewHosting.host(app:)`, the app's `body` is read again when the hosted
    /// scene's phase changes (`setScenePhase(_:)`), and the action runs when the value differs;
    /// with `initial`, it also runs once when the scene is hosted.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        _ModifiedScene(content: self, modifier: _SceneOnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (the form SwiftUI deprecates).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        onChange(of: value) { _, new in action(new) }
    }
}

/// What a hosted app's scene watches: its app, read again in the scene's environment when that
/// changes, and the scene's `onChange` handlers, run when their values differ.
///
/// Main actor only, as the graph that keeps it (`HostGraph.sceneObserver`).
final class SceneObserver {
    private let app: any App
    private let select: ([SceneEntry]) -> SceneEntry?
    private var handlers: [SceneChangeHandler]

    init(app: any App, select: @escaping ([SceneEntry]) -> SceneEntry?, handlers: [SceneChangeHandler]) {
        self.app = app
        self.select = select
        self.handlers = handlers
    }

    /// Runs the handlers declared with `initial: true`, as the scene appears.
    func appeared() {
        for handler in handlers where handler.initial {
            handler.run(handler.value)
        }
    }

    /// Reads the app's body again in `environment` and runs the handlers whose values changed.
    func environmentChanged(to environment: EnvironmentValues) {
        SceneEntries.prepare(app, in: environment)
        guard let entries = SceneEntries.of(app: app), let entry = select(entries) else { return }
        let previous = handlers
        handlers = entry.changeHandlers
        for (old, new) in zip(previous, entry.changeHandlers) where old.differs(new.value) {
            old.run(new.value)
        }
    }
}
