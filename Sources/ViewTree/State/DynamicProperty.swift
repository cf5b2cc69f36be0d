import Foundation

/// A property that the runtime prepares before a view's `body` runs: `@State`, `@Binding`,
/// `@Environment`, `@EnvironmentObject`, `@ObservedObject`, `@StateObject` — and your own
/// structs that conform and hold such properties, whose properties are prepared as the view's
/// own.
public protocol DynamicProperty {
    /// In SwiftUI, called before the view's body is evaluated. ViewTree's runtime does not
    /// call it: views are values it never writes into; the wrappers inside are prepared instead.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// What a view's property wrappers are prepared with before its body runs.
package struct PreparationContext {
    /// The environment the view's body sees; computed only if a wrapper reads it.
    package var environment: () -> EnvironmentValues
    /// The hosted storage of the view, or nil when the view is not hosted: wrappers then keep
    /// their values in their own locations.
    package var storage: NodeStorage?

    package init(environment: @escaping () -> EnvironmentValues, storage: NodeStorage?) {
        self.environment = environment
        self.storage = storage
    }
}

/// An `@EnvironmentObject` with no object of its type in the environment.
package struct MissingEnvironmentObject: Error {
    /// The property's name, without the underscore: `model`.
    package let property: String
    /// The type of the object the property needs.
    package let objectType: Any.Type
}

/// Property wrappers that take part in preparation.
protocol PreparableProperty {
    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject)
    /// The observable object whose changes re-render the view, if any.
    var observedObject: (any ObservableObject)? { get }
}

extension PreparableProperty {
    var observedObject: (any ObservableObject)? { nil }
}

/// Preparing views' property wrappers: found by reflection, once per view type.
package enum DynamicProperties {
    private static let positions = LockedValue<[ObjectIdentifier: [Int]]>([:])

    /// Whether views of this type have property wrappers to prepare.
    package static func hasProperties(_ view: Any) -> Bool {
        !propertyPositions(of: view).isEmpty
    }

    /// Points the view's property wrappers at the environment and, when hosted, at the
    /// view's storage. Throws for an `@EnvironmentObject` the environment does not have.
    package static func prepare(_ view: Any, context: PreparationContext) throws(MissingEnvironmentObject) {
        for (label, property) in properties(of: view) {
            try property.prepare(label: label, context: context)
        }
    }

    /// The observable objects the view's wrappers observe.
    package static func observedObjects(of view: Any) -> [any ObservableObject] {
        properties(of: view).compactMap { $0.property.observedObject }
    }

    private static func properties(of view: Any) -> [(label: String, property: any PreparableProperty)] {
        let wanted = propertyPositions(of: view)
        guard !wanted.isEmpty else { return [] }
        var result: [(String, any PreparableProperty)] = []
        for (index, child) in Mirror(reflecting: view).children.enumerated() where wanted.contains(index) {
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "\(index)"
            collect(child.value, label: label, into: &result)
        }
        return result
    }

    /// A wrapper, or the wrappers inside a struct of your own that conforms to
    /// `DynamicProperty`, labelled by their path: `query.isLoading`.
    private static func collect(_ value: Any, label: String, into result: inout [(String, any PreparableProperty)]) {
        if let property = value as? any PreparableProperty {
            result.append((label, property))
        } else if value is any DynamicProperty {
            for child in Mirror(reflecting: value).children {
                let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
                collect(child.value, label: label + "." + name, into: &result)
            }
        }
    }

    private static func propertyPositions(of view: Any) -> [Int] {
        let key = ObjectIdentifier(type(of: view))
        if let known = positions.withValue({ $0[key] }) { return known }
        let found = Mirror(reflecting: view).children.enumerated().compactMap { index, child in
            child.value is any PreparableProperty || child.value is any DynamicProperty ? index : nil
        }
        positions.withValue { $0[key] = found }
        return found
    }
}
