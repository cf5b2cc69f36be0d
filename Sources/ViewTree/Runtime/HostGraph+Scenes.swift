import Dispatch

/// The hosted scene around the hierarchy: the environment its root sees (the scene's phase and
/// `@SceneStorage`), and the app that watches it.
extension HostGraph {
    /// The environment the root sees: the hosted scene's phase and `@SceneStorage`.
    package var rootEnvironment: EnvironmentValues {
        inbox.withLock { $0.rootEnvironment }.value
    }

    /// Changes the environment the root sees and renders the whole hierarchy again on the next
    /// flush: views that read what changed render again, and their `onChange` actions run.
    package func changeRootEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = rootEnvironment
        change(&environment)
        let changed = UncheckedSendable(environment)
        let accepted = inbox.withLock { inbox in
            inbox.rootEnvironment = changed
            guard inbox.acceptsUpdates else { return false }
            // A render from the root, as the first one is.
            inbox.firstRenderPending = true
            return true
        }
        if accepted { scheduleFlush() }
    }

    /// Watches `observer`'s app for its scene's `onChange`s while the hierarchy is hosted.
    func observeScene(_ observer: SceneObserver) {
        inbox.withLock { $0.sceneObserver = UncheckedSendable(observer) }
    }

    /// Tells the app the hosted scene's environment changed: its scene `onChange` actions
    /// run for the values that differ. On the main actor, where the app's body runs; else
    /// on the main queue.
    func rootEnvironmentChanged() {
        guard MainActorBridge.isOnMainActor else {
            DispatchQueue.main.async { [weak self] in self?.rootEnvironmentChanged() }
            return
        }
        guard let observer = inbox.withLock({ $0.sceneObserver })?.value else { return }
        observer.environmentChanged(to: rootEnvironment)
    }
}
