import ViewTree

extension InspectableView {
    /// Performs the custom accessibility action named `name` on this view, as a screen reader
    /// user picking it from the view's actions would: runs the handler of the innermost
    /// `.accessibilityAction(named:_:)` with that name. Hosted, the state it changes shows in
    /// the next `inspect()`.
    ///
    /// - Throws: when the view has no action of that name (the message lists the actions it
    ///   has), or when it is hidden from accessibility (`isAccessibilityHidden()`): a screen
    ///   reader cannot reach it.
    public func callAccessibilityAction<S: StringProtocol>(_ name: S) throws {
        let name = String(name)
        try AccessibilityActionReading.perform(
            .named(name), call: "callAccessibilityAction(\(TreeDump.quoted(name)))", on: self)
    }

    /// Performs the custom accessibility action named by the text `named`: see
    /// `callAccessibilityAction(_:)` with a string.
    public func callAccessibilityAction(_ named: Text) throws {
        let name = try reading("callAccessibilityAction(_:)") { _ in try TextReading.string(of: named) }
        try AccessibilityActionReading.perform(
            .named(name), call: "callAccessibilityAction(Text(\(TreeDump.quoted(name))))", on: self)
    }

    /// Performs the accessibility action of `kind` on this view: `.default` (what activating
    /// it with a screen reader does), `.escape`, `.magicTap`, `.delete`, `.showMenu`, or a
    /// named one. Runs the handler of the innermost `.accessibilityAction` of that kind.
    ///
    /// - Throws: when the view has no action of that kind (the message lists the actions it
    ///   has), or when it is hidden from accessibility.
    public func callAccessibilityAction(_ kind: AccessibilityActionKind) throws {
        let action = try reading("callAccessibilityAction(_:)") { _ in try AccessibilityActionReading.Action(kind) }
        try AccessibilityActionReading.perform(action, call: "callAccessibilityAction(\(action.argument))", on: self)
    }

    /// Adjusts this view in `direction`, as a screen reader user swiping up (`.increment`) or
    /// down (`.decrement`) on it would: runs the handler of its innermost
    /// `.accessibilityAdjustableAction(_:)`.
    ///
    /// - Throws: when the view is not adjustable, or when it is hidden from accessibility.
    public func callAccessibilityAdjustableAction(_ direction: AccessibilityAdjustmentDirection = .increment) throws {
        let action = AccessibilityActionReading.Action.adjustable(direction)
        try AccessibilityActionReading.perform(action, call: "callAccessibilityAdjustableAction(\(action.argument))", on: self)
    }

    /// Scrolls this view as a screen reader user's scroll gesture would: runs the handler of
    /// its innermost `.accessibilityScrollAction(_:)` with `edge`, the scroll's direction.
    ///
    /// - Throws: when the view has no scroll action, or when it is hidden from accessibility.
    public func callAccessibilityScrollAction(_ edge: Edge) throws {
        let action = AccessibilityActionReading.Action.scroll(edge)
        try AccessibilityActionReading.perform(action, call: "callAccessibilityScrollAction(\(action.argument))", on: self)
    }
}

/// Reading and performing the actions `_AccessibilityActionModifier` attaches.
enum AccessibilityActionReading {
    /// An action as a test asks for it and as messages and tree dumps name it.
    enum Action: Equatable {
        case `default`, escape, magicTap, delete, showMenu
        case named(String)
        case adjustable(AccessibilityAdjustmentDirection)
        case scroll(Edge)

        /// The action of `kind`; a named one by its name's string.
        init(_ kind: AccessibilityActionKind) throws {
            switch try Reflection.field("storage", of: kind, as: AccessibilityActionKind.Storage.self) {
            case .default: self = .default
            case .escape: self = .escape
            case .magicTap: self = .magicTap
            case .delete: self = .delete
            case .showMenu: self = .showMenu
            case let .named(text): self = .named(try TextReading.string(of: text))
            }
        }

        /// The kind as an argument, written as in source: `.escape`, `named: "Archive"`.
        var argument: String {
            switch self {
            case .default: ".default"
            case .escape: ".escape"
            case .magicTap: ".magicTap"
            case .delete: ".delete"
            case .showMenu: ".showMenu"
            case let .named(name): "named: \(TreeDump.quoted(name))"
            case let .adjustable(direction): ".\(direction)"
            case let .scroll(edge): ".\(edge)"
            }
        }

        /// The modifier that adds it, as written in source, without its handler:
        /// `accessibilityAction(named: "Archive")`, `accessibilityAdjustableAction`.
        var modifier: String {
            switch self {
            case .adjustable: "accessibilityAdjustableAction"
            case .scroll: "accessibilityScrollAction"
            case .default, .escape, .magicTap, .delete, .showMenu, .named: "accessibilityAction(\(argument))"
            }
        }
    }

    /// The handler a modifier attaches.
    static func handler(of modifier: Any) throws -> AccessibilityActionHandler {
        try Reflection.field("action", of: modifier, as: AccessibilityActionHandler.self)
    }

    /// The modifier that attaches `handler`, as written in source, without the handler:
    /// `accessibilityAction(.escape)`, `accessibilityAdjustableAction`,
    /// `accessibilityAction(label: "Archive")`, `accessibilityActions`.
    static func modifierCall(of handler: AccessibilityActionHandler) throws -> String {
        switch handler {
        case let .action(kind, _): try Action(kind).modifier
        case let .labeled(label, _):
            (try? TextReading.string(of: label)).map { "accessibilityAction(label: \(TreeDump.quoted($0)))" }
                ?? "accessibilityAction(action:label:)"
        case .actions: "accessibilityActions"
        case .adjustable: "accessibilityAdjustableAction"
        case .scroll: "accessibilityScrollAction"
        }
    }

