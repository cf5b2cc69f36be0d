import Foundation
import ViewTree

extension InspectableView {
    /// The view's `fileMover`; with several, the one at `index` in the order they were
    /// applied. `move(to:)` and `cancel()` throw unless it is presented.
    public func fileMover(_ index: Int? = nil) throws -> InspectableFileMover {
        InspectableFileMover(access: try FileDialogAccess(.mover, index: index, on: self))
    }
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
    /// is not presented, was given no file, or `.fileDialogURLEnabled(_:)` disables the folder.
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
            try FileDialogReading.ensureEnabled(folder, as: "folder", in: "fileMover", environment: environment)
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
