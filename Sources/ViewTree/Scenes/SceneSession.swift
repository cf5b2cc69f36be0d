import Foundation

/// What one hosted scene keeps: its `@SceneStorage` values and, for a `WindowGroup(for:)`,
/// the value its window presents. Reads are tracked and writes re-render, as `@AppStorage`'s
/// are (`AppStorageChanges`, with the session as the store).
///
/// Sendable by its lock: `values` is read and written only under it, and no user code runs
/// while it is held.
package final class SceneSession: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// The key the presented value of a `WindowGroup(for:)` is kept under: no `@SceneStorage`
    /// key starts with a NUL.
    private static let presentedValueKey = "\u{0}presentedValue"

    package init() {}

    /// The value stored under `key`, noted as read by the body or inspection running.
    package func value(forKey key: String) -> Any? {
        AppStorageChanges.noteRead(store: self, key: key)
        return lock.withLock { values[key] }
    }

    /// Stores `value` under `key` (nil removes it) and re-renders the views that read it.
    package func setValue(_ value: Any?, forKey key: String) {
        let previous = lock.withLock { () -> Any? in
            defer { values[key] = value }
            return values[key]
        }
        // Let go after the lock: what it releases may run the app's code.
        _ = previous
        AppStorageChanges.changed(store: self, key: key)
    }

    /// Re-renders the hosted view whose `storage` reads `key`, whenever it is written.
    func attach(_ storage: NodeStorage, key: String) {
        AppStorageChanges.attach(storage, store: self, key: key)
    }

    /// The value a `WindowGroup(for:)` window presents.
    package var presentedValue: Any? {
        get { value(forKey: Self.presentedValueKey) }
        set { setValue(newValue, forKey: Self.presentedValueKey) }
    }

    /// A binding to the presented value, as `WindowGroup(for:)` gives its content: nil when the
    /// window was opened without a value (or with one of another type).
    func presentedValueBinding<Value>(_ type: Value.Type) -> Binding<Value?> {
        Binding(get: { self.presentedValue as? Value }, set: { self.presentedValue = $0 })
    }
}

/// The sessions of the scenes hosted so far, by scene: hosting the same scene again finds its
/// `@SceneStorage` values, as a window the system restores does.
package enum SceneSessions {
    private static let sessions = LockedValue<[String: SceneSession]>([:])

    /// The session of the scene named `key`, made on first use.
    package static func session(for key: String) -> SceneSession {
        sessions.withValue { sessions in
            if let session = sessions[key] { return session }
            let session = SceneSession()
            sessions[key] = session
            return session
        }
    }

    /// Forgets every scene's session: the next hosting starts without stored values.
    package static func removeAll() {
        let removed = sessions.withValue { sessions in
            defer { sessions = [:] }
            return sessions
        }
        _ = removed
    }
}

private struct SceneSessionKey: EnvironmentKey {
    static var defaultValue: SceneSession? { nil }
}

extension EnvironmentValues {
    /// The hosted scene the view is in; nil outside any hosted hierarchy.
    package var sceneSession: SceneSession? {
        get { self[SceneSessionKey.self] }
        set { self[SceneSessionKey.self] = newValue }
    }
}
