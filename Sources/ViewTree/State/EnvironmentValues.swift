/// A key for a value in the environment, with the value used when nothing sets it.
///
/// ```swift
/// struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value read when no ancestor sets one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: fonts, enabled state, your own keys.
///
/// A value type: `.environment(_:_:)` changes a copy that flows down to the modified view's
/// content.
public struct EnvironmentValues: CustomStringConvertible {
    /// What was set, in one object shared by the copies until one of them changes (nil while
    /// nothing is set): copying an environment, which each view's preparation does several
    /// times, retains one object.
    @usableFromInline
    var storage: Storage?

    /// The values set, by key; the names of their keys; the objects provided.
    @usableFromInline
    final class Storage {
        /// By `ObjectIdentifier` of the key type, each an `Entry<K.Value>`; only
        /// `subscript(_:)` writes here.
        @usableFromInline
        var values: [ObjectIdentifier: AnyObject] = [:]
        var names: [ObjectIdentifier: String] = [:]
        var objects: [ObjectIdentifier: AnyObject] = [:]

        init() {}

        init(copying other: Storage) {
            values = other.values
            names = other.names
            objects = other.objects
        }
    }

    /// A value set for a key, in an object of a type made for the value's type: a read checks
    /// the type with a class cast, which costs less than casting an `Any`.
    @usableFromInline
    final class Entry<Value>: EnvironmentEntry {
        @usableFromInline
        let value: Value

        init(_ value: Value) {
            self.value = value
        }

        var anyValue: Any { value }
    }

    /// An environment where every key has its default value.
    public init() {}

    /// The storage, this value's own: copied first when another value shares it.
    private mutating func uniqueStorage() -> Storage {
        guard let storage else {
            let made = Storage()
            self.storage = made
            return made
        }
        if isKnownUniquelyReferenced(&self.storage) { return storage }
        let copy = Storage(copying: storage)
        self.storage = copy
        return copy
    }

    /// The value of `key`, or its default value when no ancestor set it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Inlinable so that the read is specialized for the key where it is made: unspecialized,
        // the cast asks the runtime for the metadata of an optional of `K.Value` on every read.
        @inlinable get {
            // Only this subscript writes under `ObjectIdentifier(K.self)`, always a `K.Value`.
            if let entry = storage?.values[ObjectIdentifier(key)] as? Entry<K.Value> { return entry.value }
            return K.defaultValue
        }
        set {
            let storage = uniqueStorage()
            storage.values[ObjectIdentifier(key)] = Entry(newValue)
            storage.names[ObjectIdentifier(key)] = String(describing: key)
        }
    }

    /// The observable object of type `T` an ancestor provided with `.environmentObject(_:)`.
    package func object<T: AnyObject>(of type: T.Type) -> T? {
        storage?.objects[ObjectIdentifier(type)] as? T
    }

    /// Provides `object` to descendants that read an `@EnvironmentObject` of its type.
    package mutating func setObject<T: AnyObject>(_ object: T) {
        uniqueStorage().objects[ObjectIdentifier(T.self)] = object
    }

    /// The keys that were set, with their values.
    public var description: String {
        let names = storage?.names ?? [:]
        let entries = names.sorted { $0.value < $1.value }.map { id, name in
            "\(name) = \((storage?.values[id] as? any EnvironmentEntry).map { String(describing: $0.anyValue) } ?? "nil")"
        }
        return "EnvironmentValues(\(entries.joined(separator: ", ")))"
    }
}

/// A value set in an environment, whatever its type: what `description` shows.
protocol EnvironmentEntry: AnyObject {
    var anyValue: Any { get }
}

// MARK: - Built-in keys

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct IsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The default font of text in this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Whether controls in this environment respond to input; `.disabled(true)` clears it.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The style `foregroundColor(_:)` and `foregroundStyle(_:)` set for this environment.
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Whether `.hidden()` applies here, on the view or an ancestor.
    package var isHidden: Bool {
        get { self[IsHiddenKey.self] }
        set { self[IsHiddenKey.self] = newValue }
    }

    /// The font an ancestor wrote, or nil when none did (`.some(nil)`: reset with `.font(nil)`).
    package var writtenFont: Font?? {
        written(FontKey.self)
    }

    /// The foreground style an ancestor wrote, or nil when none did.
    package var writtenForegroundStyle: AnyShapeStyle?? {
        written(ForegroundStyleKey.self)
    }

    /// The value an ancestor wrote for `key`, or nil when none did.
    package func written<K: EnvironmentKey>(_ key: K.Type) -> K.Value? {
        (storage?.values[ObjectIdentifier(key)] as? Entry<K.Value>)?.value
    }

    /// The value at `keyPath` when an ancestor wrote it, or nil when none did: written means
    /// every key that setting `keyPath` writes was set (`.environment(keyPath, …)`, or a
    /// modifier made of it).
    package func written<V>(at keyPath: WritableKeyPath<EnvironmentValues, V>) -> V? {
        var probe = EnvironmentValues()
        probe[keyPath: keyPath] = probe[keyPath: keyPath]
        guard let keys = probe.storage?.values.keys, !keys.isEmpty else { return nil }
        guard let values = storage?.values, keys.allSatisfy({ values[$0] != nil }) else { return nil }
        return self[keyPath: keyPath]
    }
}

/// A modifier that changes the environment of the content it modifies.
///
/// The runtime and Inspector apply these, outermost first, to compute the environment a
/// view's `body` sees.
package protocol EnvironmentModifier {
    /// Changes `environment` the way this modifier does.
    func apply(to environment: inout EnvironmentValues)
}
