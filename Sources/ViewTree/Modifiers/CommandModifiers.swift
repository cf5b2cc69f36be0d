/// The name of an action a command sends to the view that has the focus: `Selector("copy:")`.
///
/// Linux has no Objective-C runtime, and no `#selector`: a selector is its name, written as a
/// string. `onCommand(_:perform:)` takes one; the other command modifiers use UIKit's and
/// AppKit's names (`cut:`, `copy:`, `paste:`, `delete:`, `moveUp:`…, `cancelOperation:`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name: `copy:`.
    public let description: String

    /// The selector named `name`.
    public init(_ name: String) {
        description = name
    }

    /// The selector named as written: `"copy:"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }
}

/// The direction of a move command: an arrow key, on macOS, or a swipe of a remote on tvOS.
public enum MoveCommandDirection: Hashable, Sendable, CaseIterable {
    case up, down, left, right

    /// The selector AppKit sends for the direction: `moveUp:`.
    package var selector: Selector {
        switch self {
        case .up: "moveUp:"
        case .down: "moveDown:"
        case .left: "moveLeft:"
        case .right: "moveRight:"
        }
    }
}

/// What a command modifier does, by the form of its action.
package enum CommandAction {
    /// Runs an action: delete, exit, any `onCommand`.
    case perform(() -> Void)
    /// Returns the items cut or copied.
    case payload(() -> [NSItemProvider])
    /// Takes the pasted items of the supported types.
    case paste(supportedTypes: [UTType], action: ([NSItemProvider]) -> Void)
    /// Moves in a direction.
    case move((MoveCommandDirection) -> Void)
}

/// Runs an action when a command (cut, copy, paste, delete, move, exit, or a selector) is sent
/// to the modified view while it has the focus.
public struct _CommandActionModifier: ViewModifier {
    /// Primitive modifier: there are no menus or keys here; Inspector's `callOnCutCommand()`
    /// and the others send the commands.
    public typealias Body = Never

    /// The selectors the modifier answers: one, or the four moves.
    let commands: [Selector]
    /// Nil when the modifier was given no action (`perform: nil`): the command is disabled.
    let action: CommandAction?

    init(commands: [Selector], action: CommandAction?) {
        self.commands = commands
        self.action = action
    }
}

extension View {
    /// Cuts from this view: `payloadAction` returns the items cut. Nil disables Cut. There is
    /// no menu here: a test cuts with Inspector's `callOnCutCommand()`.
    public consuming func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        modifier(_CommandActionModifier(commands: ["cut:"], action: payloadAction.map(CommandAction.payload)))
    }

    /// Copies from this view: `payloadAction` returns the items copied. Nil disables Copy.
    public consuming func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View {
        modifier(_CommandActionModifier(commands: ["copy:"], action: payloadAction.map(CommandAction.payload)))
    }

    /// Pastes into this view the items of `supportedContentTypes`.
    public consuming func onPasteCommand(
        of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void
    ) -> some View {
        modifier(_CommandActionModifier(
            commands: ["paste:"], action: .paste(supportedTypes: supportedContentTypes, action: payloadAction)))
    }

    /// Deletes in this view. Nil disables Delete.
    public consuming func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        modifier(_CommandActionModifier(commands: ["delete:"], action: action.map(CommandAction.perform)))
    }

    /// Moves in this view, in the direction of an arrow key. Nil disables moving.
    public consuming func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        modifier(_CommandActionModifier(
            commands: MoveCommandDirection.allCases.map(\.selector), action: action.map(CommandAction.move)))
    }

    /// Exits from this view (Escape, or Menu on a remote). Nil disables exiting.
    public consuming func onExitCommand(perform action: (() -> Void)?) -> some View {
        modifier(_CommandActionModifier(commands: ["cancelOperation:"], action: action.map(CommandAction.perform)))
    }

    /// Runs `action` when the command `selector` is sent to this view. Nil disables it.
    public consuming func onCommand(_ selector: Selector, perform action: (() -> Void)?) -> some View {
        modifier(_CommandActionModifier(commands: [selector], action: action.map(CommandAction.perform)))
    }
}
