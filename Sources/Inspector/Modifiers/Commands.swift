import ViewTree

extension InspectableView {
    /// Cuts from the view, as Edit ▸ Cut would: runs its `onCutCommand` action and returns the
    /// items it cut. Throws when the view has no `onCutCommand`, or it was given no action.
    @discardableResult
    public func callOnCutCommand() throws -> [NSItemProvider] {
        try CommandReading.payload("cut:", call: "callOnCutCommand()", modifier: "onCutCommand", of: self)
    }

    /// Copies from the view, as Edit ▸ Copy would: runs its `onCopyCommand` action and returns
    /// the items it copied.
    @discardableResult
    public func callOnCopyCommand() throws -> [NSItemProvider] {
        try CommandReading.payload("copy:", call: "callOnCopyCommand()", modifier: "onCopyCommand", of: self)
    }

    /// Pastes `providers` into the view, as Edit ▸ Paste would: runs its `onPasteCommand`
    /// action with the providers that hold an item of a type it supports. Throws when none
    /// does (Paste would be disabled), or the view has no `onPasteCommand`.
    public func callOnPasteCommand(_ providers: [NSItemProvider]) throws {
        try reading("callOnPasteCommand(_:)") { node in
            guard case let .paste(types, action) = try CommandReading.action(for: "paste:", modifier: "onPasteCommand", at: node)
            else { throw node.missing("onPasteCommand") }
            let supported = providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
            guard !supported.isEmpty else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the providers",
                    reason: "hold no item of the supported types \(types.map(\.identifier)); Paste is disabled")
            }
            Interaction.perform(at: node) { action(supported) }
        }
    }

    /// Deletes in the view, as Edit ▸ Delete would: runs its `onDeleteCommand` action.
    public func callOnDeleteCommand() throws {
        try CommandReading.perform("delete:", call: "callOnDeleteCommand()", modifier: "onDeleteCommand", of: self)
    }

    /// Moves in the view, as an arrow key would: runs its `onMoveCommand` action with
    /// `direction` (`.up` unless given, as in ViewInspector).
    public func callOnMoveCommand(_ direction: MoveCommandDirection = .up) throws {
        try reading("callOnMoveCommand(.\(direction))") { node in
            guard case let .move(action) = try CommandReading.action(for: direction.selector, modifier: "onMoveCommand", at: node)
            else { throw node.missing("onMoveCommand") }
            Interaction.perform(at: node) { action(direction) }
        }
    }

    /// Exits, as Escape would: runs the view's `onExitCommand` action.
    public func callOnExitCommand() throws {
        try CommandReading.perform("cancelOperation:", call: "callOnExitCommand()", modifier: "onExitCommand", of: self)
    }

    /// Sends the command `selector` to the view: runs its `onCommand(selector)` action.
    public func callOnCommand(_ selector: Selector) throws {
        try CommandReading.perform(selector, call: "callOnCommand(\"\(selector)\")", modifier: "onCommand(\"\(selector)\")", of: self)
    }
}

enum CommandReading {
    /// The action of the view's innermost command modifier answering `selector`.
    static func action(for selector: Selector, modifier name: String, at node: InspectionNode) throws -> CommandAction {
        for (_, modifier) in node.ownModifiers(.command) {
            let commands = try Reflection.field("commands", of: modifier, as: [Selector].self)
            guard commands.contains(selector) else { continue }
            guard let action = try Reflection.field("action", of: modifier, as: CommandAction?.self) else {
                throw InspectionError.Reason.unresponsive(control: name, reason: "is disabled: its action is nil")
            }
            try Interaction.ensureResponsive(node, control: name)
            return action
        }
        throw node.missing(name)
    }

    static func perform<V>(_ selector: Selector, call: String, modifier: String, of view: InspectableView<V>) throws {
        try view.reading(call) { node in
            guard case let .perform(action) = try action(for: selector, modifier: modifier, at: node) else {
                throw node.missing(modifier)
            }
            Interaction.perform(at: node, action)
        }
    }

    static func payload<V>(_ selector: Selector, call: String, modifier: String, of view: InspectableView<V>) throws -> [NSItemProvider] {
        try view.reading(call) { node in
            guard case let .payload(action) = try action(for: selector, modifier: modifier, at: node) else {
                throw node.missing(modifier)
            }
            var items: [NSItemProvider] = []
            Interaction.perform(at: node) { items = action() }
            return items
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `onCutCommand`, `onCopyCommand`, `onPasteCommand`, `onDeleteCommand`, `onMoveCommand`,
    /// `onExitCommand`, `onCommand`.
    static let command = ModifierKind(
        name: ".onCommand",
        summary: { modifier in
            let commands = Reflection.field("commands", of: modifier) as? [Selector] ?? []
            switch commands.first?.description {
            case "cut:": return ".onCutCommand"
            case "copy:": return ".onCopyCommand"
            case "paste:": return ".onPasteCommand"
            case "delete:": return ".onDeleteCommand"
            case "moveUp:": return ".onMoveCommand"
            case "cancelOperation:": return ".onExitCommand"
            default: return ".onCommand(\"\(commands.first?.description ?? "")\")"
            }
        })
}

extension _CommandActionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .command }
}
