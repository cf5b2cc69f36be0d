/// A view that shows the first of its candidate views that fits the space available.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Free shipping on orders over $50")
///     Text("Free shipping")
/// }
/// ```
///
/// There is no screen to measure: Inspector and the runtime keep every candidate.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views `content` builds, in order, measuring along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive view: `ViewThatFits` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ViewThatFits: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
