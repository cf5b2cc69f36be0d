import Foundation
import ViewTree

// How a file dialog browses: `.fileDialogBrowserOptions`, `.fileDialogCustomizationID`,
// `.fileDialogImportsUnresolvedAliases` and `.fileDialogURLEnabled`, as the dialog reads them
// where it is presented.

extension InspectableFileImporter {
    /// How the dialog shows the file system (`.fileDialogBrowserOptions(_:)`); empty by default.
    public func browserOptions() throws -> FileDialogBrowserOptions { try access.browserOptions() }
    /// The identifier the dialog keeps its configuration under (`.fileDialogCustomizationID(_:)`).
    public func customizationID() throws -> String? { try access.customizationID() }
    /// Whether an alias chosen is handed over as it is (`.fileDialogImportsUnresolvedAliases(_:)`).
    public func importsUnresolvedAliases() throws -> Bool { try access.importsUnresolvedAliases() }
    /// Whether a user can choose `url` (`.fileDialogURLEnabled(_:)`); `select(_:)` refuses one
    /// that is not.
    public func isURLEnabled(_ url: URL) throws -> Bool { try access.isURLEnabled(url) }
}

extension InspectableFileExporter {
    /// How the dialog shows the file system (`.fileDialogBrowserOptions(_:)`); empty by default.
    public func browserOptions() throws -> FileDialogBrowserOptions { try access.browserOptions() }
    /// The identifier the dialog keeps its configuration under (`.fileDialogCustomizationID(_:)`).
    public func customizationID() throws -> String? { try access.customizationID() }
    /// Whether an alias chosen is handed over as it is (`.fileDialogImportsUnresolvedAliases(_:)`).
    public func importsUnresolvedAliases() throws -> Bool { try access.importsUnresolvedAliases() }
}

extension InspectableFileMover {
    /// How the dialog shows the file system (`.fileDialogBrowserOptions(_:)`); empty by default.
    public func browserOptions() throws -> FileDialogBrowserOptions { try access.browserOptions() }
    /// The identifier the dialog keeps its configuration under (`.fileDialogCustomizationID(_:)`).
    public func customizationID() throws -> String? { try access.customizationID() }
    /// Whether an alias chosen is handed over as it is (`.fileDialogImportsUnresolvedAliases(_:)`).
    public func importsUnresolvedAliases() throws -> Bool { try access.importsUnresolvedAliases() }
    /// Whether a user can choose the folder `url` (`.fileDialogURLEnabled(_:)`); `move(to:)`
    /// refuses one that is not.
    public func isURLEnabled(_ url: URL) throws -> Bool { try access.isURLEnabled(url) }
}

extension FileDialogAccess {
    func browserOptions() throws -> FileDialogBrowserOptions {
        try reading("browserOptions()") { _, _, environment in environment.fileDialogBrowserOptions }
    }

    func customizationID() throws -> String? {
        try reading("customizationID()") { _, _, environment in environment.fileDialogCustomizationID }
    }

    func importsUnresolvedAliases() throws -> Bool {
        try reading("importsUnresolvedAliases()") { _, _, environment in environment.fileDialogImportsUnresolvedAliases }
    }

    func isURLEnabled(_ url: URL) throws -> Bool {
        try reading("isURLEnabled(_:)") { _, _, environment in try FileDialogReading.isEnabled(url, in: environment) }
    }
}

extension FileDialogReading {
    /// Whether `.fileDialogURLEnabled(_:)` in `environment` lets a user choose `url` (yes
    /// without one); a predicate that throws is an inspection error.
    static func isEnabled(_ url: URL, in environment: EnvironmentValues) throws -> Bool {
        guard let predicate = environment.fileDialogURLEnabled else { return true }
        do {
            return try predicate.evaluate(url)
        } catch {
            throw InspectionError.Reason.invalidArgument(
                argument: url.lastPathComponent, reason: "could not be checked: the fileDialogURLEnabled predicate threw: \(error)")
        }
    }

    /// Throws when `.fileDialogURLEnabled(_:)` disables `url`, which a user could not choose in
    /// `dialog` as `what` ("file", "folder").
    static func ensureEnabled(_ url: URL, as what: String, in dialog: String, environment: EnvironmentValues) throws {
        guard try isEnabled(url, in: environment) else {
            throw InspectionError.Reason.invalidArgument(
                argument: url.lastPathComponent,
                reason: "is a \(what) the \(dialog) shows disabled (.fileDialogURLEnabled): a user cannot choose it")
        }
    }
}