    /// What performing `wanted` with `handler`, attached by the modifier at `attachment` of
    /// `node`, runs; nil when `handler` gives another action.
    static func run(
        _ wanted: Action, with handler: AccessibilityActionHandler, on node: InspectionNode, attachment: Int
    ) throws -> (() throws -> Void)? {
        switch (handler, wanted) {
        case let (.action(kind, run), _):
            return try Action(kind) == wanted ? run : nil
        case let (.labeled(label, run), .named(name)):
            return labelName(of: label, on: node, attachment: attachment) == name ? run : nil
        case let (.actions(content), _):
            return try contentActions(content, on: node, attachment: attachment).first { $0.action == wanted }?.run
        case let (.adjustable(adjust), .adjustable(direction)):
            return { adjust(direction) }
        case let (.scroll(scroll), .scroll(edge)):
            return { scroll(edge) }
        case (.labeled, _), (.adjustable, _), (.scroll, _):
            return nil
        }
    }

    /// The name an `accessibilityAction(action:label:)` is listed by: its label's text (the
    /// texts inside it, joined by spaces).
    static func labelName(of label: Any, on node: InspectionNode, attachment: Int) -> String {
        if let string = try? TextReading.string(of: label) { return string }
        let labelNode = node.attached(
            label, role: .group, link: .attributeView(call: "accessibilityAction(action:label:)"), attachment: attachment)
        var strings: [String] = []
        _ = SearchEngine.traverse(from: labelNode, traversal: .depthFirst, limit: nil, mayMatch: NodeFacts.mayBeText) { node in
            if let string = NodeFacts.string(of: node) { strings.append(string) }
            return false
        }
        return strings.joined(separator: " ")
    }

    /// The actions an `accessibilityActions(_:)`'s content gives: each button, named by its
    /// label, performed by tapping it; each view's accessibility actions.
    static func contentActions(
        _ content: Any, on node: InspectionNode, attachment: Int
    ) throws -> [(action: Action, run: () throws -> Void)] {
        let contentNode = node.attached(
            content, role: .group, link: .attributeView(call: "accessibilityActions"), attachment: attachment)
        var found: [InspectionNode] = []
        _ = SearchEngine.traverse(from: contentNode, traversal: .depthFirst, limit: nil) { node in
            found.append(node)
            return false
        }
        var actions: [(action: Action, run: () throws -> Void)] = []
        for view in found {
            if view.viewKind == .button {
                let button = InspectableView<ViewType.Button>(view)
                actions.append((.named(NodeFacts.buttonTitles(of: view).joined(separator: " ")), { try button.tap() }))
            }
            for (index, modifier) in view.ownModifiers(.accessibilityAction) {
                switch try handler(of: modifier) {
                case let .action(kind, run): actions.append((try Action(kind), run))
                case let .labeled(label, run): actions.append((.named(labelName(of: label, on: view, attachment: index)), run))
                case .actions, .adjustable, .scroll: break
                }
            }
        }
        return actions
    }

    /// The modifier that adds `modifier`'s action, as written in source:
    /// `.accessibilityAction(.escape)`.
    static func describe(_ modifier: Any) -> String {
        guard let call = try? modifierCall(of: handler(of: modifier)) else { return ".accessibilityAction" }
        return "." + call
    }

    /// Whether `node` has an `.accessibilityAdjustableAction(_:)`.
    static func isAdjustable(_ node: InspectionNode) -> Bool {
        node.ownModifiers(.accessibilityAction).contains { _, modifier in
            if case .adjustable? = try? handler(of: modifier) { return true }
            return false
        }
    }

    /// Runs the handler of the innermost action on the view that is `wanted`, in the place of
    /// the view that made it.
    static func perform<V>(_ wanted: Action, call: String, on view: InspectableView<V>) throws {
        try view.reading(call) { node in
            let modifiers = node.ownModifiers(.accessibilityAction)
            let handlers = try modifiers.map { try handler(of: $0.modifier) }
            var found: (() throws -> Void)?
            for (handler, entry) in zip(handlers, modifiers) where found == nil {
                found = try run(wanted, with: handler, on: node, attachment: entry.index)
            }
            guard let found else {
                let detail = handlers.isEmpty
                    ? node.modifiersDescription
                    : "its accessibility actions: " + (try handlers.map { "." + (try modifierCall(of: $0)) }).joined(separator: ", ")
                throw InspectionError.Reason.modifierNotFound(view: node.kindName, modifier: wanted.modifier, detail: detail)
            }
            if case let .hidden(hiding) = AccessibilityModel().status(of: node) {
                throw InspectionError.Reason.unresponsive(
                    control: node.kindName,
                    reason: "is hidden from accessibility, so a screen reader cannot perform its actions: \(hiding.explanation)")
            }
            try Interaction.perform(at: node, found)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.accessibilityAction(_:_:)`, `.accessibilityAction(named:_:)`,
    /// `.accessibilityAdjustableAction(_:)`, `.accessibilityScrollAction(_:)`: named after the
    /// call; a dump shows the kind of action (`.accessibilityAction(named: "Archive")`), not
    /// its handler.
    static let accessibilityAction = ModifierKind(
        naming: { modifier in
            let described = AccessibilityActionReading.describe(modifier)
            return String(described.prefix { $0 != "(" })
        },
        summary: AccessibilityActionReading.describe)
}

extension _AccessibilityActionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .accessibilityAction }
}
