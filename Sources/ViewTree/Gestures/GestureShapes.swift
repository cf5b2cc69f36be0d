/// What Inspector asks of gesture *types*, to find a composed gesture by the types of its parts
/// without the callbacks added to them: `SimultaneousGesture<MagnificationGesture,
/// RotationGesture>` finds `MagnificationGesture().onChanged { … }.simultaneously(with:
/// RotationGesture().onEnded { … })`.

/// A gesture type that adds to another one (callbacks, keyboard modifiers, `map`, an optional).
package protocol GestureWrapperType {
    /// The type of the gesture it adds to.
    static var wrappedGestureType: Any.Type { get }
}

/// A gesture type made of two: `SimultaneousGesture`, `SequenceGesture`, `ExclusiveGesture`.
package protocol ComposedGestureType {
    /// `SimultaneousGesture`, `SequenceGesture`, `ExclusiveGesture`.
    static var composedName: String { get }
    static var firstGestureType: Any.Type { get }
    static var secondGestureType: Any.Type { get }
    /// This type rebuilt from `parts` with the callbacks of its parts stripped; nil when the
    /// parts, stripped, are not `First` and `Second`.
    static func rebuild(from parts: any ComposedGestureParts) -> Self?
}

/// The value of a composed gesture, taken apart and put together again with its parts' values
/// converted: the value of `SimultaneousGesture<A, B>` becomes that of
/// `SimultaneousGesture<_EndedGesture<A>, B>`, whose parts have the same values.
package protocol ComposedGestureValue {
    var valueParts: ComposedGestureValueParts { get }
    static func make(from parts: ComposedGestureValueParts) -> Self?
}

/// The cases of the composed gestures' values, with their parts' values.
package enum ComposedGestureValueParts {
    /// `SimultaneousGesture.Value`.
    case simultaneous(Any?, Any?)
    /// `SequenceGesture.Value.first`, `.second`.
    case sequenceFirst(Any), sequenceSecond(Any, Any?)
    /// `ExclusiveGesture.Value.first`, `.second`.
    case exclusiveFirst(Any), exclusiveSecond(Any)
}

/// Structural comparison and stripping of gestures, used by Inspector.
package enum GestureShape {
    /// A key equal for two gesture types that are the same with their callbacks, keyboard
    /// modifiers and maps removed at every level.
    package static func key(_ type: Any.Type) -> String {
        if let wrapper = type as? any GestureWrapperType.Type { return key(wrapper.wrappedGestureType) }
        if let composed = type as? any ComposedGestureType.Type {
            return "\(composed.composedName)<\(key(composed.firstGestureType)), \(key(composed.secondGestureType))>"
        }
        return String(reflecting: type)
    }

    /// The gesture under the layers added to it; nil for a nil optional gesture.
    package static func base(of gesture: Any) -> Any? {
        var current: Any? = gesture
        while let wrapper = current as? any GestureWrapper {
            current = wrapper.wrappedGesture
        }
        return current
    }

    /// `gesture` as a `G`: itself, its base, or its base rebuilt with its parts stripped.
    package static func strip<G>(_ gesture: Any, to type: G.Type) -> G? {
        if let same = gesture as? G { return same }
        guard let base = base(of: gesture) else { return nil }
        if let same = base as? G { return same }
        guard let composed = G.self as? any ComposedGestureType.Type,
              let parts = base as? any ComposedGestureParts else { return nil }
        return composed.rebuild(from: parts) as? G
    }

    /// `value` as a `V`: itself, or a composed gesture's value rebuilt with its parts converted.
    package static func convert<V>(_ value: Any, to type: V.Type) -> V? {
        if let same = value as? V { return same }
        guard let composed = value as? any ComposedGestureValue,
              let target = V.self as? any ComposedGestureValue.Type else { return nil }
        return target.make(from: composed.valueParts) as? V
    }

    /// `value` converted to the type `type`, or nil.
    package static func convert(_ value: Any, toType type: Any.Type) -> Any? {
        func open<V>(_: V.Type) -> Any? { convert(value, to: V.self) }
        return _openExistential(type, do: open)
    }

    /// The type of the values a gesture reports.
    package static func valueType(of gesture: Any) -> Any.Type? {
        func open<G: Gesture>(_ gesture: G) -> Any.Type { G.Value.self }
        return (gesture as? any Gesture).map { open($0) }
    }

    /// An optional part's value converted; `.some(nil)` for nil, nil when it does not convert.
    static func convertPart<V>(_ value: Any?, to type: V.Type) -> V?? {
        guard let value else { return .some(nil) }
        return convert(value, to: V.self).map { .some($0) }
    }
}

