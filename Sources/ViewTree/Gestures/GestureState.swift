/// A value a view keeps while a gesture is under way: a gesture's `updating(_:body:)` callback
/// changes it, and it goes back to its initial value when the gesture ends.
///
/// ```swift
/// struct Pressable: View {
///     @GestureState var isPressing = false
///     var body: some View {
///         Circle()
///             .fill(isPressing ? Color.yellow : Color.green)
///             .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
///     }
/// }
/// ```
///
/// It is kept like `@State`: not hosted, in the view value itself; hosted, in the runtime for
/// as long as the view keeps its place. Only a gesture writes it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let initialValue: Value
    /// The transaction of the reset at the end of the gesture.
    let resetTransaction: Transaction
    /// Called with the value being reset, from `init(wrappedValue:reset:)`.
    let resetAction: ResetAction?

    /// A gesture state starting at, and going back to, `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at, and going back to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state going back to `wrappedValue` in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        self.resetTransaction = resetTransaction
        resetAction = nil
    }

    /// A gesture state going back to `wrappedValue`, calling `reset` with the value it leaves
    /// and the reset's transaction first.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        resetTransaction = Transaction()
        resetAction = ResetAction(reset)
    }

    /// The current value: the initial value unless a gesture is under way.
    public var wrappedValue: Value {
        state.wrappedValue
    }

    /// The gesture state itself, for `updating(_:body:)`: `$isPressing`.
    public var projectedValue: GestureState<Value> {
        self
    }

    /// Written by the gesture's updating callback.
    func update(_ body: (inout Value) -> Void) {
        var value = state.wrappedValue
        body(&value)
        state.wrappedValue = value
    }

    /// Back to the initial value: the gesture ended.
    func reset() {
        var transaction = resetTransaction
        resetAction?(state.wrappedValue, &transaction)
        state.wrappedValue = initialValue
    }

    /// A `reset` callback, kept in a struct of its own (see `Callback`).
    struct ResetAction {
        let action: (Value, inout Transaction) -> Void

        init(_ action: @escaping (Value, inout Transaction) -> Void) {
            self.action = action
        }

        func callAsFunction(_ value: Value, _ transaction: inout Transaction) {
            action(value, &transaction)
        }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at, and going back to, nil.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: PreparableProperty {
    func prepare(label: String, context: PreparationContext) {
        state.prepare(label: label, context: context)
    }
}

// The current value is like `@State`'s: it belongs to the view's place, and a gesture's write
// invalidates the view by itself. But the initial value is used again at every reset, through
// the wrapper the kept body's gesture holds: equal only with equal (`Equatable`) initial values,
// equal reset transactions, and no reset callback (a closure, which cannot be compared).
extension GestureState: ComparableViewInput {
    func isSameInput(as other: GestureState<Value>) -> Bool {
        resetAction == nil && other.resetAction == nil
            && ViewValueComparison.areEqualAsEquatable(initialValue, other.initialValue)
            && ViewValueComparison.isEqual(resetTransaction, other.resetTransaction)
    }
}

/// A gesture that updates a `@GestureState` while its value changes: `gesture.updating(…)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The gesture's value.
    public typealias Value = Base.Value
    /// Primitive: understood by its type.
    public typealias Body = Never

    /// The gesture it updates the state for.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// The callback that updates it.
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    /// Updates `state` with `body` while `base`'s value changes.
    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}

/// A gesture's `updating(_:body:)` callback, called by Inspector with the closure's own types.
package protocol GestureUpdatingLayer: GestureWrapper {
    /// The type of the state it updates.
    var stateType: Any.Type { get }
    /// Calls the callback with `value`, on `state` (of `stateType`); false when a type differs.
    func callUpdating(with value: Any, state: inout Any, transaction: inout Transaction) -> Bool
    /// Calls the callback with `value` on the view's own `@GestureState`, as a gesture under
    /// way would; false when `value` is not the gesture's.
    func updateGestureState(with value: Any) -> Bool
    /// Puts the view's `@GestureState` back to its initial value: the gesture ended.
    func resetGestureState()
}

extension GestureStateGesture: GestureUpdatingLayer {
    package var wrappedGesture: Any? { base }
    package var stateType: Any.Type { State.self }

    package func callUpdating(with value: Any, state: inout Any, transaction: inout Transaction) -> Bool {
        guard let value = value as? Base.Value, var typed = state as? State else { return false }
        body(value, &typed, &transaction)
        state = typed
        return true
    }

    package func updateGestureState(with value: Any) -> Bool {
        guard let value = value as? Base.Value else { return false }
        var transaction = Transaction()
        state.update { body(value, &$0, &transaction) }
        return true
    }

    package func resetGestureState() {
        state.reset()
    }
}
