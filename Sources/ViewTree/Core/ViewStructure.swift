/// The identity rules: how builder output becomes the views a user sees, and where each one
/// is. The runtime (to key state) and Inspector (to read the state the runtime keeps, and to
/// number children as the source does) both flatten with this one function.
///
/// `TupleView`, `Optional`, `_ConditionalContent` and `ModifiedContent` are looked through,
/// never levels of their own; modifiers wrapping a tuple apply to each of its elements, as in
/// SwiftUI. How a value is opened is the caller's business (the runtime asks ViewTree's own
/// types; Inspector reads them by reflection, with per-type caches), so callers pass a
/// `Reader`; which steps make an identity is decided here only.
package enum ViewStructure {
    /// What one value is made of, as far as structure goes.
    package enum Parts {
        /// A view builder's block: its elements, in order.
        case tuple([Any])
        /// `if` without `else`: the view when the condition holds, nil when it does not.
        case optional(Any?)
        /// `if`/`else` or `switch`: the branch shown.
        case conditional(isFirst: Bool, content: Any)
        /// A view with one more modifier.
        case modified(content: Any, modifier: Any)
        /// A view that is a level of its own (or a value that is not a view).
        case leaf
    }

    /// How a caller opens values.
    package protocol Reader {
        /// What `value` is made of.
        func parts(of value: Any) -> Parts
        /// The identity a modifier gives the view it wraps (`.id(_:)`), if it is one that does.
        func explicitID(of modifier: Any) -> AnyHashable?
    }

    /// One view found in a value.
    package struct Element {
        /// The view without its modifiers; for an absent `if`, the empty `Optional`.
        package let value: Any
        /// In the order applied: `[0]` is innermost.
        package let modifiers: [Any]
        /// The steps from the flattened value to this view: tuple slots, branches, explicit
        /// ids. Empty unless steps were asked for.
        package let steps: [ViewIdentity.Step]
        /// An `if` whose condition does not hold: it shows nothing but keeps its place, so the
        /// views after it keep their indices (`vStack().text(1)` whether or not the `if` shows).
        package let isAbsent: Bool
    }

    /// The views `value` stands for, in source order.
    ///
    /// - Parameters:
    ///   - recordingSteps: whether to compute each element's identity steps (hosted
    ///     inspection and the runtime need them; plain inspection does not).
    ///   - prefix: steps that come before the structural ones.
    ///   - keepingAbsent: whether an `if` that shows nothing yields an absent element (for
    ///     child indices that follow the source) or nothing (for rendering).
    ///
    /// Iterative: a long chain of modifiers or a deep `if` nesting does not grow the stack.
    package static func flatten(
        _ value: Any, reader: some Reader, recordingSteps: Bool, prefix: [ViewIdentity.Step] = [],
        keepingAbsent: Bool
    ) -> [Element] {
        var output: [Element] = []
        var work: [(value: Any, outer: [Any], steps: [ViewIdentity.Step])] = [(value, [], prefix)]
        while let (popped, outer, steps) = work.popLast() {
            // Peel a chain of modifiers in place: one array for the whole chain.
            var current = popped
            var outerModifiers = outer
            var parts = reader.parts(of: current)
            while case let .modified(content, modifier) = parts {
                outerModifiers.append(modifier)
                current = content
                parts = reader.parts(of: current)
            }
            switch parts {
            case let .tuple(elements):
                for (index, element) in elements.enumerated().reversed() {
                    work.append((element, outerModifiers, recordingSteps ? steps + [.slot(index)] : steps))
                }
            case let .optional(wrapped):
                if let wrapped {
                    work.append((wrapped, outerModifiers, steps))
                } else if keepingAbsent {
                    output.append(Element(value: current, modifiers: [], steps: steps, isAbsent: true))
                }
            case let .conditional(isFirst, content):
                work.append((content, outerModifiers, recordingSteps ? steps + [.branch(isFirst)] : steps))
            case .modified, .leaf:
                let modifiers = Array(outerModifiers.reversed())
                var identitySteps = steps
                if recordingSteps {
                    for modifier in modifiers {
                        if let id = reader.explicitID(of: modifier) { identitySteps.append(.explicit(id)) }
                    }
                }
                output.append(Element(value: current, modifiers: modifiers, steps: identitySteps, isAbsent: false))
            }
        }
        return output
    }
}
