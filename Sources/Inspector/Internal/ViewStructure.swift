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
        while let (current, outerModifiers) = work.popLast() {
            let info = TypeInfo.of(value: current)
            switch (info.structure, current) {
            case let (.modified, parts as any ModifiedContentParts):
                work.append((parts.inspectorContent, outerModifiers + [parts.inspectorModifier]))
            case let (.tuple, tuple as any TupleParts):
                for element in tuple.inspectorElements.reversed() {
                    work.append((element, outerModifiers))
                }
            case let (.optional, optional as any OptionalParts):
                if let wrapped = optional.inspectorWrapped {
                    work.append((wrapped, outerModifiers))
                }
            case (.conditional, _):
                guard let branch = conditionalBranch(of: current) else { fallthrough }
                work.append((branch, outerModifiers))
            default:
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
