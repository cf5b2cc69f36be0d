import Foundation
import ViewTree

// The system's file dialogs: `fileImporter`, `fileExporter`, `fileMover`. They show no views
// of the app, so their readers are handles, not views: read what the dialog was given, then
// complete it as a user would — pick files, save, move, or cancel. Completing or cancelling
// sets the binding back to false first, then runs the app's closure, as SwiftUI does.

extension InspectableView {
    /// The view's `fileImporter`; with several, the one at `index` in the order they were
    /// applied. It is there whether or not it is presented: `isPresented()` says, and
    /// `select(_:)` and `cancel()` throw unless it is.
    public func fileImporter(_ index: Int? = nil) throws -> InspectableFileImporter {
        InspectableFileImporter(access: try FileDialogAccess(.importer, index: index, on: self))
    }

    /// The view's `fileExporter`; with several, the one at `index` in the order they were
    /// applied. `export(to:as:)` and `cancel()` throw unless it is presented.
    public func fileExporter(_ index: Int? = nil) throws -> InspectableFileExporter {
        InspectableFileExporter(access: try FileDialogAccess(.exporter, index: index, on: self))
    }

    /// The view's `fileMover`; with several, the one at `index` in the order they were
    /// applied. `move(to:)` and `cancel()` throw unless it is presented.
    public func fileMover(_ index: Int? = nil) throws -> InspectableFileMover {
        InspectableFileMover(access: try FileDialogAccess(.mover, index: index, on: self))
    }
}

/// A handle on a `fileImporter`: `try view.fileImporter().select(url)`.
public struct InspectableFileImporter: CustomStringConvertible {
    let access: FileDialogAccess

    /// The chain of inspection calls from the root to this importer.
    public var pathToRoot: String { access.pathToRoot }
    /// "fileImporter" and `pathToRoot`.
    public var description: String { "fileImporter at \(pathToRoot)" }

    /// Whether the importer is presented: its `isPresented` binding is true.
    public func isPresented() throws -> Bool { try access.isPresented() }

    /// The types of files the importer lets a user pick.
    public func allowedContentTypes() throws -> [UTType] {
        try access.reading("allowedContentTypes()") { _, dialog, _ in dialog.contentTypes }
    }

    /// Whether a user may pick several files.
    public func allowsMultipleSelection() throws -> Bool {
        try access.reading("allowsMultipleSelection()") { _, dialog, _ in dialog.completesWithSeveral }
    }

    /// The message the dialog shows (`.fileDialogMessage(_:)`); nil when none was set.
    public func message() throws -> String? { try access.text("message()", \.fileDialogMessage) }

    /// The label of the dialog's confirming button (`.fileDialogConfirmationLabel(_:)`).
    public func confirmationLabel() throws -> String? { try access.text("confirmationLabel()", \.fileDialogConfirmationLabel) }

    /// The folder the dialog opens in (`.fileDialogDefaultDirectory(_:)`).
    public func defaultDirectory() throws -> URL? { try access.defaultDirectory() }

    /// Picks `url`, as a user would: the binding goes back to false, then the completion gets
    /// the URL. Throws when the importer is not presented or the file's type (by its
    /// extension) is not an allowed one.
    public func select(_ url: URL) throws {
        try select([url], call: "select(_:)")
    }

    /// Picks `urls`, as a user would. Throws when the importer is not presented, when it
    /// takes one file and several are given, when none is given, or when a file's type is not
    /// an allowed one.
    public func select(_ urls: [URL]) throws {
        try select(urls, call: "select(_:)")
    }

