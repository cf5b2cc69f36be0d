import Foundation
import Observation
import ViewTree

/// Evaluates what Inspector must compute rather than read: bodies and `ForEach` content.
enum Evaluation {
    /// The body of the custom view at `node`, evaluated after its property wrappers are
    /// prepared. Never called for primitive views: callers classify first.
    static func body(of node: InspectionNode, observation: ObservationFlag?) throws -> Any {
        guard let evaluate = node.info.body else {
            throw InspectionError.Reason.typeMismatch(expected: "a view with a body", found: node.info.displayName, hint: nil)
        }
        try prepare(node)
        let view = node.value
        let body = tracked(observation) { evaluate(view) }
        guard let body else {
            throw InspectionError.Reason.typeMismatch(expected: "a view with a body", found: node.info.displayName, hint: nil)
        }
        return body
    }

    /// The body of the custom view modifier at `node`, built around its content placeholder.
    static func body(ofModifier node: InspectionNode, observation: ObservationFlag?) throws -> Any {
        guard let modifier = node.value as? any ViewTree.ViewModifier else {
            throw InspectionError.Reason.typeMismatch(expected: "a view modifier", found: node.info.displayName, hint: nil)
        }
        try prepare(node)
        return tracked(observation) { evaluateModifierBody(modifier) }
    }

    /// Points the property wrappers of the view (or modifier) at `node` at its environment:
    /// what `.environment(_:_:)` and `.environmentObject(_:)` set on it and its ancestors.
    ///
    /// Throws when an `@EnvironmentObject` has no object: the body is never evaluated then.
    static func prepare(_ node: InspectionNode) throws {
        guard node.info.hasDynamicProperties(node.value) else { return }
        do {
            let storage = node.tree.host?.storage(for: node.identity)
            try DynamicProperties.prepare(
                node.value, context: PreparationContext(environment: { node.environment }, storage: storage))
        } catch {
            throw InspectionError.Reason.missingEnvironmentObject(
                view: node.info.displayName, property: error.property, objectType: TypeName.display(error.objectType))
        }
    }

    private static func evaluateModifierBody<M: ViewTree.ViewModifier>(_ modifier: M) -> Any {
        modifier.body(content: _ViewModifier_Content<M>())
    }

    /// The content `ForEach` builds for each of its elements, in order, with the elements'
    /// ids when asked for (hosted inspections and `elementIDs()` need them; searches do not).
    static func forEachElements(of value: Any, withIDs: Bool) throws -> [(id: AnyHashable?, content: Any)] {
        guard let forEach = value as? any ForEachParts else {
            throw InspectionError.Reason.typeMismatch(
                expected: "ForEach", found: TypeInfo.of(value: value).displayName, hint: nil)
        }
        return try forEach.inspectorElements(withIDs: withIDs)
    }

    /// Runs `work`, noting on `observation` the `@Observable` models it reads. Bodies take
    /// this form: it is on the search's hot path and needs no error boxing.
    static func tracked<Result>(_ observation: ObservationFlag?, _ work: () -> Result) -> Result {
        observation.map { $0.tracking(work) } ?? work()
    }

    /// Runs `work`, which may throw, noting the `@Observable` models it reads.
    static func tracked<Result>(_ observation: ObservationFlag?, _ work: () throws -> Result) throws -> Result {
        guard let observation else { return try work() }
        return try observation.tracking { Swift.Result { try work() } }.get()
    }
}

protocol ForEachParts {
    func inspectorElements(withIDs: Bool) throws -> [(id: AnyHashable?, content: Any)]
}

extension ForEach: ForEachParts where Content: ViewTree.View {
    func inspectorElements(withIDs: Bool) throws -> [(id: AnyHashable?, content: Any)] {
        guard withIDs else { return data.map { (nil, content($0) as Any) } }
        let idKeyPath = try Reflection.field("idKeyPath", of: self, as: KeyPath<Data.Element, ID>.self)
        return data.map { element in
            (AnyHashable(element[keyPath: idKeyPath]), content(element) as Any)
        }
    }
}
