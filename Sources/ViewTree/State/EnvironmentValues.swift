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
    private var values: [ObjectIdentifier: Any] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// An environment where every key has its default value.
    public init() {}

    /// The value of `key`, or its default value when no ancestor set it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Only this subscript writes under `ObjectIdentifier(K.self)`, always a `K.Value`.
            // Cast in place: `as? K.Value ?? K.defaultValue` goes through an optional of
            // `K.Value`, a generic type whose metadata the runtime looks up on every read.
            if let value = values[ObjectIdentifier(key)], let typed = value as? K.Value { return typed }
            return K.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
            names[ObjectIdentifier(key)] = String(describing: key)
        }
    }

    /// The observable object of type `T` an ancestor provided with `.environmentObject(_:)`.
    package func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    /// Provides `object` to descendants that read an `@EnvironmentObject` of its type.
    package mutating func setObject<T: AnyObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = object
    }

    /// The keys that were set, with their values.
    public var description: String {
        let entries = names.sorted { $0.value < $1.value }.map { id, name in
            "\(name) = \(values[id].map { String(describing: $0) } ?? "nil")"
        }
        return "EnvironmentValues(\(entries.joined(separator: ", ")))"
    }
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
        values[ObjectIdentifier(key)].flatMap { $0 as? K.Value }
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
