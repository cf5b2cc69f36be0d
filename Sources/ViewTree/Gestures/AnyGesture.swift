/// A gesture of any type reporting values of type `Value`, to return gestures of different
/// types from one property.
///
/// Inspector finds it by its own type, as ViewInspector does — `gesture(AnyGesture<Void>.self)`
/// — and calls the callbacks added to it; the gesture it erases is not inspected.
public struct AnyGesture<Value>: Gesture {
    /// Primitive: understood by its type.
    public typealias Body = Never

    let erased: Any

    /// Erases `gesture`'s type.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        erased = gesture
    }
}
