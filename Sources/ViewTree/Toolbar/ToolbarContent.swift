/// What a `toolbar { }` modifier holds: `ToolbarItem`s and `ToolbarItemGroup`s, or a
/// type of your own whose `body` builds them.
///
/// ```swift
/// struct EditingToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
/// ```
public protocol ToolbarContent {
    /// The type of toolbar content this content is made of.
    associatedtype Body: ToolbarContent

    /// The items, evaluated on the main actor.
    @MainActor @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Several toolbar items built by one `@ToolbarContentBuilder` block are a `TupleView` of
/// them: its elements are the toolbar's items, as a view builder's block's are a container's
/// views.
extension TupleView: ToolbarContent {}

/// An `if` without `else` in a `@ToolbarContentBuilder` block: its items when the condition
/// holds, none when it does not.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Primitive: present or absent.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Builds toolbar content from `ToolbarItem`s and `ToolbarItemGroup`s.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// The items of an `if` without `else`, when its condition holds.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}
