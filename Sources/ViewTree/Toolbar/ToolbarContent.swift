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

/// Toolbar content a user can customise: the content of a `toolbar(id:content:)`, made of
/// `ToolbarItem(id:placement:showsByDefault:content:)`s.
///
/// ```swift
/// .toolbar(id: "editor") {
///     ToolbarItem(id: "bold") { Button("Bold") {} }
///     ToolbarItem(id: "share", showsByDefault: false) { ShareLink(item: url) }
/// }
/// ```
public protocol CustomizableToolbarContent: ToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// Several toolbar items built by one `@ToolbarContentBuilder` block are a `TupleView` of
/// them: its elements are the toolbar's items, as a view builder's block's are a container's
/// views.
extension TupleView: ToolbarContent {}

/// Several customizable items in a `toolbar(id:content:)` block.
extension TupleView: CustomizableToolbarContent {}

/// An `if` without `else` in a `@ToolbarContentBuilder` block: its items when the condition
/// holds, none when it does not.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Primitive: present or absent.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// The toolbar content an `if`/`else` or `switch` in a `@ToolbarContentBuilder` block builds:
/// one of two branches, looked through as a view builder's `if`/`else` is.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// The branch shown, for the identity rules (`ViewStructure`).
    package var branch: (isFirst: Bool, content: Any) {
        switch storage {
        case let .trueContent(content): (true, content)
        case let .falseContent(content): (false, content)
        }
    }

    /// Primitive toolbar content: it has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalToolbarContent: RuntimeConditional {}

extension _ConditionalToolbarContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

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

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(
        first: First
    ) -> _ConditionalToolbarContent<First, Second> {
        _ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(
        second: Second
    ) -> _ConditionalToolbarContent<First, Second> {
        _ConditionalToolbarContent(storage: .falseContent(second))
    }

    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}
