import Foundation

/// A value a view reads from its environment: `@Environment(\.isEnabled) var isEnabled`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value: what the nearest ancestor set, or the key's default.
    public var wrappedValue: Value {
        (location.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: PreparableProperty {
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) {
        location.values = context.environment()
    }
}

/// Where an `@Environment` keeps the environment it was prepared with: the last one, and,
/// for a view value placed in several hosted places, each place's (see `StatePlace`).
final class EnvironmentLocation: @unchecked Sendable {
    private let lock = NSLock()
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
