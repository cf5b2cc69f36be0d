/// A two-way connection to a value owned elsewhere.
///
/// ```swift
/// struct ContentView: View {
///     @Binding var flag: Bool
///     var body: some View {
///         Button("Toggle") { flag.toggle() }
///     }
/// }
///
/// let flag = Binding<Bool>(wrappedValue: false)   // in a test
/// ContentView(flag: flag)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// Whether writes reach state that tells its own readers (a `@State`, a binding's own
    /// value). Other writes — to storage ViewTree does not see — tell every inspection
    /// (`StateGeneration`). Bindings derived from this one (`Binding+Collection.swift`) keep it.
    let isAttributed: Bool

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, isAttributed: false)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, isAttributed: Bool) {
        getter = get
        setter = set
        self.isAttributed = isAttributed
    }

    /// A binding created from another binding's projected value: `Binding(projectedValue: $flag)`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            setter(newValue)
            if !isAttributed { StateGeneration.advance() }
        }
    }

    /// The binding itself: `$flag` passes it on.
    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a property of the value: `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let binding = self
        return Binding<Subject>(
            get: { binding.wrappedValue[keyPath: keyPath] },
            set: { binding.wrappedValue[keyPath: keyPath] = $0 }, isAttributed: isAttributed)
    }
}

// Never equal: a binding does not tell where it writes. Two bindings holding equal values may
// write to different sources (`$items[0]`, then `$items[2]` after a move), and a kept body
// would go on writing through the old one — its callbacks keep the closures it was rendered
// with. So a view holding a binding renders again with its parent; SwiftUI, which can compare
// a binding's location, keeps more bodies than this.
extension Binding: ComparableViewInput {
    func isSameInput(as other: Binding<Value>) -> Bool { false }
}

// Declared in an extension, not in the struct: an `init(wrappedValue:)` in the type would make
// the memberwise initializer of every view with a `@Binding` property take the value instead
// of the binding (`ContentView(flag: true)` instead of `ContentView(flag: binding)`).
extension Binding {
    /// A binding to a value of its own, for tests and previews:
    /// `Binding<Bool>(wrappedValue: false)` or `@Binding var flag = false`.
    public init(wrappedValue: Value) {
        let location = StateLocation(wrappedValue)
        self.init(get: { location.value }, set: { location.value = $0 }, isAttributed: true)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}
