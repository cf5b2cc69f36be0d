/// Changes the transaction of the state changes that reach the modified view: its animation,
/// whether animations are off.
///
/// ViewTree does not animate, so the runtime applies nothing: the closure is recorded where it
/// is applied, for Inspector to run (`callTransaction()`).
public struct _TransactionModifier: ViewModifier {
    /// Primitive modifier: recorded, applied by no animation here.
    public typealias Body = Never

    let transform: (inout Transaction) -> Void

    /// Changes each transaction with `transform`.
    public init(transform: @escaping (inout Transaction) -> Void) {
        self.transform = transform
    }
}

extension View {
    /// Changes, with `transform`, the transaction of the state changes that reach this view:
    /// `.transaction { $0.animation = nil }` turns its animations off.
    public consuming func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}

/// Changes the transaction of the state changes that reach the modified view, when a value
/// changes.
public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier {
    /// Primitive modifier: recorded, applied by no animation here.
    public typealias Body = Never

    let transform: (inout Transaction) -> Void
    let value: Value

    /// Changes with `transform` the transactions that come with a new `value`.
    public init(value: Value, transform: @escaping (inout Transaction) -> Void) {
        self.value = value
        self.transform = transform
    }
}

extension View {
    /// Changes, with `transform`, the transaction of the state changes that reach this view,
    /// only when `value` changes. Nothing is animated here: Inspector's `callTransaction()`
    /// runs `transform` as a change of `value` would.
    public consuming func transaction<V: Equatable>(
        value: V, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Changes, with `transform`, the transaction of the modifiers `body` applies to this view
    /// (its argument stands for this view) and of no other. Nothing is animated here: the
    /// transform is kept on what `body` returns, where `callTransaction()` reads it.
    public consuming func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void,
        @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).modifier(_TransactionModifier(transform: transform))
    }
}
