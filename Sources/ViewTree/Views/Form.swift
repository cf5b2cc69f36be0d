/// A container for controls that enter data, such as settings, grouped in sections.
///
/// ```swift
/// Form {
///     Section("Account") {
///         Text("Signed in as Ada")
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive view: `Form` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Form: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
