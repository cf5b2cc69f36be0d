import Foundation

/// A view that scrolls its content.
///
/// ```swift
/// ScrollView { VStack { ... } }
/// ScrollView(.horizontal, showsIndicators: false) { HStack { ... } }
/// ```
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// Scrolls the views `content` builds along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Primitive view: `ScrollView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension Axis.Set: CustomStringConvertible {
    /// The set as written in source: `.vertical`, `[.horizontal, .vertical]`.
    public var description: String {
        let names = Axis.allCases.filter { contains(Axis.Set(rawValue: 1 << $0.rawValue)) }.map(\.description)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
