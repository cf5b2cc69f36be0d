@_spi(Reflection) import Swift
import Foundation

/// How values of one type are compared, learned once per type (`ViewValueComparison.plan(for:)`).
///
/// Immutable once made; the closures capture only other plans, offsets and the conformances
/// found when the plan was made.
struct ComparisonPlan {
    /// Compares the values of the plan's type at two addresses, `depth` levels of indirection
    /// down (`ViewValueComparison.depthLimit`).
    typealias Compare = (_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ depth: Int) -> Bool

    let compare: Compare
    /// The byte ranges whose equality is the values' equality (plain data, references), or
    /// nil: a struct folds its fields' ranges into its own and compares them all at once.
    let byteRanges: [Range<Int>]?
    /// No two values are equal: a closure, or a type whose values cannot be compared soundly.
    let isNever: Bool

    static var never: ComparisonPlan {
        ComparisonPlan(compare: { _, _, _ in false }, byteRanges: nil, isNever: true)
    }

    /// Equal when the bytes in `ranges` are.
    static func bytes(_ ranges: [Range<Int>]) -> ComparisonPlan {
        let ranges = merged(ranges)
        return ComparisonPlan(compare: { lhs, rhs, _ in bytesEqual(lhs, rhs, ranges) }, byteRanges: ranges, isNever: false)
    }

    static func custom(_ compare: @escaping Compare) -> ComparisonPlan {
        ComparisonPlan(compare: compare, byteRanges: nil, isNever: false)
    }

    /// `ranges` in order, adjacent ones joined: a struct of plain-data fields is one `memcmp`.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, last.upperBound >= range.lowerBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    static func bytesEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ ranges: [Range<Int>]) -> Bool {
        for range in ranges where memcmp(lhs + range.lowerBound, rhs + range.lowerBound, range.count) != 0 {
            return false
        }
        return true
    }
}

// MARK: - Plans, once per type

extension ViewValueComparison {
    private static let plans = LockedValue<[ObjectIdentifier: ComparisonPlan]>([:])

    /// How values of `type` compare: made the first time, then kept.
    static func plan(for type: Any.Type) -> ComparisonPlan {
        let key = ObjectIdentifier(type)
        if let known = plans.withValue({ $0[key] }) { return known }
        // Made outside the lock: a struct's plan asks for its fields' plans. Two threads may
        // both make one; they are the same, and the first kept is used.
        let made = makePlan(type)
        return plans.withValue { plans in
            if let known = plans[key] { return known }
            plans[key] = made
            return made
        }
    }

    /// The rules of `ViewValueComparison`, in the order that decides between them.
    private static func makePlan<Value>(_: Value.Type) -> ComparisonPlan {
        let kind = metadataKind(of: Value.self)
        switch kind {
        case .class, .foreignClass, .objcClassWrapper:
            // The same instance: the reference's bits. Before `Equatable`: SwiftUI compares
            // references, and an instance equal by `==` but not identical is another object
            // the old body does not observe.
            return .bytes([0..<MemoryLayout<Value>.size])
        case .function:
            return .never
        default:
            break
        }
        if _isPOD(Value.self) {
            return .bytes(plainDataRanges(of: Value.self, kind: kind))
        }
        if let optional = Value.self as? any OptionalComparable.Type {
            return optional.optionalPlan()
        }
        if let input = Value.self as? any ComparableViewInput.Type {
            return inputPlan(input)
        }
        if let equatable = Value.self as? any Equatable.Type {
            return equatablePlan(equatable)
        }
        if let parts = Value.self as? any PartwiseComparable.Type {
            return partsPlan(parts)
        }
        switch kind {
        case .struct, .tuple:
            return fieldsPlan(of: Value.self)
        case .existential:
            return existentialPlan(Value.self)
        case .enum:
            return enumPlan(Value.self)
        case .metatype, .existentialMetatype:
            // Plain data, caught above; kept for a complete switch.
            return .bytes([0..<MemoryLayout<Value>.size])
        case .class, .foreignClass, .objcClassWrapper, .function, .optional:
            // Decided above (an optional by its conformance).
            return .never
        case .opaque, .heapLocalVariable, .heapGenericLocalVariable, .errorObject, .unknown:
            return .never
        @unknown default:
            return .never
        }
    }

