/// A value with a modifier applied to it: a view with a `ViewModifier`, or two modifiers
/// combined with `concat(_:)`.
///
/// Inspector looks through `ModifiedContent`: the modifiers become attributes of the view
/// they wrap (`text.padding(.top)`, `button.isDisabled()`).
public struct ModifiedContent<Content, Modifier> {
    /// The content the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Primitive view: the runtime applies the modifier.
    public typealias Body = Never

    /// Primitive view: `ModifiedContent` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two combined modifiers have no body of their own.
    public func body(content: _ViewModifier_Content<Self>) -> Never {
        primitiveBody(of: Self.self)
    }
}
