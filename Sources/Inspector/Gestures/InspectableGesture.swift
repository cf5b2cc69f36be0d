import ViewTree

/// A handle on a gesture attached to a view, typed by the gesture under its callbacks:
/// `try rectangle.gesture(DragGesture.self)`.
///
/// Read its configuration (`gestureProperties()`, `gestureMask()`, `gestureModifiers()`), call
/// its callbacks as a user performing it would (`gestureCallChanged(value:)`,
/// `gestureCallEnded(value:)`, `gestureCallUpdating(value:state:transaction:)`), and reach the
/// parts of a composed gesture (`first(_:)`, `second(_:)`).
///
/// ViewInspector returns `InspectableView<ViewType.Gesture<T>>`; the calls are the same.
public struct InspectableGesture<T: Gesture> {
    /// The view the gesture is attached to.
    let owner: InspectableView<ViewType.ClassifiedView>
    /// The gesture with its callbacks: the attached value, or a part of a composed gesture.
    let gesture: Any
    /// The mask it was attached with; nil for a part of a composed gesture.
    let mask: GestureMask?
    /// The calls from the view to this gesture: `gesture(TapGesture.self)`.
    let call: String

    /// The chain of inspection calls from the root to this gesture.
    public var pathToRoot: String {
        owner.pathToRoot + "." + call
    }

