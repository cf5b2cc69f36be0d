/// Gives the modified view help text: the tooltip SwiftUI shows where there is a pointer.
public struct _HelpModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let text: Text

    /// Gives `text` as help.
    public init(text: Text) {
        self.text = text
    }
}

extension View {
    /// Gives this view help text: `.help("Adds an item")`.
    public consuming func help(_ textKey: LocalizedStringKey) -> some View {
        modifier(_HelpModifier(text: Text(textKey)))
    }

    /// Gives this view the help text `text`.
    public consuming func help(_ text: Text) -> some View {
        modifier(_HelpModifier(text: text))
    }

    /// Gives this view the help text `text`.
    @_disfavoredOverload
    public consuming func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(_HelpModifier(text: Text(text)))
    }
}
