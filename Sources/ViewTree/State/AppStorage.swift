import Foundation

/// A value kept in `UserDefaults` under a key; changing it re-renders the views that read it.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsBadges") var showsBadges = true
///     var body: some View {
///         Button(showsBadges ? "Hide badges" : "Show badges") { showsBadges.toggle() }
///     }
/// }
/// ```
///
/// The store is the one given with `store:`, else the one set with `.defaultAppStorage(_:)` on
/// the view or an ancestor, else `UserDefaults.standard`. Tests give views a store of their
/// own, so that they neither read nor leave values in the standard one:
///
/// ```swift
/// let defaults = UserDefaults(suiteName: "SettingsViewTests")!
/// let sut = SettingsView().defaultAppStorage(defaults)
/// ```
///
/// A write through one `@AppStorage` is seen by every other one with the same key and store:
/// hosted views re-render, inspections recompute. A value written to the store directly (not
/// through an `@AppStorage`) is seen the next time a view reading it renders or is inspected.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: AppStorageLocation<Value>

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        location = AppStorageLocation(key: key, defaultValue: defaultValue, store: store, codec: codec)
    }

    /// The stored value, or the default value when the store has none for the key.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the stored value: `$showsBadges`.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 }, isAttributed: true)
    }
}

// MARK: - Initializers, one per type UserDefaults stores

extension AppStorage {
    /// A Boolean stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }

    /// An integer stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }

    /// A number stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }

    /// A string stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
    }

    /// A URL stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// Data stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
    }

    /// A date stored under `key`, `wrappedValue` when the store has none.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
    }

    /// A value stored as its integer raw value under `key`, `wrappedValue` when the store has
    /// none or its raw value matches no value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: AppStorageCodec.int.raw())
    }

    /// A value stored as its string raw value under `key`, `wrappedValue` when the store has
    /// none or its raw value matches no value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: AppStorageCodec.string.raw())
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean stored under `key`; nil when the store has none. Writing nil
    /// removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.bool.optional())
    }

    /// An optional integer stored under `key`; nil when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.int.optional())
    }

    /// An optional number stored under `key`; nil when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.double.optional())
    }

    /// An optional string stored under `key`; nil when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.string.optional())
    }

    /// An optional URL stored under `key`; nil when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.url.optional())
    }

    /// Optional data stored under `key`; nil when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.data.optional())
    }

    /// An optional date stored under `key`; nil when the store has none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.date.optional())
    }

    /// An optional value stored as its integer raw value under `key`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.int.raw().optional())
    }

    /// An optional value stored as its string raw value under `key`.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: AppStorageCodec.string.raw().optional())
    }
}

extension AppStorage: PreparableProperty {
    /// The store may come from the environment (`.defaultAppStorage(_:)`): prepared also when
    /// nothing hosts the view.
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) {
        location.prepare(environment: location.needsEnvironment ? context.environment() : nil, storage: context.storage)
    }
}

// Equal when reading the same key of the same store with an equal default: the stored value
// is the store's, and a write through any `@AppStorage` re-renders the views that read it; a
// store from `.defaultAppStorage(_:)` comes from the environment, compared separately.
extension AppStorage: ComparableViewInput {
    func isSameInput(as other: AppStorage<Value>) -> Bool {
        location.readsSameValue(as: other.location)
    }
}

extension View {
    /// The store the `@AppStorage` properties of this view and its content use when they name
    /// none: tests pass a store of their own.
    public consuming func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `.defaultAppStorage(_:)` set; nil: `UserDefaults.standard`.
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

// MARK: - Reading and writing

/// How a value of one type is read from and written to a store.
struct AppStorageCodec<Value> {
    /// The stored value, or nil when the store has none (or one of another type).
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// The codec of a `RawRepresentable` stored as its raw value.
    func raw<R: RawRepresentable>() -> AppStorageCodec<R> where R.RawValue == Value {
        AppStorageCodec<R>(
            read: { store, key in read(store, key).flatMap(R.init(rawValue:)) },
            write: { store, key, value in write(store, key, value.rawValue) })
    }

