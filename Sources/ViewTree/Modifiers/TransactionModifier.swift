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
