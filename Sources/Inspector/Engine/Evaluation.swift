import Foundation
import Observation
import ViewTree

/// Evaluates what Inspector must compute rather than read: bodies and `ForEach` content.
///
/// That is code users write, and it is main-actor code: `View.body` and
/// `ViewModifier.body(content:)` are `@MainActor`, and `ForEach`'s content closure is written
/// inside a body. Inspector's API stays nonisolated and synchronous, so it checks where it runs:
/// on the main actor (plain XCTest methods on Linux, `@MainActor` tests) it evaluates at once
/// (with `MainActor.assumeIsolated`, or, for bodies, `MainActorBridge.isolated(_:)`); on any
/// other thread it throws `.notOnMainActor` instead of racing with the main actor or crashing.
enum Evaluation {
    /// The body of the custom view at `node`, evaluated after its property wrappers are
    /// prepared, read as a piece (`Expansion.BodyReader`): what flattening keeps of it, copied
    /// out of it, the body itself never boxed. Never called for primitive views: callers
    /// classify first.
    static func body(of node: InspectionNode, observation: ObservationFlag?) throws -> ViewStructure.Piece {
        guard let evaluate = node.info.body else {
            throw InspectionError.Reason.typeMismatch(expected: "a view with a body", found: node.info.displayName, hint: nil)
        }
        // Hosted, the view's place is current: state it shares with another place (a view
        // value placed twice) reads this place's.
        let body = try StatePlace.run(in: place(of: node)) {
            // Checked first, once: off the main actor, preparing would throw the same error.
            let evaluate = try callableHere(evaluate)
            try prepare(node, onMainActor: true)
            return tracked(observation) { evaluate(node.value) }
        }
        guard let body else {
            throw InspectionError.Reason.typeMismatch(expected: "a view with a body", found: node.info.displayName, hint: nil)
        }
        return body
    }

    /// The body of the custom view modifier at `node`, built around its content placeholder,
    /// read as a piece, and kept in one object when it is the placeholder with modifiers.
    static func body(ofModifier node: InspectionNode, observation: ObservationFlag?) throws -> ModifierBodyEvaluation {
        guard let evaluate = node.info.modifierBody else {
            throw InspectionError.Reason.typeMismatch(expected: "a view modifier", found: node.info.displayName, hint: nil)
        }
        let body = try StatePlace.run(in: place(of: node)) {
            // Checked first, once: off the main actor, preparing would throw the same error.
            let evaluate = try callableHere(evaluate)
            try prepare(node, onMainActor: true)
            return tracked(observation) { evaluate(node.value) }
        }
        guard let body else {
            throw InspectionError.Reason.typeMismatch(expected: "a view modifier", found: node.info.displayName, hint: nil)
        }
        return body
    }

    /// Points the property wrappers of the view (or modifier) at `node` at its environment:
    /// what `.environment(_:_:)` and `.environmentObject(_:)` set on it and its ancestors.
    ///
    /// Throws when an `@EnvironmentObject` has no object: the body is never evaluated then.
    /// Off the main actor, throws `.notOnMainActor`: preparing may make a hosted view's
    /// `@StateObject`, whose initial value is main-actor code.
    static func prepare(_ node: InspectionNode) throws {
        try prepare(node, onMainActor: false)
    }

    /// Prepares what can be prepared without evaluating the body: as `prepare(_:)`, but an
    /// `@EnvironmentObject` (or a required `@Environment(Model.self)`) that nobody provides is
    /// left without its object instead of failing, as `actualView()` needs (ViewInspector
    /// returns the value without preparing its body). The body, evaluated later, still throws
    /// for it. Off the main actor, throws `.notOnMainActor`.
    static func prepareAvailable(_ node: InspectionNode) throws {
        try prepare(node, onMainActor: false, requiringObjects: false)
    }

