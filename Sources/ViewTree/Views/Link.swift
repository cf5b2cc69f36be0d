import Foundation

/// A control that opens a URL when tapped.
///
/// A tap calls the environment's `openURL` action with the link's destination, so a test (or an
/// app) sees the URLs its links open by providing one:
///
/// ```swift
/// Link("Terms", destination: URL(string: "https://example.com/terms")!)
///     .environment(\.openURL, OpenURLAction { url in
///         opened.append(url)
///         return .handled
///     })
/// Link(destination: helpURL) { Label("Help", systemImage: "questionmark.circle") }
/// ```
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link with a label built from a view builder.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Primitive view: `Link` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Link where Label == Text {
    /// A link titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }
}
