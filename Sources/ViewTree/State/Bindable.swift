import Observation

/// Bindings to the properties of an `@Observable` model: `$model.name`.
///
/// ```swift
/// @Observable final class Profile {
///     var name = ""
/// }
///
/// struct ProfileEditor: View {
///     @Bindable var profile: Profile
///     var body: some View {
///         TextField("Name", text: $profile.name)
///     }
/// }
/// ```
///
/// Also usable as a local in a body, for a model read from the environment:
/// `@Bindable var profile = profile`. A write through a binding changes the model; the views
/// that read the property see the change (hosted views re-render, inspections recompute).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    /// The model.
    public var wrappedValue: Value

    /// Bindings to the model's properties.
    public var projectedValue: Bindable<Value> {
        self
    }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `wrappedValue`: `Bindable(model).name`.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// The bindings of another `Bindable`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let model = wrappedValue
        return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the model.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

// The same model (its initializers take only `@Observable` classes): the bindings it makes
// write to it, and the observation of what the body reads re-renders the view.
extension Bindable: ComparableViewInput {
    func isSameInput(as other: Bindable<Value>) -> Bool {
        ViewValueComparison.isEqual(wrappedValue, other.wrappedValue)
    }
}
