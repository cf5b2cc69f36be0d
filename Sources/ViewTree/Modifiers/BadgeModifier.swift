/// Shows a badge on the modified view: a count or a short label on a tab or a list row.
public struct _BadgeModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let label: Text?

    /// Shows `label`; nil shows no badge.
    public init(label: Text?) {
        self.label = label
    }
}

extension View {
    /// Shows `count` as this view's badge; 0 shows none.
    public consuming func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
    }

    /// Shows `label` as this view's badge; nil shows none.
    public consuming func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    /// Shows the text of `key` as this view's badge; nil shows none.
    public consuming func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    /// Shows `label` as this view's badge; nil shows none.
    @_disfavoredOverload
    public consuming func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { Text($0) }))
    }
}
