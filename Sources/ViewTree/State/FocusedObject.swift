/// A binding the focused view publishes, unwrapped: `@FocusedBinding(\.selectedNote) var note`
/// reads and writes the value of the `Binding<Note>` published at `\.selectedNote`; nil (and
/// writes are dropped) while nothing publishes one. It follows the focus as `@FocusedValue`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let value: FocusedValue<Binding<Value>>

    /// Reads the binding published at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        value = FocusedValue(keyPath)
    }

    /// The published binding's value, or nil; writing sets the binding's value.
    public var wrappedValue: Value? {
        get { value.wrappedValue?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = value.wrappedValue else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the published binding's value: nil while nothing publishes one.
    public var projectedValue: Binding<Value?> {
        let value = value
        return Binding(
            get: { value.wrappedValue?.wrappedValue },
            set: { newValue in
                guard let newValue, let binding = value.wrappedValue else { return }
                binding.wrappedValue = newValue
            })
    }
}

/// The key `focusedObject(_:)` and `focusedSceneObject(_:)` publish an object of type
/// `Object` under, and `@FocusedObject` reads.
public struct _FocusedObjectKey<Object: ObservableObject>: Hashable, Sendable {
    /// The key for objects of type `Object`.
    public init() {}
}

private struct FocusedObjectValueKey<Object: ObservableObject>: FocusedValueKey {
    typealias Value = Object
}

extension FocusedValues {
    /// The object of type `Object` published with `focusedObject(_:)`, or nil.
    public subscript<Object: ObservableObject>(focusedObject key: _FocusedObjectKey<Object>) -> Object? {
        get { self[FocusedObjectValueKey<Object>.self] }
        set { self[FocusedObjectValueKey<Object>.self] = newValue }
    }
}

/// An observable object the focused view (or the scene) publishes with `focusedObject(_:)`
/// or `focusedSceneObject(_:)`: `@FocusedObject var document: Document?`. Nil while nothing
/// publishes one; the view renders again when the focus moves and when the object changes.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the focused object's properties: `$document?.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    let value: FocusedValue<ObjectType>

    /// Reads the focused object of type `ObjectType`.
    public init() {
        value = FocusedValue(\.[focusedObject: _FocusedObjectKey<ObjectType>()])
    }

    /// The focused object, or nil.
    public var wrappedValue: ObjectType? {
        value.wrappedValue
    }

    /// Bindings to the focused object's properties, or nil.
    public var projectedValue: Wrapper? {
        guard let object = wrappedValue else { return nil }
        return Wrapper(root: object)
    }
}

extension FocusedObject: PreparableProperty {
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject) {
        try value.prepare(label: label, context: context)
    }

    var observedObject: (any ObservableObject)? { wrappedValue }
}

extension FocusedBinding: PreparableProperty {
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject) {
        try value.prepare(label: label, context: context)
    }
}

extension View {
    /// Publishes `object` for `@FocusedObject` readers while this view or a view inside it
    /// has the focus.
    public consuming func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        focusedValue(\.[focusedObject: _FocusedObjectKey<T>()], object)
    }

    /// Publishes `object` while this view or a view inside it has the focus; nil publishes
    /// nothing.
    public consuming func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        focusedValue(\.[focusedObject: _FocusedObjectKey<T>()], object)
    }

    /// Publishes `object` for `@FocusedObject` readers for the whole scene, focused view or
    /// not.
    public consuming func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        focusedSceneValue(\.[focusedObject: _FocusedObjectKey<T>()], object)
    }

    /// Publishes `object` for the whole scene; nil publishes nothing.
    public consuming func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        focusedSceneValue(\.[focusedObject: _FocusedObjectKey<T>()], object)
    }
}

// The object and the binding come from the environment, which the runtime compares separately.
extension FocusedObject: ComparableViewInput {
    func isSameInput(as other: FocusedObject<ObjectType>) -> Bool {
        true
    }
}

extension FocusedBinding: ComparableViewInput {
    func isSameInput(as other: FocusedBinding<Value>) -> Bool {
        value.isSameInput(as: other.value)
    }
}
