import ViewTree

extension InspectableView {
    /// The style of your own style protocol that applies to this view, by the name of the
    /// method that applies it: `try sut.inspect().customStyle("helloWorldStyle")`.
    ///
    /// ```swift
    /// let sut = EmptyView().helloWorldStyle(RedOutlineHelloWorldStyle())
    /// XCTAssertTrue(try sut.inspect().customStyle("helloWorldStyle") is RedOutlineHelloWorldStyle)
    /// ```
    ///
    /// As in ViewInspector, the style must be applied through a custom `ViewModifier` named
    /// after the method with its first letter uppercased and `Modifier` appended
    /// (`helloWorldStyle` → `HelloWorldStyleModifier`), which stores the style in a property
    /// named `style` (or in its only stored property). The innermost such modifier on this view
    /// or an ancestor wins, so a style set around a whole hierarchy is found from any view in
    /// it. A style written straight into the environment with `.environment(_:_:)` leaves no
    /// trace of its type and is not found.
    public func customStyle(_ name: String) throws -> Any {
        try reading("customStyle(\(TreeDump.quoted(name)))") { node in
            guard let first = name.first else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the style name",
                    reason: "is empty; pass the name of the method that applies the style, such as \"helloWorldStyle\"")
            }
            let modifierName = first.uppercased() + name.dropFirst() + "Modifier"
            let search = CustomStyleSearch(modifierName: modifierName, from: node)
            guard let modifier = search.match else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "custom style \(TreeDump.quoted(name))",
                    detail: "looked for a \(modifierName) on it and its ancestors; " + search.foundDescription)
            }
            return try CustomStyleSearch.style(in: modifier)
        }
    }
}

/// Finds the custom modifier that applies a custom style, innermost first, from a node up to
/// the root, and remembers what else it saw for the error message.
struct CustomStyleSearch {
    private(set) var match: Any?
    private let modifierName: String
    /// The other modifiers seen, with the name of the view each is on.
    private var seen: [(modifier: Any, view: String)] = []
    /// A matching modifier that does not apply: the view it is on, and the modifier the search
    /// came from (an overlay applied after the style).
    private var unreached: (view: String, attachment: String)?

    init(modifierName: String, from node: InspectionNode) {
        self.modifierName = modifierName
        var current: InspectionNode? = node
        // Of a node's modifiers, those at or outside `lower` apply to the child we came from:
        // a view hanging from a modifier (its body, an overlay) is inside the modifiers applied
        // after it, and a custom modifier's body is also inside the modifier itself.
        var lower = 0
        var cameFrom: Int?
        while let node = current {
            for (index, modifier) in node.modifiers.enumerated() {
                let matches =
                    TypeInfo.of(value: modifier).modifierKind == .custom
                    && Self.unqualifiedName(of: type(of: modifier)) == modifierName
                if index < lower {
                    if matches, unreached == nil, let cameFrom {
                        unreached = (node.kindName, ModifierDescription.name(of: node.modifiers[cameFrom]))
                    }
                    continue
                }
                if matches {
                    match = modifier
                    return
                }
                seen.append((modifier, node.kindName))
            }
            cameFrom = node.attachment
            if let attachment = node.attachment {
                if case .customModifier = node.role { lower = attachment } else { lower = attachment + 1 }
            } else {
                lower = 0
            }
            current = node.parent
        }
    }

    /// The modifiers seen, with the views they are on (`the modifiers that apply here are
    /// .padding (on Text), .modifier(Badge) (on VStack)`), and a matching modifier that does not
    /// reach the view.
    var foundDescription: String {
        let applying =
            seen.isEmpty
            ? "no modifiers apply here"
            : "the modifiers that apply here are "
                + seen.map { "\(ModifierDescription.name(of: $0.modifier)) (on \($0.view))" }.joined(separator: ", ")
        guard let unreached else { return applying }
        return applying
            + "; the \(modifierName) on \(unreached.view) does not reach this view: it is applied before the"
            + " \(unreached.attachment) this view is in"
    }

    /// The style a custom-style modifier stores: its `style` property, or its only stored
    /// property.
    static func style(in modifier: Any) throws(InspectionError.Reason) -> Any {
        if let style = Reflection.field("style", of: modifier) { return style }
        let fields = Reflection.layout(of: type(of: modifier))?.fields ?? []
        if fields.count == 1 { return Reflection.read(fields[0], from: modifier) }
        let stored =
            fields.isEmpty
            ? "no stored properties"
            : "\(fields.count) stored properties (\(fields.map(\.label).joined(separator: ", "))), not one"
        throw .attributeUnavailable(
            attribute: "style", view: TypeName.display(type(of: modifier)),
            reason: "it has no stored property named style, and \(stored)")
    }

    /// The type's own name, without its module, the types it is nested in or its generic
    /// arguments: `HelloWorldStyleModifier` for `Outer<Int>.HelloWorldStyleModifier<Red>`.
    static func unqualifiedName(of type: Any.Type) -> String {
        var name = ""
        var depth = 0
        for character in TypeName.display(type) {
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if depth == 0 {
                if character == "." { name = "" } else { name.append(character) }
            }
        }
        return name
    }
}
