/// Runs an action with each value a publisher sends, while the modified view is hosted.
public struct _OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let publisher: P
    let action: (P.Output) -> Void

    /// Runs `action` with every value of `publisher`.
    public init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }
}

/// Starts asynchronous work when the modified view appears, and cancels it when it disappears
/// (or when its id changes).
public struct _TaskModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let id: AnyEquatable?
    let priority: TaskPriority
    let action: () async -> Void

    init(id: AnyEquatable?, priority: TaskPriority, action: @escaping () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }
}

/// Runs an action when a value the modified view depends on changes.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    /// Runs `action(old, new)` when `value` changes; and once on appearing when `initial`.
    public init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }
}

/// An equatable value of any type, compared with its own `==`.
struct AnyEquatable: Equatable {
    let base: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        base = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (lhs: AnyEquatable, rhs: AnyEquatable) -> Bool {
        lhs.isEqual(rhs.base)
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is hosted.
    public consuming func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_OnReceiveModifier(publisher: publisher, action: action))
    }

    /// Starts `action` when this view appears; cancels it when the view disappears.
    public consuming func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Starts `action` when this view appears, and again, after cancelling the running one,
    /// whenever `value` changes.
    public consuming func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: AnyEquatable(value), priority: priority, action: action))
    }

    /// Runs `action` with the new value when `value` changes.
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and the new value when `value` changes; with `initial`, also
    /// once when the view appears.
    public consuming func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes; with `initial`, also once when the view appears.
    public consuming func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}
