import ViewTree

extension App {
    /// Starts inspecting the app's scenes: its windows, their content and their commands.
    ///
    /// ```swift
    /// let app = try LibraryApp().inspect()
    /// XCTAssertEqual(try app.windowGroup().title(), "Library")
    /// try app.commandMenu("Books").content().find(button: "Add Book").tap()
    /// ```
    ///
    /// The app's `body` runs on the main actor: this throws `notOnMainActor` elsewhere.
    /// ViewInspector has no scenes; the calls are named after SwiftUI's scene types.
    public func inspect() throws -> InspectableApp {
        let call = "\(Self.self)().inspect()"
        guard let entries = SceneEntries.of(app: self) else {
            throw InspectionError(.notOnMainActor, path: call)
        }
        return InspectableApp(appName: "\(Self.self)", entries: entries, path: call)
    }
}

/// An app's scenes, as `App.inspect()` read them.
public struct InspectableApp {
    let appName: String
    let entries: [SceneEntry]
    /// The call that made it, for messages: `LibraryApp().inspect()`.
    let path: String

    /// The app's scenes — windows, settings, documents — in the order its `body` declares
    /// them, with the branches its `if`s take.
    public func scenes() -> [InspectableScene] {
        entries.indices.map { scene(at: $0, call: "scenes()[\($0)]") }
    }

    /// The `index`th `WindowGroup` the app declares.
    public func windowGroup(_ index: Int = 0) throws -> InspectableScene {
        try scene(of: .windowGroup, index, call: "windowGroup(\(index))")
    }

    /// The `index`th `Window` the app declares.
    public func window(_ index: Int = 0) throws -> InspectableScene {
        try scene(of: .window, index, call: "window(\(index))")
    }

    /// The app's `Settings` scene.
    public func settings() throws -> InspectableScene {
        try scene(of: .settings, 0, call: "settings()")
    }

    /// The `index`th `DocumentGroup` the app declares.
    public func documentGroup(_ index: Int = 0) throws -> InspectableScene {
        try scene(of: .documentGroup, index, call: "documentGroup(\(index))")
    }

    /// The `index`th `MenuBarExtra` the app declares.
    public func menuBarExtra(_ index: Int = 0) throws -> InspectableScene {
        try scene(of: .menuBarExtra, index, call: "menuBarExtra(\(index))")
    }

    /// The `index`th `ImmersiveSpace` the app declares.
    public func immersiveSpace(_ index: Int = 0) throws -> InspectableScene {
        try scene(of: .immersiveSpace, index, call: "immersiveSpace(\(index))")
    }

    /// The `WindowGroup`, `Window` or `ImmersiveSpace` whose id is `id`.
    ///
    /// - Throws: `invalidArgument` when none has it; the message lists the ids there are.
    public func scene(id: String) throws -> InspectableScene {
        let call = "scene(id: \(TreeDump.quoted(id)))"
        guard let index = entries.firstIndex(where: { $0.id == id }) else {
            let ids = entries.compactMap(\.id).map(TreeDump.quoted)
            throw InspectionError(
                .invalidArgument(
                    argument: TreeDump.quoted(id),
                    reason: "is the id of no scene of \(appName); " + (ids.isEmpty ? "its scenes have no ids" : "the ids: " + ids.joined(separator: ", "))),
                path: path + "." + call)
        }
        return scene(at: index, call: call)
    }

    /// The commands of every scene, in order: `.commands { }` menus and groups.
    public func commands() -> [InspectableCommand] {
        scenes().flatMap { $0.commands() }
    }

    /// The `CommandMenu` named `name`, of any scene.
    ///
    /// - Throws: `invalidArgument` when no menu has the name; the message lists the menus.
    public func commandMenu(_ name: String) throws -> InspectableCommand {
        try InspectableCommand.menu(named: name, in: commands(), path: path)
    }

    /// The `CommandGroup` of any scene placed as `placement` says:
    /// `commandGroup(.replacing(.newItem))`.
    public func commandGroup(_ placement: InspectableCommand.Placement) throws -> InspectableCommand {
        try InspectableCommand.group(placed: placement, in: commands(), path: path)
    }

    private func scene(of kind: SceneEntry.Kind, _ index: Int, call: String) throws -> InspectableScene {
        let matching = entries.indices.filter { entries[$0].kind == kind }
        guard matching.indices.contains(index) else {
            throw InspectionError(
                .indexOutOfRange(index: index, count: matching.count, container: appName, item: kind.rawValue), path: path + "." + call)
        }
        return scene(at: matching[index], call: call)
    }

    private func scene(at index: Int, call: String) -> InspectableScene {
        InspectableScene(entry: entries[index], appName: appName, path: path + "." + call)
    }
}