    private func select(_ urls: [URL], call: String) throws {
        try access.reading(call) { node, dialog, _ in
            try FileDialogReading.ensurePresented(dialog, on: node)
            guard !urls.isEmpty else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the URLs", reason: "are empty; a user picks at least one file, or cancels: call cancel()")
            }
            if urls.count > 1, !dialog.completesWithSeveral {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the URLs",
                    reason: "are \(urls.count), but the fileImporter takes one file (allowsMultipleSelection is false)")
            }
            for url in urls where !FileDialogReading.allows(url, dialog.contentTypes) {
                let type = UTType(filenameExtension: url.pathExtension)?.identifier ?? "public.data"
                throw InspectionError.Reason.invalidArgument(
                    argument: url.lastPathComponent,
                    reason: "is of type \(type), which the fileImporter does not allow;"
                        + " it allows \(dialog.contentTypes.map(\.identifier))")
            }
            FileDialogReading.finish(dialog, on: node, with: .success(urls))
        }
    }

    /// Makes picking fail with `error`, as the system's dialog may: the binding goes back to
    /// false, then the completion gets the error. Throws when the importer is not presented.
    public func fail(with error: any Error) throws { try access.fail(with: error) }

    /// Cancels, as a user would: the binding goes back to false, then `onCancellation` runs
    /// (when the call has one; the completion does not run). Throws when not presented.
    public func cancel() throws { try access.cancel() }
}

/// A handle on a `fileExporter`: `let urls = try view.fileExporter().export(to: folder)`.
public struct InspectableFileExporter: CustomStringConvertible {
    let access: FileDialogAccess

    /// The chain of inspection calls from the root to this exporter.
    public var pathToRoot: String { access.pathToRoot }
    /// "fileExporter" and `pathToRoot`.
    public var description: String { "fileExporter at \(pathToRoot)" }

    /// Whether the exporter is presented: its `isPresented` binding is true.
    public func isPresented() throws -> Bool { try access.isPresented() }

    /// The types the exporter may write: the one `contentType:` given, the `contentTypes:`
    /// given, or the document's writable (the item's exported) types when none were.
    public func contentTypes() throws -> [UTType] {
        try access.reading("contentTypes()") { _, dialog, _ in dialog.contentTypes }
    }

    /// The name the dialog proposes; nil when the call gave none.
    public func defaultFilename() throws -> String? {
        try access.reading("defaultFilename()") { _, dialog, _ in dialog.defaultFilename }
    }

