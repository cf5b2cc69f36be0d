import Foundation

/// A value kept per scene under a key, as the system keeps it to restore a window: each
/// window of a `WindowGroup` has its own.
///
/// ```swift
/// struct LibraryView: View {
///     @SceneStorage("selectedTab") private var selectedTab = "books"
///     var body: some View { … }
/// }
/// ```
///
/// Hosted with `ViewHosting.host(app:)`, the values live with the scene: hosting the same
/// scene again (after `expel()`) finds them, as a window restored by the system does, until
/// `ViewHosting.removeSceneStorage()` forgets them. Hosted with `host(view:)`, they live
/// with that hosted hierarchy. Unhosted, each `@SceneStorage` keeps its value itself, so
/// `tap()` then `actualView()` sees a write. A write re-renders the views of the scene that
/// read the key.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let location: SceneStorageLocation<Value>

    init(key: String, defaultValue: Value) {
        location = SceneStorageLocation(key: key, defaultValue: defaultValue)
    }

    /// The stored value, or the default value when the scene has none for the key.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the stored value: `$selectedTab`.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 }, isAttributed: true)
    }
}

// MARK: - Initializers, one per type a scene stores

extension SceneStorage {
    /// A Boolean stored under `key`, `wrappedValue` when the scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An integer stored under `key`, `wrappedValue` when the scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A number stored under `key`, `wrappedValue` when the scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A string stored under `key`, `wrappedValue` when the scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A URL stored under `key`, `wrappedValue` when the scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Data stored under `key`, `wrappedValue` when the scene has none.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A value with an integer raw value stored under `key`, `wrappedValue` when the scene
    /// has none.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A value with a string raw value stored under `key`, `wrappedValue` when the scene has
    /// none.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean stored under `key`; nil when the scene has none.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional integer stored under `key`; nil when the scene has none.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional number stored under `key`; nil when the scene has none.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional string stored under `key`; nil when the scene has none.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional URL stored under `key`; nil when the scene has none.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil)
    }

    /// Optional data stored under `key`; nil when the scene has none.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional value with an integer raw value stored under `key`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional value with a string raw value stored under `key`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
}

extension SceneStorage: PreparableProperty {
    /// The scene comes from the environment: prepared also when nothing hosts the view.
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) {
        location.prepare(session: context.environment().sceneSession, storage: context.storage)
    }
}

// Equal when reading the same key with an equal default: the value is the scene's.
extension SceneStorage: ComparableViewInput {
    func isSameInput(as other: SceneStorage<Value>) -> Bool {
        location.key == other.location.key
            && ViewValueComparison.areEqualAsEquatable(location.defaultValue, other.location.defaultValue)
    }
}

/// Where a `@SceneStorage` keeps its key and default value, and finds its scene.
///
/// Sendable by its lock: `sceneSession` is read and written only under `lock`; the rest are
/// `let`s set in init (`ownSession` guards itself).
final class SceneStorageLocation<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    private let lock = NSLock()
    /// The hosted scene's session, where the view was last prepared.
    private var sceneSession: SceneSession?
    /// Where the value lives outside any hosted scene.
    private let ownSession = SceneSession()

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    private var session: SceneSession {
        lock.withLock { sceneSession } ?? ownSession
    }

    func prepare(session: SceneSession?, storage: NodeStorage?) {
        lock.withLock { sceneSession = session }
        // Hosted: a write under this key, through any `@SceneStorage` of the scene,
        // re-renders the view.
        if let storage, let session { session.attach(storage, key: key) }
    }

    var value: Value {
        get { session.value(forKey: key) as? Value ?? defaultValue }
        set { session.setValue(newValue, forKey: key) }
    }
}
