/// What Inspector asks of the gestures that add to another one (callbacks, keyboard
/// modifiers, an optional): the gesture they add to, and their callbacks, called here with the
/// closures' own types — a closure that takes arguments is never read out by reflection
/// (see `Callback`).
package protocol GestureWrapper {
    /// The gesture this one adds to; nil for a nil optional gesture.
    var wrappedGesture: Any? { get }
}

/// A gesture with an `onChanged`, `onEnded` or `updating` callback, called by Inspector.
package protocol GestureCallbackLayer: GestureWrapper {
    /// Which callback this is: `.changed`, `.ended`, `.updating`.
    var callbackKind: GestureCallbackKind { get }
    /// Calls the callback with `value`; false when `value` is not the value it takes.
    func callCallback(with value: Any) -> Bool
}

/// The callbacks a gesture can carry.
package enum GestureCallbackKind: Sendable {
    case changed, ended, updating
}

extension Optional: GestureWrapper where Wrapped: Gesture {
    package var wrappedGesture: Any? { self.map { $0 as Any } }
}

/// A gesture with an action for each change of its value: `gesture.onChanged { … }`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    /// The gesture's value.
    public typealias Value = Content.Value

    let content: Content
    let action: (Content.Value) -> Void

    /// Primitive: understood by its type.
    public typealias Body = Never
}

/// A gesture with an action for when it ends: `gesture.onEnded { … }`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture's value.
    public typealias Value = Content.Value

    let content: Content
    let action: (Content.Value) -> Void

    /// Primitive: understood by its type.
    public typealias Body = Never
}

extension _ChangedGesture: GestureCallbackLayer {
    package var wrappedGesture: Any? { content }
    package var callbackKind: GestureCallbackKind { .changed }
    package func callCallback(with value: Any) -> Bool {
        guard let value = value as? Content.Value else { return false }
        action(value)
        return true
    }
}

extension _EndedGesture: GestureCallbackLayer {
    package var wrappedGesture: Any? { content }
    package var callbackKind: GestureCallbackKind { .ended }
    package func callCallback(with value: Any) -> Bool {
        guard let value = value as? Content.Value else { return false }
        action(value)
        return true
    }
}

/// A gesture recognized only while the modifier keys are held: `gesture.modifiers(.shift)`.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    /// The gesture's value.
    public typealias Value = Content.Value

    let content: Content
    let modifiers: EventModifiers

    /// Primitive: understood by its type.
    public typealias Body = Never
}

/// The keyboard modifiers a gesture requires, read by Inspector's `gestureModifiers()`.
package protocol GestureModifiersLayer: GestureWrapper {
    var eventModifiers: EventModifiers { get }
}

extension _ModifiersGesture: GestureModifiersLayer {
    package var wrappedGesture: Any? { content }
    package var eventModifiers: EventModifiers { modifiers }
}

/// A gesture whose value is another's, transformed: `gesture.map { … }`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// Primitive: understood by its type.
    public typealias Body = Never

    let content: Content
    let transform: (Content.Value) -> Value
}

/// A `map(_:)`: Inspector passes the value of the gesture under it through it.
package protocol GestureValueMapping: GestureWrapper {
    /// The transformed value; nil when `value` is not the mapped gesture's.
    func mapValue(_ value: Any) -> Any?
}

extension _MapGesture: GestureValueMapping {
    package var wrappedGesture: Any? { content }
    package func mapValue(_ value: Any) -> Any? {
        (value as? Content.Value).map(transform)
    }
}

extension Gesture {
    /// A gesture whose callbacks after this call receive `body`'s transformation of the value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Adds an action run each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// Adds an action run when the gesture ends, with its final value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Makes the gesture require the modifier keys `modifiers` to be held.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self, modifiers: modifiers)
    }

    /// Adds a callback that updates `state` — a `@GestureState`, which goes back to its initial
    /// value when the gesture ends — while the gesture's value changes.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