    /// The document exported (or the `Transferable` item), as a `T`. Throws when it was
    /// given nil, when there are several (`documents(_:)`), or when it is not a `T`.
    public func document<T>(_ type: T.Type = T.self) throws -> T {
        try access.reading("document(\(TypeName.display(T.self)).self)") { _, dialog, _ in
            guard dialog.values.count == 1 else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "document", view: "fileExporter",
                    reason: dialog.values.isEmpty ? "it was given nil" : "it exports \(dialog.values.count); read documents(_:)")
            }
            return try FileDialogReading.cast(dialog.values[0], to: T.self)
        }
    }

    /// The documents exported (or the `Transferable` items), as `T`s, in order.
    public func documents<T>(_ type: T.Type = T.self) throws -> [T] {
        try access.reading("documents(\(TypeName.display(T.self)).self)") { _, dialog, _ in
            try dialog.values.map { try FileDialogReading.cast($0, to: T.self) }
        }
    }

    /// The message the dialog shows (`.fileDialogMessage(_:)`); nil when none was set.
    public func message() throws -> String? { try access.text("message()", \.fileDialogMessage) }

    /// The label of the dialog's confirming button (`.fileDialogConfirmationLabel(_:)`).
    public func confirmationLabel() throws -> String? { try access.text("confirmationLabel()", \.fileDialogConfirmationLabel) }

    /// The label of the dialog's name field (`.fileExporterFilenameLabel(_:)`).
    public func filenameLabel() throws -> String? { try access.text("filenameLabel()", \.fileExporterFilenameLabel) }

    /// The folder the dialog opens in (`.fileDialogDefaultDirectory(_:)`).
    public func defaultDirectory() throws -> URL? { try access.defaultDirectory() }

    /// Saves, as a user would: writes each document (its `fileWrapper`, or the item's
    /// representation) as `contentType` (the first of `contentTypes()` when nil) into
    /// `directory` — the dialog's default directory when nil, or else a new temporary folder —
    /// named by `defaultFilename` ("Untitled", "Untitled 2"… without one) with the type's
    /// extension; then the binding goes back to false and the completion gets the files'
    /// URLs, which are returned. When writing fails, the completion gets the error, as the
    /// system's does, and the error is rethrown. Throws when the exporter is not presented,
    /// was given no document, or does not write `contentType`.
    @discardableResult
    public func export(to directory: URL? = nil, as contentType: UTType? = nil) throws -> [URL] {
        try access.reading("export(to:as:)") { node, dialog, environment in
            try FileDialogReading.ensurePresented(dialog, on: node)
            guard !dialog.values.isEmpty, let write = dialog.write else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "document", view: "fileExporter", reason: "it was given nil: there is nothing to export")
            }
            guard let type = contentType ?? dialog.contentTypes.first else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "content type", view: "fileExporter", reason: "it writes no type: pass one with as:")
            }
            guard dialog.contentTypes.contains(type) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "as: \(type.identifier)",
                    reason: "is not a type the fileExporter writes; it writes \(dialog.contentTypes.map(\.identifier))")
            }
            let folder = directory ?? environment.fileDialogDefaultDirectory ?? FileDialogReading.temporaryFolder()
            var written: [URL] = []
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for index in dialog.values.indices {
                    let url = folder.appendingPathComponent(
                        FileDialogReading.filename(dialog.defaultFilename, number: index, type: type))
                    var wrapper: FileWrapper?
                    try Interaction.perform(at: node) { wrapper = try write(index, type) }
                    try wrapper?.writeContents(to: url)
                    written.append(url)
                }
            } catch {
                FileDialogReading.finish(dialog, on: node, with: .failure(error))
                throw error
            }
            FileDialogReading.finish(dialog, on: node, with: .success(written))
            return written
        }
    }

    /// Makes saving fail with `error`: the binding goes back to false, then the completion
    /// gets the error. Throws when the exporter is not presented.
    public func fail(with error: any Error) throws { try access.fail(with: error) }

    /// Cancels, as a user would: the binding goes back to false, then `onCancellation` runs
    /// (when the call has one). Throws when not presented.
    public func cancel() throws { try access.cancel() }
}

/// A handle on a `fileMover`: `let moved = try view.fileMover().move(to: folder)`.
public struct InspectableFileMover: CustomStringConvertible {
    let access: FileDialogAccess

    /// The chain of inspection calls from the root to this mover.
    public var pathToRoot: String { access.pathToRoot }
    /// "fileMover" and `pathToRoot`.
    public var description: String { "fileMover at \(pathToRoot)" }

    /// Whether the mover is presented: its `isPresented` binding is true.
    public func isPresented() throws -> Bool { try access.isPresented() }

    /// The files the mover moves, in order; empty when it was given nil.
    public func files() throws -> [URL] {
        try access.reading("files()") { _, dialog, _ in dialog.values.compactMap { $0 as? URL } }
    }

    /// The message the dialog shows (`.fileDialogMessage(_:)`); nil when none was set.
    public func message() throws -> String? { try access.text("message()", \.fileDialogMessage) }

    /// The label of the dialog's confirming button (`.fileDialogConfirmationLabel(_:)`).
    public func confirmationLabel() throws -> String? { try access.text("confirmationLabel()", \.fileDialogConfirmationLabel) }

    /// The folder the dialog opens in (`.fileDialogDefaultDirectory(_:)`).
    public func defaultDirectory() throws -> URL? { try access.defaultDirectory() }

