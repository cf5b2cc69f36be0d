/// A view made of one piece of content per element of a collection: a `ForEach`, with or
/// without the editing modifiers `onDelete(perform:)` and `onMove(perform:)`.
public protocol DynamicViewContent: View {
    /// The collection of the underlying data.
    associatedtype Data: Collection

    /// The collection of the underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    /// The data of the modified content.
    public var data: Content.Data { content.data }
}
