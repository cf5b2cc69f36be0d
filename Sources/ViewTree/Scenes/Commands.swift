/// Menu commands an app adds to its scenes with `.commands { }`: menus of their own
/// (`CommandMenu`) and groups placed among the standard ones (`CommandGroup`).
///
/// ```swift
/// struct LibraryCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Books") { Button("Add Book") { library.add() } }
///     }
/// }
/// ```
public protocol Commands {
    /// The type of commands these commands are made of.
    associatedtype Body: Commands

    /// The commands these commands are made of.
    @CommandsBuilder @MainActor var body: Body { get }
}

extension Never: Commands {}

/// What the commands ViewTree provides declare: the menus and groups they are made of.
package protocol PrimitiveCommands {
    func commandEntries() -> [CommandEntry]
}

/// One `CommandMenu` or `CommandGroup`, with its menu items (views).
package struct CommandEntry {
    package enum Placement {
        /// A menu of its own, named.
        case menu(Text)
        case replacing(CommandGroupPlacement)
        case before(CommandGroupPlacement)
        case after(CommandGroupPlacement)
    }

    package let placement: Placement
    package let content: any View
}

/// Builds commands from closures: several menus and groups, `if` and `if #available`.
@resultBuilder
public enum CommandsBuilder {
    /// Passes single commands through unchanged.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// An empty block adds no commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// A block with one command is that command.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// A block with several commands combines them in a `TupleCommands`.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(repeat each content)
    }

    /// An `if` without `else`: the commands when the condition holds.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        first: TrueContent
    ) -> _ConditionalCommands<TrueContent, FalseContent> {
        _ConditionalCommands(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        second: FalseContent
    ) -> _ConditionalCommands<TrueContent, FalseContent> {
        _ConditionalCommands(storage: .falseContent(second))
    }

    /// Commands inside `if #available`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _LimitedAvailabilityCommands {
        _LimitedAvailabilityCommands(content: content)
    }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// No commands.
    public init() {}

    /// Commands ViewTree provides have no body: the runtime reads them.
    public var body: Never { primitiveBody(of: Self.self) }

    package func commandEntries() -> [CommandEntry] { [] }
}

/// Several commands declared in one block, in order.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    let value: (repeat each Content)

    init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    /// Commands ViewTree provides have no body: the runtime reads them.
    public var body: Never { primitiveBody(of: Self.self) }

    package func commandEntries() -> [CommandEntry] {
        var entries: [CommandEntry] = []
        for commands in repeat each value {
            entries += CommandEntries.of(commands)
        }
        return entries
    }
}

/// One branch of an `if`/`else` of commands.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Commands ViewTree provides have no body: the runtime reads them.
    public var body: Never { primitiveBody(of: Self.self) }

    package func commandEntries() -> [CommandEntry] {
        switch storage {
        case let .trueContent(commands): CommandEntries.of(commands)
        case let .falseContent(commands): CommandEntries.of(commands)
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    /// Optional commands have no body: the runtime reads the commands when there are some.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    package func commandEntries() -> [CommandEntry] {
        map { CommandEntries.of($0) } ?? []
    }
}

/// Commands declared inside `if #available`.
public struct _LimitedAvailabilityCommands: Commands, PrimitiveCommands {
    let content: any Commands

    /// Commands ViewTree provides have no body: the runtime reads them.
    public var body: Never { primitiveBody(of: Self.self) }

    package func commandEntries() -> [CommandEntry] {
        CommandEntries.of(content)
    }
}

/// A menu of the app's own in the menu bar, after the standard ones.
///
/// ```swift
/// CommandMenu("Books") {
///     Button("Add Book") { library.add() }
/// }
/// ```
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let name: Text
    let content: Content

    /// A menu named with a localized string key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu named with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// A menu named by `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// Commands ViewTree provides have no body: the runtime reads them.
    public var body: Never { primitiveBody(of: Self.self) }

    package func commandEntries() -> [CommandEntry] {
        [CommandEntry(placement: .menu(name), content: content)]
    }
}

/// Menu items placed among the standard ones: replacing a standard group, or before or after
/// it.
///
/// ```swift
/// CommandGroup(replacing: .newItem) { Button("New Book") { library.add() } }
/// CommandGroup(after: .help) { Link("Website", destination: site) }
/// ```
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandEntry.Placement
    let content: Content

    /// Items shown instead of the standard group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = .replacing(group)
        content = addition()
    }

    /// Items shown before the standard group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = .before(group)
        content = addition()
    }

    /// Items shown after the standard group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = .after(group)
        content = addition()
    }

    /// Commands ViewTree provides have no body: the runtime reads them.
    public var body: Never { primitiveBody(of: Self.self) }

    package func commandEntries() -> [CommandEntry] {
        [CommandEntry(placement: placement, content: content)]
    }
}

extension CommandGroup where Content == EmptyView {
    /// Removes the standard group at `group`: `CommandGroup(replacing: .newItem) { }`.
    public init(replacing group: CommandGroupPlacement) {
        self.init(replacing: group) { EmptyView() }
    }
}

/// The standard groups of menu items that a `CommandGroup` is placed by.
public struct CommandGroupPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The placement's name, as SwiftUI names the static property: `newItem`.
    package let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The placement's name: `newItem`.
    public var description: String { name }

    /// About the app.
    public static let appInfo = Self("appInfo")
    /// The app's settings.
    public static let appSettings = Self("appSettings")
    /// The app's services.
    public static let systemServices = Self("systemServices")
    /// Hiding and showing the app and others.
    public static let appVisibility = Self("appVisibility")
    /// Quitting the app.
    public static let appTermination = Self("appTermination")
    /// Making new documents or windows.
    public static let newItem = Self("newItem")
    /// Saving documents.
    public static let saveItem = Self("saveItem")
    /// Importing and exporting.
    public static let importExport = Self("importExport")
    /// Printing.
    public static let printItem = Self("printItem")
    /// Undoing and redoing.
    public static let undoRedo = Self("undoRedo")
    /// Cut, copy, paste and delete.
    public static let pasteboard = Self("pasteboard")
    /// Editing text.
    public static let textEditing = Self("textEditing")
    /// Formatting text.
    public static let textFormatting = Self("textFormatting")
    /// The toolbar's commands.
    public static let toolbar = Self("toolbar")
    /// The sidebar's commands.
    public static let sidebar = Self("sidebar")
    /// Arranging windows.
    public static let windowArrangement = Self("windowArrangement")
    /// Listing and sizing windows.
    public static let windowList = Self("windowList")
    /// The window's size.
    public static let windowSize = Self("windowSize")
    /// Help.
    public static let help = Self("help")
    /// Singular views for the app's windows.
    public static let singleWindowList = Self("singleWindowList")
}

/// Listing the menus and groups of any commands: commands ViewTree provides list themselves,
/// the app's commands list those of their `body`, evaluated on the main actor.
package enum CommandEntries {
    /// The menus and groups `commands` declares; none off the main actor.
    package static func of(_ commands: any Commands) -> [CommandEntry] {
        if let primitive = commands as? any PrimitiveCommands {
            return primitive.commandEntries()
        }
        // Crosses to the main actor as it is: `run` runs it here, on the main actor, or not at all.
        let commands = UncheckedSendable(commands)
        return MainActorBridge.run { UncheckedSendable(body(of: commands.value)) }.map { of($0.value) } ?? []
    }

    @MainActor
    private static func body<C: Commands>(of commands: C) -> any Commands {
        commands.body
    }
}