    /// Moves the files into `directory` (the dialog's default directory when nil, or else a
    /// new temporary folder), keeping their names, as a user would; then the binding goes
    /// back to false and the completion gets the new URLs, which are returned. When moving
    /// fails, the completion gets the error and the error is rethrown. Throws when the mover
    /// is not presented or was given no file.
    @discardableResult
    public func move(to directory: URL? = nil) throws -> [URL] {
        try access.reading("move(to:)") { node, dialog, environment in
            try FileDialogReading.ensurePresented(dialog, on: node)
            let files = dialog.values.compactMap { $0 as? URL }
            guard !files.isEmpty else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "file", view: "fileMover", reason: "it was given nil: there is nothing to move")
            }
            let folder = directory ?? environment.fileDialogDefaultDirectory ?? FileDialogReading.temporaryFolder()
            var moved: [URL] = []
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in files {
                    let destination = folder.appendingPathComponent(file.lastPathComponent)
                    try FileManager.default.moveItem(at: file, to: destination)
                    moved.append(destination)
                }
            } catch {
                FileDialogReading.finish(dialog, on: node, with: .failure(error))
                throw error
            }
            FileDialogReading.finish(dialog, on: node, with: .success(moved))
            return moved
        }
    }

    /// Makes moving fail with `error`: the binding goes back to false, then the completion
    /// gets the error. Throws when the mover is not presented.
    public func fail(with error: any Error) throws { try access.fail(with: error) }

    /// Cancels, as a user would: the binding goes back to false, then `onCancellation` runs
    /// (when the call has one). Throws when not presented.
    public func cancel() throws { try access.cancel() }
}

/// Where a file dialog handle reads its dialog: the view it is on, the kind, the index.
struct FileDialogAccess {
    let owner: InspectableView<ViewType.ClassifiedView>
    let kind: FileDialog.Kind
    let index: Int
    /// The call that reached the dialog: `fileImporter()`, `fileExporter(1)`.
    let call: String

    init<V>(_ kind: FileDialog.Kind, index: Int?, on view: InspectableView<V>) throws {
        let call = "\(kind.rawValue)(\(index.map(String.init) ?? ""))"
        let node = try view.reading(call) { node in
            _ = try FileDialogReading.dialog(kind, at: index ?? 0, on: node)
            return node
        }
        self.owner = InspectableView<ViewType.ClassifiedView>(node)
        self.kind = kind
        self.index = index ?? 0
        self.call = call
    }

    var pathToRoot: String { owner.pathToRoot + "." + call }

    /// Runs `body` on the dialog as it is now (a hosted view's latest), with the environment
    /// it is presented in; errors name the handle's path.
    func reading<Result>(
        _ call: String, _ body: (InspectionNode, FileDialog, EnvironmentValues) throws -> Result
    ) throws -> Result {
        let node = try owner.node()
        do {
            let (dialog, environment) = try FileDialogReading.dialog(kind, at: index, on: node)
            return try body(node, dialog, environment)
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, at: node, appending: self.call + "." + call)
        }
    }

    func isPresented() throws -> Bool {
        try reading("isPresented()") { _, dialog, _ in dialog.isPresented.wrappedValue }
    }

    func text(_ call: String, _ key: KeyPath<EnvironmentValues, ViewTree.Text?>) throws -> String? {
        try reading(call) { _, _, environment in try environment[keyPath: key].map { try TextReading.string(of: $0) } }
    }

    func defaultDirectory() throws -> URL? {
        try reading("defaultDirectory()") { _, _, environment in environment.fileDialogDefaultDirectory }
    }

    func fail(with error: any Error) throws {
        try reading("fail(with:)") { node, dialog, _ in
            try FileDialogReading.ensurePresented(dialog, on: node)
            FileDialogReading.finish(dialog, on: node, with: .failure(error))
        }
    }

    func cancel() throws {
        try reading("cancel()") { node, dialog, _ in
            try FileDialogReading.ensurePresented(dialog, on: node)
            Interaction.perform(at: node) {
                dialog.isPresented.wrappedValue = false
                dialog.cancel?()
            }
        }
    }
}

/// Reading and completing the file dialogs.
enum FileDialogReading {
    /// The dialog of `kind` at `index` among the node's, with the environment around it.
    static func dialog(_ kind: FileDialog.Kind, at index: Int, on node: InspectionNode) throws -> (FileDialog, EnvironmentValues) {
        let found = try node.ownModifiers(.fileDialog).compactMap { entry -> (Int, FileDialog)? in
            let read = try Self.dialog(ofModifier: entry.modifier)
            return read.kind == kind ? (entry.index, read) : nil
        }
        guard !found.isEmpty else { throw node.missing(".\(kind.rawValue)") }
        guard found.indices.contains(index) else {
            throw InspectionError.Reason.indexOutOfRange(
                index: index, count: found.count, container: node.kindName, item: kind.rawValue)
        }
        let (position, dialog) = found[index]
        return (dialog, node.environment(outsideModifierAt: position))
    }

