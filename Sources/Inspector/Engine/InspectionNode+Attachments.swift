import ViewTree

/// Nodes that hang from a node rather than being its content: the parts of its kind (a
/// button's label), the bodies of custom modifiers, and what other modifiers carry (overlays,
/// backgrounds). Chain calls and search both reach them through here, so both get the same
/// nodes and the same `pathToRoot`.
extension InspectionNode {
    /// The node's modifiers that carry views of the family `call` (`overlay`), in the order
    /// they were applied.
    func attachingModifiers(_ call: String) -> [(index: Int, modifier: Any)] {
        modifiers.enumerated().compactMap { index, modifier in
            TypeInfo.of(value: modifier).modifierKind?.attachment?.call == call ? (index, modifier) : nil
        }
    }

    /// The node for what the modifier at `position` among `layers` (of the family `call`)
    /// carries.
    func layerNode(_ call: String, at position: Int, of layers: [(index: Int, modifier: Any)]) -> InspectionNode {
        let (index, modifier) = layers[position]
        let kind = TypeInfo.of(value: modifier).modifierKind ?? .unknown
        return attached(
            modifier, role: .layer(kind), link: .layer(index: position > 0 ? position : nil),
            attachment: index)
    }

    /// The node's custom modifiers of type `type`, in the order they were applied.
    func customModifiers(ofType type: Any.Type) -> [(index: Int, modifier: Any)] {
        modifiers.enumerated().compactMap { index, modifier in
            Swift.type(of: modifier) == type ? (index, modifier) : nil
        }
    }

    /// The custom modifier at `position` among those of its type, which must exist.
    func customModifierNode(at position: Int, of matching: [(index: Int, modifier: Any)]) -> InspectionNode {
        let (index, modifier) = matching[position]
        return attached(
            modifier, role: .customModifier, link: .modifier(index: position > 0 ? position : nil),
            attachment: index)
    }

    /// Whether the node stands for the views a builder made for a part of its parent's kind
    /// (`labelView()`) or for an attribute (an alert's `actions()`), and those views are one:
    /// `attached(_:role: .group, …)` then makes the node that view's own. An anonymous handle on
    /// it is the collection of that one view (`InspectableView.elementNodes(of:)`).
    var isOnlyViewOfBuiltViews: Bool {
        if case .group = role { return false }
        switch link {
        case .part, .attributeView: return true
        case .root, .content, .modifier, .layer: return false
        }
    }

    /// The node of the part at `index` of this view's kind: `labelView()`.
    func partNode(at index: Int) throws -> InspectionNode {
        let part = viewKind.parts[index]
        return try attached(
            try part.computed.map { compute in try compute(self) ?? Optional<Any>.none as Any }
                ?? Reflection.field(part.field, of: value, as: Any.self),
            role: .group, link: .part(index: index), attachment: nil)
    }

    /// The node of the part of this view's kind reached with `call`.
    func partNode(call: String) throws -> InspectionNode {
        guard let index = viewKind.parts.firstIndex(where: { $0.call == call }) else {
            throw InspectionError.Reason.typeMismatch(expected: "a view with \(call)", found: kindName, hint: nil)
        }
        return try partNode(at: index)
    }

    /// Everything search visits after the node's content: the parts of its kind (but an
    /// optional part that is nil, such as a text field without a prompt, or an omittable part
    /// the view was built without, such as a section's footer), then, in the order
    /// the modifiers were applied, the body of each custom modifier and what each attaching
    /// modifier (overlay, background) carries.
    func attachments() throws -> [InspectionNode] {
        var result: [InspectionNode] = []
        try appendAttachments(to: &result)
        return result
    }

    /// Appends `attachments()` to `result`, in order: search adds them to its list of nodes
    /// to visit without an array of their own.
    ///
    /// `passesLayer`, when given, is asked about each overlay or background that has no node
    /// yet, with its modifier's type and the views it carries: when it says so, the layer gets
    /// no node (search counted it as visited; see `SearchEngine.layerVisits`). A layer whose
    /// views cannot be computed gets its node, whose content search then reports as blocked.
    func appendAttachments(
        to result: inout [InspectionNode], passesLayer: (_ info: TypeInfo, _ views: [ExpandedView]) -> Bool
    ) throws {
        try appendAttachments(to: &result, passingLayers: true, passesLayer: passesLayer)
    }

