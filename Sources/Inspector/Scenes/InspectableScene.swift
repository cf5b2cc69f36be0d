import Foundation
import ViewTree

/// One scene of an inspected app: a `WindowGroup`, `Window`, `Settings`, `DocumentGroup`,
/// `MenuBarExtra` or `ImmersiveSpace`, with the scene modifiers applied to it.
public struct InspectableScene: CustomStringConvertible {
    let entry: SceneEntry
    let appName: String
    /// The chain that reached it, for messages: `LibraryApp().inspect().windowGroup(0)`.
    let path: String

    /// The kind of scene, as SwiftUI names its type: `WindowGroup`, `Window`, `Settings`,
    /// `DocumentGroup`, `MenuBarExtra`, `ImmersiveSpace`.
    public var kind: String { entry.kind.rawValue }

    /// The scene's identifier (`WindowGroup(id:)`, `Window(_:id:)`); nil when it has none.
    public var id: String? { entry.id }

    /// The scene as its declaration shows it: `WindowGroup(id: "library")`.
    public var description: String {
        let presented = entry.presentedType.map { "\($0)" }
        let arguments = [
            entry.kind == .documentGroup ? presented.map { "document: \($0)" } : presented.map { "for: \($0).self" },
            entry.id.map { "id: \(TreeDump.quoted($0))" },
        ].compactMap { $0 }
        return kind + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
    }

    /// The scene's title, as its window's title bar shows it.
    ///
    /// - Throws: `modifierNotFound` for a scene declared without a title.
    public func title() throws -> String {
        guard let title = entry.title else {
            throw InspectionError(.modifierNotFound(view: description, modifier: "title", detail: nil), path: path + ".title()")
        }
        return try title.inspect().text().string()
    }

    /// The content of the scene's window, not hosted: a `WindowGroup(for:)` window without a
    /// value (its binding reads nil), a `DocumentGroup` window with a new document.
    ///
    /// - Throws: `invalidArgument` for a `DocumentGroup` that views documents and makes
    ///   none: give it one with `content(document:)`.
    public func content() throws -> InspectableView<ViewType.ClassifiedView> {
        let call = path + ".content()"
        guard !entry.requiresPresentedValue else {
            throw InspectionError(
                .invalidArgument(
                    argument: description,
                    reason: "views documents and makes none; give its window one with content(document:)"),
                path: call)
        }
        return try content(in: SceneSession(), call: call)
    }