    /// The mask the gesture was attached with: `.all` unless `including:` said otherwise.
    public func gestureMask() throws -> GestureMask {
        try reading("gestureMask()") { _ in
            guard let mask else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "gesture mask", view: TypeName.display(T.self),
                    reason: "it is part of a composed gesture; the composed gesture was attached with the mask")
            }
            return mask
        }
    }

    /// The gesture's configuration: `minimumDistance`, `coordinateSpace`, `count`,
    /// `minimumDuration`…
    public func gestureProperties() throws -> T {
        try actualGesture()
    }

    /// The gesture itself, without the callbacks and keyboard modifiers added to it.
    public func actualGesture() throws -> T {
        try reading("actualGesture()") { _ in
            guard let gesture = GestureShape.strip(gesture, to: T.self) else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(T.self), found: GestureReading.name(of: gesture), hint: nil)
            }
            return gesture
        }
    }

    /// The keyboard modifiers the gesture requires, from every `.modifiers(_:)` added to it.
    public func gestureModifiers() throws -> EventModifiers {
        try reading("gestureModifiers()") { _ in
            GestureReading.layers(of: gesture).compactMap { $0 as? any GestureModifiersLayer }
                .reduce(into: EventModifiers()) { $0.formUnion($1.eventModifiers) }
        }
    }

    /// Calls the gesture's `updating(_:body:)` callbacks, in the order they were added, on
    /// `state` and `transaction`. The view's own `@GestureState` is left as it is.
    public func gestureCallUpdating<Value, State>(
        value: Value, state: inout State, transaction: inout Transaction
    ) throws {
        try callUpdating(value, &state, &transaction, call: "gestureCallUpdating(value:state:transaction:)")
    }

    private func callUpdating<Value, State>(
        _ value: Value, _ state: inout State, _ transaction: inout Transaction, call name: String
    ) throws {
        var boxed: Any = state
        var current = transaction
        try reading(name) { node in
            let callbacks = try updatingCallbacks(value: value, node: node)
            if let mismatch = callbacks.first(where: { $0.stateType != State.self }) {
                throw InspectionError.Reason.invalidArgument(
                    argument: "state", reason: "is of type \(TypeName.display(State.self)), but the gesture's updating"
                        + " callback updates a \(TypeName.display(mismatch.stateType))")
            }
            Interaction.perform(at: node) {
                GestureReading.walkUp(gesture, value: baseValue(value)) { layer, value in
                    _ = (layer as? any GestureUpdatingLayer)?.callUpdating(with: value, state: &boxed, transaction: &current)
                }
            }
        }
        if let updated = boxed as? State { state = updated }
        transaction = current
    }

    /// Calls the gesture's `updating(_:body:)` callbacks, in the order they were added, on the
    /// view's own `@GestureState` properties, as a gesture under way would: the view reads the
    /// new values until `gestureCallEnded(value:)` puts them back to their initial values.
    public func gestureCallUpdating<Value>(value: Value) throws {
        try reading("gestureCallUpdating(value:)") { node in
            _ = try updatingCallbacks(value: value, node: node)
            Interaction.perform(at: node) {
                GestureReading.walkUp(gesture, value: baseValue(value)) { layer, value in
                    _ = (layer as? any GestureUpdatingLayer)?.updateGestureState(with: value)
                }
            }
        }
    }

    /// Calls the gesture's `onChanged` callbacks, in the order they were added.
    public func gestureCallChanged<Value>(value: Value) throws {
        try callChanged(value, call: "gestureCallChanged(value:)")
    }

    private func callChanged<Value>(_ value: Value, call name: String) throws {
        try reading(name) { node in
            try ensureCallbacks(.changed, named: "onChanged", value: value, node: node)
            Interaction.perform(at: node) { call(.changed, with: value) }
        }
    }

    /// Calls the gesture's `onEnded` callbacks, in the order they were added; then, as the
    /// gesture has ended, puts the `@GestureState` properties it updates back to their initial
    /// values — those its parts update too, when it is composed, as SwiftUI does. Throws when
    /// the gesture has neither.
    public func gestureCallEnded<Value>(value: Value) throws {
        try callEnded(value, call: "gestureCallEnded(value:)")
    }

    private func callEnded<Value>(_ value: Value, call name: String) throws {
        try reading(name) { node in
            let states = GestureReading.allUpdatingCallbacks(of: gesture)
            try ensureCallbacks(.ended, named: "onEnded", value: value, node: node, allowingNone: !states.isEmpty)
            Interaction.perform(at: node) {
                call(.ended, with: value)
                for state in states { state.resetGestureState() }
            }
        }
    }

    // MARK: - ViewInspector's newer names

    /// `gestureCallUpdating(value:state:transaction:)` under ViewInspector's newer name.
    public func callUpdating<Value, State>(value: Value, state: inout State, transaction: inout Transaction) throws {
        try callUpdating(value, &state, &transaction, call: "callUpdating(value:state:transaction:)")
    }

    /// `gestureCallChanged(value:)` under ViewInspector's newer name.
    public func callOnChanged<Value>(value: Value) throws {
        try callChanged(value, call: "callOnChanged(value:)")
    }

    /// `gestureCallEnded(value:)` under ViewInspector's newer name.
    public func callOnEnded<Value>(value: Value) throws {
        try callEnded(value, call: "callOnEnded(value:)")
    }

    // MARK: - Composed gestures

    /// The first gesture of a composed gesture (`SimultaneousGesture`, `SequenceGesture`,
    /// `ExclusiveGesture`), as a gesture of type `U`, matched as `gesture(_:)` matches: with
    /// the callbacks stripped at every level.
    public func first<U: Gesture>(_ type: U.Type) throws -> InspectableGesture<U> {
        try part(type, call: "first") { $0.firstGesture }
    }

    /// The second gesture of a composed gesture.
    public func second<U: Gesture>(_ type: U.Type) throws -> InspectableGesture<U> {
        try part(type, call: "second") { $0.secondGesture }
    }

    // MARK: - Private

    private func part<U: Gesture>(
        _ type: U.Type, call name: String, _ read: (any ComposedGestureParts) -> Any
    ) throws -> InspectableGesture<U> {
        let call = "\(name)(\(TypeName.display(type)).self)"
        return try reading(call) { _ in
            guard let composed = GestureReading.base(of: gesture) as? any ComposedGestureParts else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "ExclusiveGesture, SequenceGesture or SimultaneousGesture",
                    found: GestureReading.name(of: gesture), hint: nil)
            }
            let part = read(composed)
            guard GestureReading.base(of: part) != nil,
                  GestureShape.key(Swift.type(of: part)) == GestureShape.key(type) else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(type), found: GestureReading.name(of: part), hint: nil)
            }
            return InspectableGesture<U>(owner: owner, gesture: part, mask: nil, call: self.call + "." + call)
        }
    }

    /// `value` as the value of the gesture under the callbacks: a composed gesture's value
    /// given for `T`, whose parts have no callbacks, is rebuilt as the attached gesture's.
    private func baseValue(_ value: Any) -> Any {
        guard let base = GestureReading.base(of: gesture), let type = GestureShape.valueType(of: base) else { return value }
        return GestureShape.convert(value, toType: type) ?? value
    }

    /// Calls the callbacks of one kind, from the innermost, with the value each sees.
    private func call(_ kind: GestureCallbackKind, with value: Any) {
        GestureReading.walkUp(gesture, value: baseValue(value)) { layer, value in
            guard let callback = layer as? any GestureCallbackLayer, callback.callbackKind == kind else { return }
            _ = callback.callCallback(with: value)
        }
    }

    private func ensureCallbacks<Value>(
        _ kind: GestureCallbackKind, named name: String, value: Value, node: InspectionNode, allowingNone: Bool = false
    ) throws {
        guard !GestureReading.callbacks(kind, of: gesture).isEmpty || allowingNone else {
            throw InspectionError.Reason.modifierNotFound(
                view: GestureReading.name(of: gesture), modifier: "\(name) callback", detail: nil)
        }
        try ensureValue(value, node: node)
    }

    private func updatingCallbacks<Value>(value: Value, node: InspectionNode) throws -> [any GestureUpdatingLayer] {
        let callbacks = GestureReading.updatingCallbacks(of: gesture)
        guard !callbacks.isEmpty else {
            throw InspectionError.Reason.modifierNotFound(
                view: GestureReading.name(of: gesture), modifier: "updating callback", detail: nil)
        }
        try ensureValue(value, node: node)
        return callbacks
    }

    /// Throws when the view cannot be operated or `value` is not the gesture's value: the value
    /// of `T`, which `map(_:)`s added to the gesture transform for the callbacks after them.
    private func ensureValue<Value>(_ value: Value, node: InspectionNode) throws {
        guard ValueCheck.cast(value, to: T.Value.self) else {
            let expected = TypeName.display(T.Value.self)
            let alias = "\(TypeName.display(T.self)).Value"
            throw InspectionError.Reason.invalidArgument(
                argument: "value", reason: "is of type \(TypeName.display(Value.self)), but the gesture's callbacks take"
                    + " \(expected)" + (expected == alias ? "" : " (\(alias))"))
        }
        try Interaction.ensureResponsive(node, control: node.kindName)
    }

    /// Runs `body` on the view's node; a reason it throws is reported at this gesture,
    /// followed by `call`.
    private func reading<Result>(_ call: String, _ body: (InspectionNode) throws -> Result) throws -> Result {
        let node = try owner.node()
        do {
            return try body(node)
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, at: node, appending: self.call + "." + call)
        }
    }
}

/// Whether a value can be given where a type is expected, as `as?` would decide.
private enum ValueCheck {
    static func cast(_ value: Any, to type: Any.Type) -> Bool {
        func open<V>(_: V.Type) -> Bool { value is V }
        return _openExistential(type, do: open)
    }
}