    /// The kind of `Value`'s metadata, as the runtime reports it for a field of that type.
    private static func metadataKind<Value>(of _: Value.Type) -> _MetadataKind {
        var kind = _MetadataKind.unknown
        _forEachField(of: KindProbe<Value>.self) { _, _, _, fieldKind in
            kind = fieldKind
            return false
        }
        return kind
    }

    /// The bytes that hold a plain-data value of `type`: its fields', without the padding
    /// between them, whose bits a copy need not keep.
    private static func plainDataRanges(of type: Any.Type, kind: _MetadataKind) -> [Range<Int>] {
        let size = size(of: type)
        guard kind == .struct || kind == .tuple else { return [0..<size] }
        var ranges: [Range<Int>] = []
        let complete = _forEachField(of: type) { _, offset, fieldType, fieldKind in
            ranges += plainDataRanges(of: fieldType, kind: fieldKind).map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
            return true
        }
        // Fields the runtime does not describe (no reflection metadata): every byte.
        return complete && (!ranges.isEmpty || size == 0) ? ranges : [0..<size]
    }

    private static func size(of type: Any.Type) -> Int {
        func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
        return _openExistential(type, do: size)
    }

    private static func equatablePlan<Equatable: Swift.Equatable>(_: Equatable.Type) -> ComparisonPlan {
        .custom { lhs, rhs, _ in
            lhs.assumingMemoryBound(to: Equatable.self).pointee == rhs.assumingMemoryBound(to: Equatable.self).pointee
        }
    }

    private static func inputPlan<Input: ComparableViewInput>(_: Input.Type) -> ComparisonPlan {
        .custom { lhs, rhs, _ in
            lhs.assumingMemoryBound(to: Input.self).pointee.isSameInput(as: rhs.assumingMemoryBound(to: Input.self).pointee)
        }
    }

    private static func partsPlan<Parts: PartwiseComparable>(_: Parts.Type) -> ComparisonPlan {
        .custom { lhs, rhs, depth in
            lhs.assumingMemoryBound(to: Parts.self).pointee.hasSameParts(
                as: rhs.assumingMemoryBound(to: Parts.self).pointee, depth: depth)
        }
    }

