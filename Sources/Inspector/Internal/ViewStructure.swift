import ViewTree

/// A view found in a value's structure, with the modifiers that wrap it.
struct ExpandedView {
    let value: Any
    let info: TypeInfo
    /// In source order: `[0]` was applied first (innermost).
    let modifiers: [Any]
    /// The structural steps from the expanded value to this view (tuple slots, branches),
    /// recorded only for hosted inspections, which need identities.
    var steps: [ViewIdentity.Step] = []
}

/// Turns builder output into the views a user sees: `TupleView`, `Optional`,
/// `_ConditionalContent` and `ModifiedContent` are looked through, never levels of their own.
enum ViewStructure {
    /// The views `value` stands for, in source order.
    ///
    /// Iterative: a long chain of modifiers or a deep `if` nesting does not grow the stack.
    /// Modifiers wrapping a tuple apply to each of its elements, as in SwiftUI.
    static func expand(_ value: Any, recordingSteps: Bool = false, prefix: [ViewIdentity.Step] = []) -> [ExpandedView] {
        var output: [ExpandedView] = []
        var work: [(value: Any, outerModifiers: [Any], steps: [ViewIdentity.Step])] = [(value, [], prefix)]
        while let (popped, outer, steps) = work.popLast() {
            // Peel a chain of modifiers in place: one array for the whole chain.
            var current = popped
            var outerModifiers = outer
            var info = TypeInfo.of(value: current)
            while case .modified = info.structure, let parts = info.modifiedParts?(current) {
                outerModifiers.append(parts.modifier)
                current = parts.content
                info = TypeInfo.of(value: current)
            }
            switch info.structure {
            case .tuple:
                guard let elements = info.tupleElements?(current) else { fallthrough }
                for (index, element) in elements.enumerated().reversed() {
                    work.append((element, outerModifiers, recordingSteps ? steps + [.slot(index)] : steps))
                }
            case .optional:
                guard let wrapped = info.wrapped?(current) else { fallthrough }
                if let wrapped {
                    work.append((wrapped, outerModifiers, steps))
                }
            case .conditional:
                guard let (isFirst, branch) = conditionalBranch(of: current) else { fallthrough }
                work.append((branch, outerModifiers, recordingSteps ? steps + [.branch(isFirst)] : steps))
            case .view, .other, .modified:
                output.append(
                    ExpandedView(value: current, info: info, modifiers: outerModifiers.reversed(), steps: steps))
            }
        }
        return output
    }

    private static func conditionalBranch(of value: Any) -> (isFirst: Bool, content: Any)? {
        guard let storage = Reflection.field("storage", of: value),
            let branch = Reflection.enumCase(of: storage), let payload = branch.payload
        else { return nil }
        return (branch.name == "trueContent", payload)
    }
}

// MARK: - Public parts of ViewTree's structural types

protocol ModifiedContentParts {
    var inspectorContent: Any { get }
    var inspectorModifier: Any { get }
}

extension ModifiedContent: ModifiedContentParts {
    var inspectorContent: Any { content }
    var inspectorModifier: Any { modifier }
}

protocol TupleParts {
    var inspectorElements: [Any] { get }
}

extension TupleView: TupleParts {
    var inspectorElements: [Any] { Reflection.tupleElements(of: value) }
}

protocol OptionalParts {
    var inspectorWrapped: Any? { get }
}

extension Optional: OptionalParts {
    var inspectorWrapped: Any? {
        switch self {
        case let .some(wrapped): wrapped
        case .none: nil
        }
    }
}
