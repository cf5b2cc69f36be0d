/// Where a view is in a hosted hierarchy: the structural path from the root.
///
/// Identity is what state follows. A view keeps its `@State` while it keeps its identity;
/// when the identity changes — another branch of an `if`, another `ForEach` element id,
/// another `.id(_:)`, another type inside an `AnyView` — the old state is dropped and the view
/// disappears and appears anew. The runtime and Inspector both compute identities with these
/// steps, so a live inspection reads the state the runtime keeps.
///
/// Sendable though its steps hold `AnyHashable` ids: those are the values views give
/// `ForEach` and `.id(_:)`, which identities only hash and compare, never mutate; a state write
/// on any thread posts the identity of its view to the main actor.
package struct ViewIdentity: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// One step down the hierarchy.
    package enum Step: Hashable, CustomStringConvertible {
        /// Element `index` of a view builder's block (a `TupleView`).
        case slot(Int)
        /// The first (`true`) or second branch of an `if`/`else` or `switch`.
        case branch(Bool)
        /// The content of a stack or a `Group`.
        case content
        /// The view inside an `AnyView`, identified by its type.
        case erased(ObjectIdentifier)
        /// The views `ForEach` builds for the element with this id.
        case element(AnyHashable)
        /// A later element with the same id as an earlier one (`ForEach` with duplicate ids):
        /// the how-manieth, from 1, so that each keeps state of its own.
        case duplicate(Int)
        /// The body of a custom view.
        case body
        /// A button's label.
        case label
        /// Another part of a view that hangs beside its content, by name: a label's
        /// `title` and `icon`, a progress view's `currentValueLabel`.
        case part(String)
        /// What the modifier at this index (in the order applied) carries: the body of a
        /// custom modifier, the content of an overlay or a background.
        case attached(Int)
        /// An explicit identity given with `.id(_:)`.
        case explicit(AnyHashable)
        /// The part of a view inside the custom modifier at this index: where the lifecycle
        /// modifiers applied before it are registered, so that they follow the modifier's
        /// `content` placeholder rather than the modified view's outer modifiers.
        case modified(Int)
        /// The view a navigation stack shows at this position above its root, for this value
        /// of its path (or this push of a link's destination): another value at the position
        /// is another view.
        case pushed(Int, AnyHashable)

        package var description: String {
            switch self {
            case let .slot(index): "slot \(index)"
            case let .branch(isFirst): isFirst ? "if" : "else"
            case .content: "content"
            case .erased: "erased"
            case let .element(id): "element \(id)"
            case let .duplicate(occurrence): "duplicate \(occurrence)"
            case .body: "body"
            case .label: "label"
            case let .part(name): "part \(name)"
            case let .attached(index): "attached \(index)"
            case let .explicit(id): "id \(id)"
            case let .modified(index): "inside modifier \(index)"
            case let .pushed(index, _): "pushed \(index)"
            }
        }
    }

    package private(set) var steps: [Step]

    package init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// The root of a hierarchy.
    package static var root: ViewIdentity { ViewIdentity() }

    /// This identity followed by `steps`.
    package func appending(_ more: [Step]) -> ViewIdentity {
        more.isEmpty ? self : ViewIdentity(steps + more)
    }

    /// This identity followed by `step`.
    package func appending(_ step: Step) -> ViewIdentity {
        ViewIdentity(steps + [step])
    }

    /// Whether this identity is `ancestor` or lies below it.
    package func isWithin(_ ancestor: ViewIdentity) -> Bool {
        steps.count >= ancestor.steps.count && Array(steps.prefix(ancestor.steps.count)) == ancestor.steps
    }

    /// This identity without the first `count` of the explicit-id steps it ends with, which
    /// `ViewStructure.flatten` lists innermost first: the place of a modifier applied outside
    /// that many `.id(_:)`s.
    func removingInnermostExplicitSteps(_ count: Int) -> ViewIdentity {
        var trailing = 0
        while trailing < steps.count, case .explicit = steps[steps.count - 1 - trailing] {
            trailing += 1
        }
        let start = steps.count - trailing
        var kept = steps
        kept.removeSubrange(start ..< start + min(count, trailing))
        return ViewIdentity(kept)
    }

    package var description: String {
        steps.isEmpty ? "root" : steps.map(\.description).joined(separator: " / ")
    }
}

extension ViewIdentity {
    /// The identity steps of a `ForEach`'s elements, from their ids: `.element(id)`, followed
    /// for the second and later elements with one id by `.duplicate(n)` — the rule the runtime
    /// and Inspector share — and the ids that occur more than once.
    package static func elementSteps(for ids: [AnyHashable]) -> (steps: [[Step]], duplicated: [AnyHashable]) {
        var seen: [AnyHashable: Int] = [:]
        var duplicated: [AnyHashable] = []
        let steps = ids.map { id -> [Step] in
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            guard occurrence > 0 else { return [.element(id)] }
            if occurrence == 1 { duplicated.append(id) }
            return [.element(id), .duplicate(occurrence)]
        }
        return (steps, duplicated)
    }
}
