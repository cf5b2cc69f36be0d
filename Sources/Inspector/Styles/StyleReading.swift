import ViewTree

/// Reading the style a `.<name>Style(_:)` put in the environment, as the style getters
/// (`buttonStyle()`, `toggleStyle()`, …) do.
enum StyleReading {
    /// The style written for the node by a modifier on it or an ancestor (or the reset inside a
    /// style's body), read from its environment by `written`; throws when none was, as
    /// ViewInspector does, rather than answering SwiftUI's `.automatic`.
    static func written<Style>(
        _ modifier: String, at node: InspectionNode, _ written: (EnvironmentValues) -> Style?
    ) throws -> Style {
        guard let style = written(node.environment) else {
            throw InspectionError.Reason.modifierNotFound(
                view: node.kindName, modifier: modifier,
                detail: "expected a .\(modifier)(_:) on this view or above it, found none"
                    + " (SwiftUI then uses .automatic)")
        }
        return style
    }
}
