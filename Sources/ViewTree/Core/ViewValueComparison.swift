/// Whether a child view's new value holds the same inputs as its last one: when it does, and
/// nothing the child reads changed, the runtime keeps the child's body instead of running it
/// again, as SwiftUI does.
///
/// The rules, per kind of value, follow SwiftUI's as closely as reflection allows; where a
/// value cannot be compared soundly, the answer is "not equal" (the body runs again), never
/// a guess:
/// - values of different dynamic types: not equal;
/// - class instances: the same instance (`===`), whether the class is `Equatable` or not, and
///   whether a view holds it strongly, `weak` or `unowned` — SwiftUI compares references;
/// - closures and functions: never equal, not even the same closure (SwiftUI re-renders a view
///   holding one); an optional closure is equal only when both are nil;
/// - plain data (`_isPOD`: numbers, `Bool`, structs and tuples of them): the bytes of each stored
///   field, as SwiftUI's `memcmp` fast path — also for a plain-data type that is `Equatable`,
///   whose `==` SwiftUI does not call either (wrap such a view in `.equatable()` there);
/// - optionals: both nil, or both wrapping equal values;
/// - property wrappers (`@State`, `@Binding`, `@ObservedObject`…): each decides with its
///   `ComparableViewInput` conformance, beside it in its own file;
/// - other `Equatable` types (a view, `String`, `[Int]`): `==`;
/// - arrays and dictionaries of values that are not `Equatable`: element by element;
/// - other structs and tuples: field by field, with these rules for each field;
/// - existentials (`Any`, `any P`): the values they box, compared by these rules;
/// - other enums: the same case, and equal payloads;
/// - values nested deeper than `depthLimit` boxes, payloads or collections: not equal.
///
/// How a type compares is learned once per type, from the runtime's field metadata, and kept
/// (`ComparisonPlan`): a comparison then reads fields at their offsets, calls `==` through the
/// conformance found the first time, and reflects with `Mirror` only the cases of enums that
/// are neither plain data nor `Equatable`.
///
/// Call it on the main actor, as the runtime does: a view's `Equatable` conformance may be
/// isolated to the main actor (a module built with `.defaultIsolation(MainActor.self)`), and is
/// found only there.
package enum ViewValueComparison {
    /// How many levels of indirection — a boxed existential, an enum's payload, a collection's
    /// elements — a comparison follows before it answers "not equal": a value nested that deep
    /// is most likely recursive, and comparing it would cost more than its body. Fields of
    /// structs and tuples do not count: a type's nesting of them is finite.
    package static let depthLimit = 32

    /// Whether `lhs` and `rhs` hold the same inputs, by the rules above.
    package static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        isEqual(lhs, rhs, depth: 0)
    }

    /// Whether two values of type `type` can ever be equal: false for a type that holds a
    /// closure (not an optional one), which a runtime can then skip comparing altogether.
    package static func canBeEqual(_ type: Any.Type) -> Bool {
        !plan(for: type).isNever
    }

    /// `isEqual(_:_:)`, `depth` levels of indirection down.
    static func isEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        // `type(of:)` looks through an existential boxed in `Any`: the type of the value itself.
        let valueType = type(of: lhs)
        guard depth <= depthLimit, ObjectIdentifier(valueType) == ObjectIdentifier(type(of: rhs)) else { return false }
        let plan = plan(for: valueType)
        if plan.isNever { return false }
        func openLeft<Left>(_ left: Left) -> Bool {
            // `Left` is the boxed value's type unless `lhs` boxes another existential (an
            // `any P` erased to `Any` in generic code): then read the value out by a cast.
            guard Left.self == valueType else { return isEqual(lhs, rhs, ofType: valueType, plan: plan, depth: depth) }
            func openRight<Right>(_ right: Right) -> Bool {
                guard Right.self == valueType else {
                    return isEqual(lhs, rhs, ofType: valueType, plan: plan, depth: depth)
                }
                return withUnsafePointer(to: left) { left in
                    withUnsafePointer(to: right) { right in plan.compare(left, right, depth) }
                }
            }
            return _openExistential(rhs, do: openRight)
        }
        return _openExistential(lhs, do: openLeft)
    }

    /// `isEqual(_:_:depth:)` for values of `type` read out of their boxes by a cast.
    private static func isEqual(_ lhs: Any, _ rhs: Any, ofType type: Any.Type, plan: ComparisonPlan, depth: Int) -> Bool {
        func typed<Value>(_: Value.Type) -> Bool {
            guard let left = lhs as? Value, let right = rhs as? Value else { return false }
            return withUnsafePointer(to: left) { left in
                withUnsafePointer(to: right) { right in plan.compare(left, right, depth) }
            }
        }
        return _openExistential(type, do: typed)
    }

    /// Two values whose type is known statically (a collection's elements, a branch of an
    /// `if`), `depth` levels of indirection down.
    static func isEqual<Value>(typed lhs: Value, _ rhs: Value, depth: Int) -> Bool {
        guard depth <= depthLimit else { return false }
        let plan = plan(for: Value.self)
        if plan.isNever { return false }
        return withUnsafePointer(to: lhs) { left in
            withUnsafePointer(to: rhs) { right in plan.compare(left, right, depth) }
        }
    }

    /// `lhs == rhs` when `Value` is `Equatable`; false when it is not. For property wrappers
    /// whose rule is "equal values", such as a binding's current value.
    static func areEqualAsEquatable<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        guard let equatable = Value.self as? any Equatable.Type else { return false }
        func equal<Equatable: Swift.Equatable>(_: Equatable.Type) -> Bool {
            withUnsafePointer(to: lhs) { left in
                withUnsafePointer(to: rhs) { right in
                    UnsafeRawPointer(left).assumingMemoryBound(to: Equatable.self).pointee
                        == UnsafeRawPointer(right).assumingMemoryBound(to: Equatable.self).pointee
                }
            }
        }
        return equal(equatable)
    }
}

/// A property wrapper that decides whether a view's new value holds the same input as its
/// last one, in place of comparing the wrapper's own fields (fresh locations, closures).
///
/// Each wrapper conforms in its own file, with the reason for its rule.
protocol ComparableViewInput {
    /// Whether `other`, the wrapper in the view's new value, is the same input as this one,
    /// the wrapper in its last value.
    func isSameInput(as other: Self) -> Bool
}

/// A type that compares its parts itself, with `ViewValueComparison`'s rules for each part: a
/// collection its elements, an enum ViewTree owns its cases without `Mirror`. Conformances are
/// in `ViewValueComparison+Parts.swift`.
protocol PartwiseComparable {
    /// Whether `other` has the same parts. `depth` is this value's level of indirection: parts
    /// that lie behind one (a collection's storage) are compared at `depth + 1`, and none at
    /// all past `ViewValueComparison.depthLimit`.
    func hasSameParts(as other: Self, depth: Int) -> Bool
}
