/// `pathToRoot`: the chain of inspection calls that reaches a node from the root, written so
/// that pasting it after `sut.inspect()` reaches the same node.
extension InspectionNode {
    /// The call that unwraps this node's view from its parent, such as `text(1)` or
    /// `view(OtherView.self)`; nil for nodes that are not views.
    func accessorCall(index: Int?) -> String? {
        guard case .view = role else { return nil }
        // Your views are named as ViewInspector names them: `view(Inner.self)`.
        var typeName = info.viewKind == .custom ? TypeName.unqualified(info.type) : info.displayName
        // A layout container is unwrapped with its layout's type: `layout(Diagonal.self)`.
        if info.viewKind == .layout { typeName = info.viewKind.name(of: info.type) }
        return Self.accessorCall(kind: info.viewKind, typeName: typeName, index: index)
    }

    /// The call that unwraps a view of `kind` at `index` (nil: the only content): the kind's
    /// accessor, `view(T.self)` for custom views, a subscript for everything else.
    static func accessorCall(kind: ViewKind, typeName: String, index: Int?) -> String {
        if kind == .layout {
            return LayoutNaming.accessor(layoutName: typeName, index: index)
        }
        if let accessor = kind.accessor {
            return "\(accessor)(\(index.map(String.init) ?? ""))"
        }
        if kind == .custom {
            return customViewCall(typeName: typeName, index: index)
        }
        return "[\(index ?? 0)]"
    }

    /// `view(T.self)` or `view(T.self, index)`.
    static func customViewCall(typeName: String, index: Int?) -> String {
        "view(\(typeName).self\(index.map { ", \($0)" } ?? ""))"
    }

    /// The calls from the parent to this node.
    var segments: [String] {
        switch link {
        case .root:
            return accessorCall(index: nil).map { [$0] } ?? []
        case let .content(index, ofMany):
            return accessorCall(index: ofMany ? index : nil).map { [$0] } ?? ["[\(index)]"]
        case let .part(index):
            if parent?.viewKind.parts[index].isTyped == true { return [partCall(index)] }
            return [partCall(index)] + (accessorCall(index: nil).map { [$0] } ?? [])
        case let .modifier(index):
            return ["modifier(\(info.displayName).self\(index.map { ", \($0)" } ?? ""))"]
        case let .layer(index):
            return ["\(kindName)(\(index.map(String.init) ?? ""))"]
        case let .attributeView(call):
            return [call]
        }
    }

    /// The call that reaches the part at `index` of the parent's kind: `labelView()`.
    private func partCall(_ index: Int) -> String {
        parent?.viewKind.parts[index].call ?? "part(\(index))"
    }

    /// The calls from the parent to this node, with the node's own accessor replaced by
    /// `accessor` at the node's index: what a user asked for when a retyping call failed.
    func segments(requesting accessor: (Int?) -> String) -> [String] {
        switch link {
        case .root:
            return [accessor(nil)]
        case let .content(index, ofMany):
            return [accessor(ofMany ? index : nil)]
        case let .part(index):
            return [partCall(index), accessor(nil)]
        case .modifier, .layer, .attributeView:
            return segments + [accessor(nil)]
        }
    }

    /// The whole chain from the root to this node.
    var pathToRoot: String {
        Self.join(ancestorSegments(includingSelf: true))
    }

    /// The chain to this node followed by `call`.
    func path(appending call: String) -> String {
        Self.join(ancestorSegments(includingSelf: true) + [call])
    }

    /// The chain to this node's parent followed by `accessor` in place of this node's own.
    func path(requesting accessor: (Int?) -> String) -> String {
        Self.join(ancestorSegments(includingSelf: false) + segments(requesting: accessor))
    }

    /// The chain to this node, with the middle left out when it is longer than
    /// `2 × keep` calls: for messages about runaway depth.
    func abbreviatedPath(keeping keep: Int = 4) -> String {
        let segments = ancestorSegments(includingSelf: true)
        guard segments.count > 2 * keep + 1 else { return Self.join(segments) }
        let hidden = segments.count - 2 * keep
        return Self.join(Array(segments.prefix(keep))) + " … \(hidden) more calls … "
            + Self.join(Array(segments.suffix(keep)))
    }

    /// The segments from the root, walking up iteratively: paths of very deep nodes are built
    /// without recursion.
    private func ancestorSegments(includingSelf: Bool) -> [String] {
        var chain: [InspectionNode] = []
        var current = includingSelf ? self : parent
        while let node = current {
            chain.append(node)
            current = node.parent
        }
        return chain.reversed().flatMap(\.segments)
    }

    static func join(_ parts: [String]) -> String {
        var result = ""
        for part in parts where !part.isEmpty {
            if !result.isEmpty && !part.hasPrefix("[") { result += "." }
            result += part
        }
        return result
    }
}