    /// `prepare(_:)`, told whether the caller has found that it runs on the main actor: a body
    /// evaluation has, and the check (a dispatch queue lookup) is not free on a search's path.
    /// Without `requiringObjects`, a missing object is left unset rather than thrown.
    private static func prepare(_ node: InspectionNode, onMainActor: Bool, requiringObjects: Bool = true) throws {
        guard node.info.hasDynamicProperties(node.value) else { return }
        guard onMainActor || MainActorBridge.isOnMainActor else { throw InspectionError.Reason.notOnMainActor }
        do {
            let storage = node.tree.host?.storage(for: node.identity)
            let wrappers = node.info.wrappers ?? DynamicProperties.wrappers(of: node.info.type)
            // Not hosted, the wrappers prepared are those that read the environment: computed
            // now, it needs no object to keep it for a closure.
            let context: PreparationContext
            if storage == nil && wrappers.preparesUnhosted {
                context = PreparationContext(environment: node.environment, storage: nil)
            } else {
                let environment = LazyEnvironment(of: node)
                context = PreparationContext(environment: { environment.value }, storage: storage)
            }
            guard requiringObjects else {
                DynamicProperties.prepareAvailable(node.value, wrappers: wrappers, context: context)
                return
            }
            try DynamicProperties.prepare(node.value, wrappers: wrappers, context: context)
        } catch {
            let objectType = TypeName.display(error.objectType)
            if error.isModel {
                throw InspectionError.Reason.missingEnvironmentModel(
                    view: node.info.displayName, property: error.property, objectType: objectType)
            }
            throw InspectionError.Reason.missingEnvironmentObject(
                view: node.info.displayName, property: error.property, objectType: objectType)
        }
    }

    /// A node's environment, computed once, on the first wrapper that reads it: a view often
    /// has several. One object that the closure reading it captures alone, where a captured
    /// variable would cost a box and a closure context.
    private final class LazyEnvironment {
        private let node: InspectionNode
        private var computed: EnvironmentValues?

        init(of node: InspectionNode) {
            self.node = node
        }

        var value: EnvironmentValues {
            if let computed { return computed }
            let environment = node.environment
            computed = environment
            return environment
        }
    }

    /// The hosted storage of the view or modifier at `node`: its place; nil unhosted.
    static func place(of node: InspectionNode) -> NodeStorage? {
        node.tree.host?.storage(for: node.identity)
    }

    /// The content `ForEach` builds for each of its elements, in order, with the elements'
    /// ids when asked for (hosted inspections and `elementIDs()` need them; searches do not).
    static func forEachElements(of value: Any, withIDs: Bool) throws -> [(id: AnyHashable?, content: Any)] {
        guard let forEach = value as? any ForEachParts else {
            throw InspectionError.Reason.typeMismatch(
                expected: "ForEach", found: TypeInfo.of(value: value).displayName, hint: nil)
        }
        // The content closure was written in a body: it is main-actor code too.
        let value = UncheckedSendable(forEach)
        return try onMainActor { Result { try value.value.inspectorElements(withIDs: withIDs) } }.get()
    }

    /// Runs `work`, main-actor view code, at once when called on the main actor (see
    /// `MainActorBridge.isOnMainActor`); throws `.notOnMainActor` anywhere else, without
    /// running it.
    ///
    /// Callers pass the values `work` needs as `UncheckedSendable`: they do not change
    /// threads, they are only seen as main-actor values because this is the main actor.
    static func onMainActor<Output>(_ work: @MainActor () -> Output) throws(InspectionError.Reason) -> Output {
        guard let output = MainActorBridge.run(work) else {
            throw .notOnMainActor
        }
        return output
    }

    /// A body evaluator kept by a `TypeInfo`, made callable here and now: on the main actor;
    /// throws `.notOnMainActor` anywhere else. Unlike `onMainActor(_:)`, this runs nothing:
    /// the caller calls the evaluator at once (see `MainActorBridge.isolated(_:)`), and since
    /// nothing is wrapped, evaluating a body allocates nothing more than the body does.
    static func callableHere<Output>(
        _ evaluate: @escaping @MainActor (Any) -> Output
    ) throws(InspectionError.Reason) -> (Any) -> Output {
        guard let evaluate = MainActorBridge.isolated(evaluate) else { throw .notOnMainActor }
        return evaluate
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
