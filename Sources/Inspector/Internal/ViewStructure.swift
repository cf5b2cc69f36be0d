import ViewTree

/// A view found in a value's structure, with the modifiers that wrap it.
struct ExpandedView {
    let value: Any
    let info: TypeInfo
    /// In source order: `[0]` was applied first (innermost).
    let modifiers: [Any]
}

/// Turns builder output into the views a user sees: `TupleView`, `Optional`,
/// `_ConditionalContent` and `ModifiedContent` are looked through, never levels of their own.
enum ViewStructure {
    /// The views `value` stands for, in source order.
    ///
    /// Iterative: a long chain of modifiers or a deep `if` nesting does not grow the stack.
    /// Modifiers wrapping a tuple apply to each of its elements, as in SwiftUI.
    static func expand(_ value: Any) -> [ExpandedView] {
        var output: [ExpandedView] = []
        var work: [(value: Any, outerModifiers: [Any])] = [(value, [])]
        while let (popped, outer) = work.popLast() {
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
                for element in elements.reversed() {
                    work.append((element, outerModifiers))
                }
            case .optional:
                guard let wrapped = info.wrapped?(current) else { fallthrough }
                if let wrapped {
                    work.append((wrapped, outerModifiers))
                }
            case .conditional:
                guard let branch = conditionalBranch(of: current) else { fallthrough }
                work.append((branch, outerModifiers))
            case .view, .other, .modified:
                output.append(ExpandedView(value: current, info: info, modifiers: outerModifiers.reversed()))
            }
        }
        return output
    }

    private static func conditionalBranch(of value: Any) -> Any? {
        guard let storage = Reflection.field("storage", of: value) else { return nil }
        return Reflection.enumCase(of: storage)?.payload
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