// MARK: - Conformances

extension _ChangedGesture: GestureWrapperType {
    package static var wrappedGestureType: Any.Type { Content.self }
}

extension _EndedGesture: GestureWrapperType {
    package static var wrappedGestureType: Any.Type { Content.self }
}

extension _ModifiersGesture: GestureWrapperType {
    package static var wrappedGestureType: Any.Type { Content.self }
}

extension _MapGesture: GestureWrapperType {
    package static var wrappedGestureType: Any.Type { Content.self }
}

extension GestureStateGesture: GestureWrapperType {
    package static var wrappedGestureType: Any.Type { Base.self }
}

extension Optional: GestureWrapperType where Wrapped: Gesture {
    package static var wrappedGestureType: Any.Type { Wrapped.self }
}

extension SimultaneousGesture: ComposedGestureType {
    package static var composedName: String { "SimultaneousGesture" }
    package static var firstGestureType: Any.Type { First.self }
    package static var secondGestureType: Any.Type { Second.self }
    package static func rebuild(from parts: any ComposedGestureParts) -> Self? {
        guard let first = GestureShape.strip(parts.firstGesture, to: First.self),
              let second = GestureShape.strip(parts.secondGesture, to: Second.self) else { return nil }
        return Self(first, second)
    }
}

extension SequenceGesture: ComposedGestureType {
    package static var composedName: String { "SequenceGesture" }
    package static var firstGestureType: Any.Type { First.self }
    package static var secondGestureType: Any.Type { Second.self }
    package static func rebuild(from parts: any ComposedGestureParts) -> Self? {
        guard let first = GestureShape.strip(parts.firstGesture, to: First.self),
              let second = GestureShape.strip(parts.secondGesture, to: Second.self) else { return nil }
        return Self(first, second)
    }
}

extension ExclusiveGesture: ComposedGestureType {
    package static var composedName: String { "ExclusiveGesture" }
    package static var firstGestureType: Any.Type { First.self }
    package static var secondGestureType: Any.Type { Second.self }
    package static func rebuild(from parts: any ComposedGestureParts) -> Self? {
        guard let first = GestureShape.strip(parts.firstGesture, to: First.self),
              let second = GestureShape.strip(parts.secondGesture, to: Second.self) else { return nil }
        return Self(first, second)
    }
}

extension SimultaneousGesture.Value: ComposedGestureValue {
    package var valueParts: ComposedGestureValueParts { .simultaneous(first.map { $0 as Any }, second.map { $0 as Any }) }
    package static func make(from parts: ComposedGestureValueParts) -> Self? {
        guard case let .simultaneous(first, second) = parts,
              let first = GestureShape.convertPart(first, to: First.Value.self),
              let second = GestureShape.convertPart(second, to: Second.Value.self) else { return nil }
        return Self(first: first, second: second)
    }
}

extension SequenceGesture.Value: ComposedGestureValue {
    package var valueParts: ComposedGestureValueParts {
        switch self {
        case let .first(value): .sequenceFirst(value)
        case let .second(value, next): .sequenceSecond(value, next.map { $0 as Any })
        }
    }

    package static func make(from parts: ComposedGestureValueParts) -> Self? {
        switch parts {
        case let .sequenceFirst(value):
            return GestureShape.convert(value, to: First.Value.self).map { .first($0) }
        case let .sequenceSecond(value, next):
            guard let value = GestureShape.convert(value, to: First.Value.self),
                  let next = GestureShape.convertPart(next, to: Second.Value.self) else { return nil }
            return .second(value, next)
        default:
            return nil
        }
    }
}

extension ExclusiveGesture.Value: ComposedGestureValue {
    package var valueParts: ComposedGestureValueParts {
        switch self {
        case let .first(value): .exclusiveFirst(value)
        case let .second(value): .exclusiveSecond(value)
        }
    }

    package static func make(from parts: ComposedGestureValueParts) -> Self? {
        switch parts {
        case let .exclusiveFirst(value): GestureShape.convert(value, to: First.Value.self).map { .first($0) }
        case let .exclusiveSecond(value): GestureShape.convert(value, to: Second.Value.self).map { .second($0) }
        default: nil
        }
    }
}
