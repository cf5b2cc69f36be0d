/// How much a view is padded from the edges of its scene: `scenePadding(_:edges:)`.
public struct ScenePadding: Hashable, Sendable, CustomStringConvertible {
    /// As written in source: `.minimum`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The least padding the platform places content at from a scene's edges.
    public static let minimum = ScenePadding(".minimum")
    /// The padding of content under a navigation bar.
    public static let navigationBar = ScenePadding(".navigationBar")
}

/// Pads the modified view from the edges of its scene, by the platform's amount.
public struct _ScenePaddingModifier: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let padding: ScenePadding
    let edges: Edge.Set

    /// Pads by `padding` on `edges`.
    public init(padding: ScenePadding, edges: Edge.Set) {
        self.padding = padding
        self.edges = edges
    }
}

extension View {
    /// Pads this view from its scene's edges on `edges` by the platform's minimum padding.
    ///
    /// ```swift
    /// VStack { bulletin }.scenePadding(.horizontal)
    /// ```
    public consuming func scenePadding(_ edges: Edge.Set = .all) -> some View {
        modifier(_ScenePaddingModifier(padding: .minimum, edges: edges))
    }

    /// Pads this view from its scene's edges on `edges` by `padding`.
    public consuming func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        modifier(_ScenePaddingModifier(padding: padding, edges: edges))
    }
}
