/// A key for a value the focused view publishes: declare one, or write `@Entry` in an
/// extension of `FocusedValues`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///     typealias Value = Binding<Note>
/// }
/// extension FocusedValues {
///     var selectedNote: Binding<Note>? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the value published.
    associatedtype Value
}

/// The values the focused view and the views around it publish with `.focusedValue(_:_:)`,
/// and every view of the scene with `.focusedSceneValue(_:_:)`; read with `@FocusedValue`.
/// A key nobody publishes reads nil.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The places that published the values, in the order they did: two sets of values from
    /// different places differ even where their values cannot be compared.
    package var publishers: [ViewIdentity] = []

    /// No value for any key.
    package init() {}

    /// The value published for `key`, or nil.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a view reading `other` instead would read the same values: published by the
    /// same places, for the same keys, with `==` values (`ViewValueComparison`). A value that
    /// cannot be compared (a closure, a binding) counts as the same while the same place
    /// publishes it for the same key with the same type: a reader then sees the newest one
    /// whenever its body runs. When the focus moves to a place that publishes another binding,
    /// the places differ, and readers render again with it.
    package func isSame(as other: FocusedValues) -> Bool {
        guard publishers == other.publishers, values.count == other.values.count else { return false }
        for (key, value) in values {
            guard let theirs = other.values[key], type(of: value) == type(of: theirs) else { return false }
            if value is any Equatable, !ViewValueComparison.isEqual(value, theirs) { return false }
        }
        return true
    }
}

private struct FocusedValuesKey: EnvironmentKey {
    static var defaultValue: FocusedValues { FocusedValues() }
}

extension EnvironmentValues {
    /// The focused values of the hosted scene: the runtime sets them at the root after each
    /// update (HostGraph+Focus.swift), and `@FocusedValue` reads them.
    package var focusedValues: FocusedValues {
        get { self[FocusedValuesKey.self] }
        set { self[FocusedValuesKey.self] = newValue }
    }
}

/// A value the focused view publishes: `@FocusedValue(\.selectedNote) var note`. Nil while
/// no focused view (or scene) publishes one.
///
/// Hosted, the value follows the focus: when a `@FocusState` moves the focus to another view,
/// the views reading `@FocusedValue` render again with what the newly focused view and the
/// views around it publish. Not hosted, there is no focused scene: it reads nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    let location = EnvironmentLocation()

    /// Reads the focused value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value the focused view publishes, or nil.
    public var wrappedValue: Value? {
        (location.values ?? EnvironmentValues()).focusedValues[keyPath: keyPath]
    }
}

extension FocusedValue: PreparableProperty {
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject) {
        location.values = context.environment()
    }
}

// Equal when reading the same key path: the value comes from the environment, which the
// runtime compares separately.
extension FocusedValue: ComparableViewInput {
    func isSameInput(as other: FocusedValue<Value>) -> Bool {
        keyPath == other.keyPath
    }
}

/// Publishes a value for `@FocusedValue` readers: while the modified view or a view inside it
/// has the focus, or, for a scene value, always.
public struct _FocusedValueModifier<Value>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let keyPath: WritableKeyPath<FocusedValues, Value?>
    let value: Value?
    /// Published for the whole scene (`focusedSceneValue`), not only while focused.
    let isSceneValue: Bool

    /// Publishes `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<FocusedValues, Value?>, value: Value?, isSceneValue: Bool) {
        self.keyPath = keyPath
        self.value = value
        self.isSceneValue = isSceneValue
    }

    /// Writes the value into `values`; nil leaves what was there.
    package func publish(into values: inout FocusedValues) {
        guard let value else { return }
        values[keyPath: keyPath] = value
    }
}

extension View {
    /// Publishes `value` at `keyPath` while this view or a view inside it has the focus.
    public consuming func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: false))
    }

    /// Publishes `value` at `keyPath` while this view or a view inside it has the focus; nil
    /// publishes nothing.
    public consuming func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: false))
    }

    /// Publishes `value` at `keyPath` for the whole scene, focused view or not; a value the
    /// focused view publishes for the same key wins.
    public consuming func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: true))
    }

    /// Publishes `value` at `keyPath` for the whole scene; nil publishes nothing.
    public consuming func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_FocusedValueModifier(keyPath: keyPath, value: value, isSceneValue: true))
    }
}