    /// The content of a `WindowGroup(for:)` window (or an `ImmersiveSpace(for:)`) presenting
    /// `value`: its binding reads it.
    ///
    /// - Throws: `typeMismatch` when the scene is not a `WindowGroup` or `ImmersiveSpace`
    ///   presenting a `Value`.
    public func content<Value: Codable & Hashable>(presenting value: Value) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = path + ".content(presenting: \(value))"
        guard entry.kind == .windowGroup || entry.kind == .immersiveSpace, entry.presentedType == Value.self else {
            throw InspectionError(
                .typeMismatch(expected: "WindowGroup(for: \(Value.self).self)", found: description, hint: nil), path: call)
        }
        return try content(presented: value, call: call)
    }

    /// The content of a `DocumentGroup` window showing `document`.
    ///
    /// - Throws: `typeMismatch` when the scene is not a `DocumentGroup` of `Document`s.
    public func content<Document>(document: Document) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = path + ".content(document:)"
        guard entry.kind == .documentGroup, entry.presentedType == Document.self else {
            throw InspectionError(
                .typeMismatch(expected: "DocumentGroup(document: \(Document.self))", found: description, hint: nil), path: call)
        }
        return try content(presented: document, call: call)
    }

    private func content(presented: Any, call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        let session = SceneSession()
        session.presentedValue = presented
        return try content(in: session, call: call)
    }

    private func content(in session: SceneSession, call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        let makeContent = UncheckedSendable((entry.makeContent, session))
        let view: any View
        do {
            // Content closures are the app's code, written in its main-actor `body`.
            view = try Evaluation.onMainActor { UncheckedSendable(makeContent.value.0(makeContent.value.1)) }.value
        } catch {
            throw InspectionError(error, path: call)
        }
        return try view.inspect()
    }

    /// The commands `.commands { }` added to the scene, in order.
    public func commands() -> [InspectableCommand] {
        let entries = entry.commands.flatMap(CommandEntries.of)
        return entries.indices.map { InspectableCommand(entry: entries[$0], path: path + ".commands()[\($0)]") }
    }

    /// The `CommandMenu` named `name` among the scene's commands.
    ///
    /// - Throws: `invalidArgument` when no menu has the name; the message lists the menus.
    public func commandMenu(_ name: String) throws -> InspectableCommand {
        try InspectableCommand.menu(named: name, in: commands(), path: path)
    }

    /// The `CommandGroup` among the scene's commands placed as `placement` says.
    public func commandGroup(_ placement: InspectableCommand.Placement) throws -> InspectableCommand {
        try InspectableCommand.group(placed: placement, in: commands(), path: path)
    }

    /// The size `.defaultSize(_:)` gave the scene's windows.
    ///
    /// - Throws: `modifierNotFound` when none was given.
    public func defaultSize() throws -> CGSize {
        guard let size = entry.defaultSize else { throw missing("defaultSize") }
        return size
    }

    /// What `.windowResizability(_:)` set.
    ///
    /// - Throws: `modifierNotFound` when nothing was set.
    public func windowResizability() throws -> WindowResizability {
        guard let resizability = entry.resizability else { throw missing("windowResizability") }
        return resizability
    }

    /// The style `.windowStyle(_:)` set.
    ///
    /// - Throws: `modifierNotFound` when none was set.
    public func windowStyle() throws -> any WindowStyle {
        guard let style = entry.windowStyle else { throw missing("windowStyle") }
        return style
    }

    /// A `MenuBarExtra`'s label in the menu bar: its title (`Text`), a `Label` with its image,
    /// or the view `label:` built.
    ///
    /// - Throws: `typeMismatch` for a scene that is not a `MenuBarExtra`.
    public func label() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let label = entry.label else {
            throw InspectionError(
                .typeMismatch(expected: "MenuBarExtra", found: description, hint: nil), path: path + ".label()")
        }
        return try label.inspect()
    }

    /// Whether a `MenuBarExtra` is in the menu bar: its `isInserted` binding's value, or true
    /// when it has none.
    ///
    /// - Throws: `typeMismatch` for a scene that is not a `MenuBarExtra`.
    public func isInserted() throws -> Bool {
        guard entry.kind == .menuBarExtra else {
            throw InspectionError(
                .typeMismatch(expected: "MenuBarExtra", found: description, hint: nil), path: path + ".isInserted()")
        }
        return entry.isInserted?.wrappedValue ?? true
    }

    /// Takes a `MenuBarExtra` out of the menu bar, or puts it back, as the user does: sets its
    /// `isInserted` binding.
    ///
    /// - Throws: `typeMismatch` for a scene that is not a `MenuBarExtra`; `invalidArgument`
    ///   for one declared without `isInserted:`, which the user cannot remove.
    public func setInserted(_ inserted: Bool) throws {
        let call = path + ".setInserted(\(inserted))"
        guard entry.kind == .menuBarExtra else {
            throw InspectionError(.typeMismatch(expected: "MenuBarExtra", found: description, hint: nil), path: call)
        }
        guard let binding = entry.isInserted else {
            throw InspectionError(
                .invalidArgument(argument: description, reason: "was declared without isInserted:; it stays in the menu bar"),
                path: call)
        }
        binding.wrappedValue = inserted
    }

    /// The style `.menuBarExtraStyle(_:)` set.
    ///
    /// - Throws: `modifierNotFound` when none was set.
    public func menuBarExtraStyle() throws -> any MenuBarExtraStyle {
        guard let style = entry.menuBarExtraStyle else { throw missing("menuBarExtraStyle") }
        return style
    }

    /// The conditions `.handlesExternalEvents(matching:)` set: the external events the
    /// system makes a window of this scene for.
    ///
    /// - Throws: `modifierNotFound` when none were set.
    public func handlesExternalEvents() throws -> Set<String> {
        guard let conditions = entry.externalEvents else { throw missing("handlesExternalEvents") }
        return conditions
    }

    private func missing(_ modifier: String) -> InspectionError {
        InspectionError(.modifierNotFound(view: description, modifier: modifier, detail: nil), path: path + ".\(modifier)()")
    }
}
