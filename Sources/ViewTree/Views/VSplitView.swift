/// A macOS container that lays out its views vertically, one above the other, with dividers the user drags to
/// resize them.
///
/// ```swift
/// VSplitView {
///     Sidebar()
///     Editor()
/// }
/// ```
public struct VSplitView<Content: View>: View {
    let content: Content

    /// A split view of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive view: `VSplitView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension VSplitView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
