import ViewTree

/// A kind for the views a modifier carries (a context menu's items, a row's swipe actions, a
/// tab item), reached with the call named after its family: `contextMenu()`,
/// `swipeActions(1)`. Like `overlay()`, its content is one view (`.button()`) or several, by
/// index (`.button(1)`).
protocol AttachedLayerType: NodeMatching {
    /// The family's call, without parentheses: `contextMenu`.
    static var family: String { get }
}

extension AttachedLayerType {
    static func matches(_ node: InspectionNode) -> Bool {
        if case let .layer(kind) = node.role { return kind.attachment?.call == family }
        return false
    }

    static func accessor(index: Int?) -> String { "\(family)(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { family }
}
