import Foundation
import ViewTree

// The system's file dialogs: `fileImporter`, `fileExporter`, `fileMover`. They show no views
// of the app, so their readers are handles, not views: read what the dialog was given, then
// complete it as a user would — pick files, save, move, or cancel. Completing or cancelling
// sets the binding back to false first, then runs the app's closure, as SwiftUI does.

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