    /// A struct's or tuple's fields, each by its type's plan; references held `weak` or
    /// `unowned` by their bits, which identify the object as a strong reference's do.
    private static func fieldsPlan<Value>(of _: Value.Type) -> ComparisonPlan {
        var fields: [(name: String, offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let complete = _forEachField(of: Value.self) { name, offset, type, kind in
            fields.append((String(cString: name), offset, type, kind))
            return true
        }
        // Fields the runtime does not describe (no reflection metadata): not comparable.
        guard complete, !fields.isEmpty || MemoryLayout<Value>.size == 0 else { return .never }
        // `_forEachField` reports a weak or unowned field with its value's type; read so, it
        // would be misread. The key-path walk lists only strong fields: the others are those.
        let mayBeReference: (_MetadataKind) -> Bool = { $0 == .class || $0 == .optional || $0 == .existential }
        let strong = fields.contains { mayBeReference($0.kind) } ? strongFieldNames(of: Value.self) : []
        var ranges: [Range<Int>] = []
        var parts: [(offset: Int, plan: ComparisonPlan)] = []
        for field in fields {
            if mayBeReference(field.kind), !strong.contains(field.name) {
                ranges.append(field.offset..<(field.offset + size(of: field.type)))
                continue
            }
            let plan = plan(for: field.type)
            if plan.isNever { return .never }
            if let fieldRanges = plan.byteRanges {
                ranges += fieldRanges.map { ($0.lowerBound + field.offset)..<($0.upperBound + field.offset) }
            } else {
                parts.append((field.offset, plan))
            }
        }
        guard !parts.isEmpty else { return .bytes(ranges) }
        let byteRanges = ComparisonPlan.merged(ranges)
        return .custom { lhs, rhs, depth in
            guard ComparisonPlan.bytesEqual(lhs, rhs, byteRanges) else { return false }
            for part in parts where !part.plan.compare(lhs + part.offset, rhs + part.offset, depth) {
                return false
            }
            return true
        }
    }

    /// The names of `Value`'s strong stored properties (of the kinds key paths reach).
    ///
    /// With any other option than "ignore unknown fields", the walk stops at the first field it
    /// cannot describe, and the fields after it count as weak: compared by their bits, which
    /// errs towards "not equal", never towards "equal".
    private static func strongFieldNames<Value>(of _: Value.Type) -> Set<String> {
        var names: Set<String> = []
        _forEachFieldWithKeyPath(of: Value.self, options: ignoreUnknownFields) { name, _ in
            names.insert(String(cString: name))
            return true
        }
        return names
    }

    /// The values an existential boxes, one level of indirection down.
    private static func existentialPlan<Existential>(_: Existential.Type) -> ComparisonPlan {
        .custom { lhs, rhs, depth in
            isEqual(
                lhs.assumingMemoryBound(to: Existential.self).pointee, rhs.assumingMemoryBound(to: Existential.self).pointee,
                depth: depth + 1)
        }
    }

    /// The same case, read from `Mirror`'s child label, and equal payloads one level down;
    /// cases without a payload by their bits, which are the same every time a case is made.
    private static func enumPlan<Enum>(_: Enum.Type) -> ComparisonPlan {
        // A custom mirror does not show the case.
        guard !(Enum.self is any CustomReflectable.Type) else { return .never }
        let size = MemoryLayout<Enum>.size
        return .custom { lhs, rhs, depth in
            guard depth < depthLimit else { return false }
            let left = Mirror(reflecting: lhs.assumingMemoryBound(to: Enum.self).pointee).children.first
            let right = Mirror(reflecting: rhs.assumingMemoryBound(to: Enum.self).pointee).children.first
            switch (left, right) {
            case (nil, nil):
                return memcmp(lhs, rhs, size) == 0
            case let (left?, right?):
                // The label is the case's name; cases of one name differ in their payload's
                // labels, which are part of the payload tuple's type.
                return left.label != nil && left.label == right.label && isEqual(left.value, right.value, depth: depth + 1)
            case (nil, _?), (_?, nil):
                return false
            }
        }
    }
}

/// `_EachFieldOptions.ignoreUnknown`, which the standard library declares as a `static var`,
/// shared mutable state that Swift 6 does not let this module read: its value, `1 << 1`.
/// (`ViewValueComparisonTests` pins the behaviour it gives.)
private let ignoreUnknownFields = _EachFieldOptions(rawValue: 1 << 1)

/// A one-field struct whose field metadata tells the kind of `Value`.
private struct KindProbe<Value> {
    var value: Value
}

/// An optional, which makes its plan from its wrapped type's.
protocol OptionalComparable {
    static func optionalPlan() -> ComparisonPlan
}

extension Optional: OptionalComparable {
    static func optionalPlan() -> ComparisonPlan {
        // A class reference: nil is the null pointer, the bits say it all.
        if Wrapped.self is AnyClass { return .bytes([0..<MemoryLayout<Wrapped?>.size]) }
        let wrapped = ViewValueComparison.plan(for: Wrapped.self)
        return .custom { lhs, rhs, depth in
            let leftIsNil = lhs.assumingMemoryBound(to: Wrapped?.self).pointee == nil
            let rightIsNil = rhs.assumingMemoryBound(to: Wrapped?.self).pointee == nil
            if leftIsNil || rightIsNil { return leftIsNil && rightIsNil }
            // An enum's payload lies at its start.
            return wrapped.compare(lhs, rhs, depth)
        }
    }
}
