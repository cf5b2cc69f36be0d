import ViewTree

/// One `CommandMenu` or `CommandGroup` of an inspected app: its name or placement, and its
/// menu items, which inspect, search and tap as views do.
///
/// ```swift
/// let menu = try LibraryApp().inspect().commandMenu("Books")
/// try menu.content().find(button: "Add Book").tap()
/// ```
public struct InspectableCommand: CustomStringConvertible {
    /// Where the items go: a menu of their own, or a place among the standard groups.
    public enum Placement: Hashable, Sendable, CustomStringConvertible {
        /// A `CommandMenu` with this name.
        case menu(String)
        /// `CommandGroup(replacing:)`.
        case replacing(CommandGroupPlacement)
        /// `CommandGroup(before:)`.
        case before(CommandGroupPlacement)
        /// `CommandGroup(after:)`.
        case after(CommandGroupPlacement)

        /// The declaration: `CommandMenu("Books")`, `CommandGroup(replacing: .newItem)`.
        public var description: String {
            switch self {
            case let .menu(name): "CommandMenu(\(TreeDump.quoted(name)))"
            case let .replacing(group): "CommandGroup(replacing: .\(group))"
            case let .before(group): "CommandGroup(before: .\(group))"
            case let .after(group): "CommandGroup(after: .\(group))"
            }
        }
    }

    let entry: CommandEntry
    /// The chain that reached it, for messages.
    let path: String

    /// Where the items go.
    public var placement: Placement {
        switch entry.placement {
        case let .menu(name): .menu((try? name.inspect().text().string()) ?? "")
        case let .replacing(group): .replacing(group)
        case let .before(group): .before(group)
        case let .after(group): .after(group)
        }
    }

    /// The declaration: `CommandMenu("Books")`.
    public var description: String { placement.description }

    /// A `CommandMenu`'s name.
    ///
    /// - Throws: `typeMismatch` for a `CommandGroup`.
    public func name() throws -> String {
        guard case let .menu(name) = placement else {
            throw InspectionError(.typeMismatch(expected: "CommandMenu", found: description, hint: nil), path: path + ".name()")
        }
        return name
    }

    /// The menu items, as views: `try command.content().button(0).tap()`, or a search.
    public func content() throws -> InspectableView<ViewType.ClassifiedView> {
        try entry.content.inspect()
    }

    /// The menu named `name` among `commands`.
    static func menu(named name: String, in commands: [InspectableCommand], path: String) throws -> InspectableCommand {
        try find(.menu(name), in: commands, call: path + ".commandMenu(\(TreeDump.quoted(name)))")
    }

    /// The group placed as `placement` says among `commands`.
    static func group(placed placement: Placement, in commands: [InspectableCommand], path: String) throws -> InspectableCommand {
        try find(placement, in: commands, call: path + ".commandGroup(\(placement))")
    }

    private static func find(_ placement: Placement, in commands: [InspectableCommand], call: String) throws -> InspectableCommand {
        guard let command = commands.first(where: { $0.placement == placement }) else {
            let declared = commands.map(\.description).joined(separator: ", ")
            throw InspectionError(
                .invalidArgument(
                    argument: placement.description,
                    reason: "is not among the commands; " + (declared.isEmpty ? "there are none" : "they are: " + declared)),
                path: call)
        }
        return command
    }
}
