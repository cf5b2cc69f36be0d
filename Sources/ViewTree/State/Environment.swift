import Foundation
import Observation

/// A value a view reads from its environment: `@Environment(\.isEnabled) var isEnabled`, or
/// an `@Observable` model an ancestor provided with `.environment(model)`:
/// `@Environment(Library.self) var library`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation()
    /// For a model that must be there (`@Environment(Library.self) var library: Library`):
    /// its type, checked before the body runs.
    let requiredModel: Any.Type?

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        requiredModel = nil
    }

    /// Reads the `@Observable` model of this type that an ancestor provided with
    /// `.environment(_:)`. Without one, the view's body does not run: Inspector throws an
    /// `InspectionError` and the runtime reports it (SwiftUI stops the program).
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        keyPath = \EnvironmentValues.[requiredModel: ObservableModelKey<Value>()]
        requiredModel = Value.self
    }

    /// Reads the `@Observable` model of this type that an ancestor provided with
    /// `.environment(_:)`, or nil when none did: `@Environment(Library.self) var library: Library?`.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        keyPath = \EnvironmentValues.[model: ObservableModelKey<T>()]
        requiredModel = nil
    }

    /// The value: what the nearest ancestor set, or the key's default.
    public var wrappedValue: Value {
        (location.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: PreparableProperty {
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject) {
        let environment = context.environment()
        if let requiredModel, !environment.hasModel(of: requiredModel) {
            throw MissingEnvironmentObject(property: label, objectType: requiredModel, isModel: true)
        }
        location.values = environment
    }
}

// Equal when reading the same key path: the value comes from the environment, which the
// runtime compares separately. The location is fresh in every value.
extension Environment: ComparableViewInput {
    func isSameInput(as other: Environment<Value>) -> Bool {
        keyPath == other.keyPath && requiredModel == other.requiredModel
    }
}

/// Where an `@Environment` keeps the environment it was prepared with: the last one, and,
/// for a view value placed in several hosted places, each place's (see `StatePlace`).
///
/// Sendable by its lock: `stored` and `byPlace` are read and written only under `lock`.
final class EnvironmentLocation: @unchecked Sendable {
    private let lock = InlineLock()
    private var stored: EnvironmentValues?
    private var byPlace: [ObjectIdentifier: EnvironmentValues] = [:]

    var values: EnvironmentValues? {
        get {
            lock.withLock {
                guard !byPlace.isEmpty, let place = StatePlace.current else { return stored }
                return byPlace[ObjectIdentifier(place)] ?? stored
            }
        }
        set {
            lock.withLock {
                stored = newValue
                if let place = StatePlace.current { byPlace[ObjectIdentifier(place)] = newValue }
            }
        }
    }
}
