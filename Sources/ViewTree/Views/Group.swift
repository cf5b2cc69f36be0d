/// A view that groups several views without laying them out; modifiers applied to the group
/// apply to each of its children.
public struct Group<Content: View>: View {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive view: `Group` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