    static func dialog(ofModifier modifier: Any) throws -> FileDialog {
        try Reflection.field("dialog", of: modifier, as: FileDialog.self)
    }

    static func ensurePresented(_ dialog: FileDialog, on node: InspectionNode) throws {
        guard dialog.isPresented.wrappedValue else {
            throw InspectionError.Reason.unresponsive(
                control: "\(node.kindName)'s .\(dialog.kind.rawValue)",
                reason: "is not presented (its isPresented binding is false): only a presented dialog can be completed")
        }
    }

    /// Dismisses the dialog, then runs its completion with `result`.
    static func finish(_ dialog: FileDialog, on node: InspectionNode, with result: Result<[URL], any Error>) {
        Interaction.perform(at: node) {
            dialog.isPresented.wrappedValue = false
            dialog.complete(result)
        }
    }

    /// Whether a user could pick `url` in an importer of `allowed`: its type, by extension,
    /// conforms to an allowed one. A file of an extension no system type has may be a type of
    /// the app's own, whose extensions only its Info.plist knows: it is allowed when one of
    /// the allowed types is the app's own.
    static func allows(_ url: URL, _ allowed: [UTType]) -> Bool {
        guard let type = UTType(filenameExtension: url.pathExtension) else {
            return allowed.contains { UTType.data.conforms(to: $0) }
        }
        if allowed.contains(where: type.conforms(to:)) { return true }
        let systemPrefixes = ["public.", "com.apple.", "com.adobe.", "dyn."]
        return type.identifier.hasPrefix("dyn.")
            && allowed.contains { type in !systemPrefixes.contains(where: type.identifier.hasPrefix) }
    }

    /// The name of the `number`th file written: the default name (or "Untitled"), numbered
    /// after the first, with the type's extension unless it has one.
    static func filename(_ defaultFilename: String?, number: Int, type: UTType) -> String {
        var name = defaultFilename ?? "Untitled"
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        if number > 0 {
            let stem = hasExtension ? (name as NSString).deletingPathExtension : name
            let suffix = hasExtension ? "." + (name as NSString).pathExtension : ""
            name = "\(stem) \(number + 1)\(suffix)"
        }
        if !hasExtension, let pathExtension = type.preferredFilenameExtension { name += "." + pathExtension }
        return name
    }

    /// A new, empty temporary folder.
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("FileDialog-\(UUID().uuidString)", isDirectory: true)
    }

    static func cast<T>(_ value: Any, to type: T.Type) throws -> T {
        guard let typed = value as? T else {
            throw InspectionError.Reason.typeMismatch(
                expected: TypeName.display(T.self), found: TypeName.display(Swift.type(of: value)), hint: nil)
        }
        return typed
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.fileImporter`, `.fileExporter`, `.fileMover`: named after the call; the dump shows
    /// the types an importer allows or an exporter writes.
    static let fileDialog = ModifierKind(
        naming: { modifier in "." + ((try? FileDialogReading.dialog(ofModifier: modifier))?.kind.rawValue ?? "fileImporter") },
        summary: { modifier in
            guard let dialog = try? FileDialogReading.dialog(ofModifier: modifier) else { return ".fileImporter" }
            switch dialog.kind {
            case .importer, .exporter:
                return ".\(dialog.kind.rawValue)([\(dialog.contentTypes.map(\.identifier).joined(separator: ", "))])"
            case .mover:
                return ".fileMover(\(dialog.values.compactMap { ($0 as? URL)?.lastPathComponent }))"
            }
        })
}

extension _FileDialogModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .fileDialog }
}
