/// A key for a value a view hands its layout container, with `layoutValue(key:value:)`, and
/// the container reads from the subview: `subviews[0][Rank.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
///
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// Hands a value to the layout container around the modified view.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    /// Primitive modifier: read by the layout container.
    public typealias Body = Never

    let value: Key.Value

    /// Hands `value` for `Key` to the container.
    public init(value: Key.Value) {
        self.value = value
    }
}

extension View {
    /// Hands `value` for `key` to the custom layout container around this view, which reads
    /// it from the subview: `subview[key]`.
    public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