    /// Appends `attachments()` to `result`, in order.
    func appendAttachments(to result: inout [InspectionNode]) throws {
        try appendAttachments(to: &result, passingLayers: false) { _, _ in false }
    }

    /// Appends `attachments()` to `result`; with `passingLayers`, asks `passesLayer` about each
    /// overlay or background that has no node yet and whose views run no code of the user's.
    private func appendAttachments(
        to result: inout [InspectionNode], passingLayers: Bool,
        passesLayer: (_ info: TypeInfo, _ views: [ExpandedView]) -> Bool
    ) throws {
        guard case .view = role else { return }
        if info.hasParts {
            let kind = info.viewKind
            // A view drawn by its style is searched through the style's body only; otherwise
            // the style's part is skipped. Decided once, without a list of the parts to take.
            let styled = try kind.styleBodyPart.map { style in (style: style, drawn: try styleBodyNode() != nil) }
            for index in kind.parts.indices {
                if let styled, styled.drawn ? index != styled.style : index == styled.style { continue }
                let part = try partNode(at: index)
                if case .absent = part.role { continue }
                if case let .part(index) = part.link, kind.parts[index].isOmittable, part.value is EmptyView {
                    continue
                }
                result.append(part)
            }
        }
        // Most modifiers carry no views: the loop below builds nothing until it meets one that
        // does, and looks each modifier's type up once.
        // A modifier's position among those of its family (`overlay(1)`) or of its type.
        var families = Positions<String>()
        var customTypes = Positions<ObjectIdentifier>()
        // Each modifier's type is read in place, without a copy of the list.
        for index in 0..<modifiers.count {
            // Most modifiers hang nothing: a flag tells, without their type's entry.
            guard TypeInfo.hangsViews(type(of: modifiers[index])) else { continue }
            let modifierInfo = TypeInfo.of(type(of: modifiers[index]))
            guard let modifierKind = modifierInfo.modifierKind else { continue }
            if let attachment = modifierKind.attachment {
                let position = families.next(attachment.call)
                if passingLayers, !attachment.runsCode, depth + 1 < InspectionLimits.maximumDepth,
                    existingAttached(link: .layer(index: position > 0 ? position : nil), attachment: index) == nil
                {
                    let tree = self.tree
                    var views = tree.takeLayerViews()
                    let passed = attachment.appendViews(of: modifiers[index], in: tree, to: &views) && passesLayer(modifierInfo, views)
                    tree.putBack(layerViews: &views)
                    if passed { continue }
                }
                result.append(
                    attached(
                        modifiers[index], info: modifierInfo, role: .layer(modifierKind),
                        link: .layer(index: position > 0 ? position : nil), attachment: index))
            } else if modifierKind.hasBody {
                let position = customTypes.next(ObjectIdentifier(modifierInfo.type))
                result.append(
                    attached(
                        modifiers[index], info: modifierInfo, role: .customModifier,
                        link: .modifier(index: position > 0 ? position : nil), attachment: index))
            }
        }
    }
}

extension ModifierKind.Attachment {
    /// Appends the views a modifier of this family carries to `views`, as its layer node's
    /// content would be computed; false when they cannot be.
    func appendViews(of modifier: Any, in tree: InspectionTree, to views: inout [ExpandedView]) -> Bool {
        let carried: Any?
        do { carried = try content(modifier) } catch { return false }
        if let carried { Expansion.expand(carried, in: tree, into: &views) }
        return true
    }
}

/// Positions of modifiers among those with the same key (a family, a type), in the order
/// applied: a node has few modifiers, so a short list searched in place counts them, and the
/// first key, most often the only one, is kept inline, with no array to make.
private struct Positions<Key: Equatable> {
    private var first: (key: Key, count: Int)?
    private var others: [(key: Key, count: Int)] = []

    /// The position of the next modifier with `key`: how many came before it.
    mutating func next(_ key: Key) -> Int {
        guard let known = first else {
            first = (key, 1)
            return 0
        }
        if known.key == key {
            first = (key, known.count + 1)
            return known.count
        }
        if let index = others.firstIndex(where: { $0.key == key }) {
            others[index].count += 1
            return others[index].count - 1
        }
        others.append((key, 1))
        return 0
    }
}