    /// The codec of an optional: nil is no value; writing nil removes the key.
    func optional() -> AppStorageCodec<Value?> {
        AppStorageCodec<Value?>(
            read: { store, key in read(store, key).map { .some($0) } },
            write: { store, key, value in
                if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

extension AppStorageCodec where Value == Bool {
    static var bool: Self {
        Self(read: { $0.object(forKey: $1) as? Bool }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorageCodec where Value == Int {
    static var int: Self {
        Self(read: { $0.object(forKey: $1) as? Int }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorageCodec where Value == Double {
    static var double: Self {
        Self(
            read: { store, key in
                let object = store.object(forKey: key)
                return object as? Double ?? (object as? Int).map(Double.init)
            },
            write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorageCodec where Value == String {
    static var string: Self {
        Self(read: { $0.object(forKey: $1) as? String }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorageCodec where Value == URL {
    /// Stored as its absolute string: Foundation on Linux does not store `URL` values
    /// (`set(_:forKey:)` keeps an empty string). A URL another program archived is read too.
    static var url: Self {
        Self(
            read: { store, key in
                switch store.object(forKey: key) {
                case let string as String: URL(string: string)
                case is Data: store.url(forKey: key)
                default: nil
                }
            },
            write: { $0.set($2.absoluteString, forKey: $1) })
    }
}

extension AppStorageCodec where Value == Data {
    static var data: Self {
        Self(read: { $0.object(forKey: $1) as? Data }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorageCodec where Value == Date {
    static var date: Self {
        Self(read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) })
    }
}

/// Where an `@AppStorage` keeps its key, default value and store.
///
/// Sendable by its lock: `environmentStore` is read and written only under `lock`; the rest are `let`s set in init.
final class AppStorageLocation<Value>: @unchecked Sendable {
    let key: String
    private let defaultValue: Value
    private let explicitStore: UserDefaults?
    private let codec: AppStorageCodec<Value>
    private let lock = NSLock()
    /// The store `.defaultAppStorage(_:)` set where the view was last prepared.
    private var environmentStore: UserDefaults?

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: AppStorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.codec = codec
    }

    /// Whether the store comes from the environment.
    var needsEnvironment: Bool {
        explicitStore == nil
    }

    /// Whether `other` reads the same key of the same explicit store (or both the
    /// environment's), with an equal default value (`AppStorage`'s `ComparableViewInput`).
    func readsSameValue(as other: AppStorageLocation<Value>) -> Bool {
        key == other.key && explicitStore === other.explicitStore
            && ViewValueComparison.areEqualAsEquatable(defaultValue, other.defaultValue)
    }

    var store: UserDefaults {
        explicitStore ?? lock.withLock { environmentStore } ?? .standard
    }

    func prepare(environment: EnvironmentValues?, storage: NodeStorage?) {
        if let environment {
            lock.withLock { environmentStore = environment.defaultAppStorage }
        }
        // Hosted: a write under this key, through any `@AppStorage`, re-renders the view.
        if let storage { AppStorageChanges.attach(storage, store: store, key: key) }
    }

    var value: Value {
        get {
            let store = store
            AppStorageChanges.noteRead(store: store, key: key)
            return codec.read(store, key) ?? defaultValue
        }
        set {
            let store = store
            codec.write(store, key, newValue)
            AppStorageChanges.changed(store: store, key: key)
        }
    }
}

/// Who reads which key of which store: the inspections that read it, the hosted views that
/// show it. A write through any `@AppStorage` tells them. A scene's store (`SceneSession`,
/// for `@SceneStorage`) is tracked the same way: a store is any object.
enum AppStorageChanges {
    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    // Sendable by the registry's lock: `storages` is touched only in `registry.withValue`; `readers` guards itself.
    private final class Entry: @unchecked Sendable {
        let readers = StateReaders()
        /// Guarded by the registry's lock.
        var storages: [WeakStorage] = []
    }

    private struct WeakStorage {
        weak var storage: NodeStorage?
    }

    private static let registry = LockedValue<[Key: Entry]>([:])

    private static func entry(store: AnyObject, key: String) -> Entry {
        registry.withValue { entries in
            let key = Key(store: ObjectIdentifier(store), key: key)
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
    }

    static func noteRead(store: AnyObject, key: String) {
        guard StateReading.current != nil else { return }
        entry(store: store, key: key).readers.noteRead()
    }

    static func attach(_ storage: NodeStorage, store: AnyObject, key: String) {
        let entry = entry(store: store, key: key)
        registry.withValue { _ in
            entry.storages.removeAll { $0.storage == nil }
            if !entry.storages.contains(where: { $0.storage === storage }) {
                entry.storages.append(WeakStorage(storage: storage))
            }
        }
    }

    static func changed(store: AnyObject, key: String) {
        let found = registry.withValue { $0[Key(store: ObjectIdentifier(store), key: key)] }
        guard let entry = found else { return }
        let storages = registry.withValue { _ in entry.storages.compactMap(\.storage) }
        entry.readers.changed()
        for storage in storages {
            storage.invalidate()
        }
    }
}
