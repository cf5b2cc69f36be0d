/// Builds views from closures: any number of children, `if`/`else`, `switch`, optional
/// content and availability checks.
///
/// Several children become one `TupleView` built with a parameter pack, so there is no
/// limit of ten views per block.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An empty block builds an `EmptyView`.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block with one view is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block with several views combines them in a `TupleView`.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An `if` without `else` produces optional content.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available` is type-erased, as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
