import Foundation

/// How file dialogs show the file system: hidden files, packages' contents, extensions. Set
/// with `.fileDialogBrowserOptions(_:)`.
public struct FileDialogBrowserOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: Int

    /// The options with these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Packages can be opened and their contents browsed, rather than shown as files.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Files hidden by default are shown.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// File extensions are shown (on iOS; they are hidden by default).
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

private struct FileDialogBrowserOptionsKey: EnvironmentKey {
    static var defaultValue: FileDialogBrowserOptions { [] }
}

private struct FileDialogCustomizationIDKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct FileDialogImportsUnresolvedAliasesKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct FileDialogURLEnabledKey: EnvironmentKey {
    static var defaultValue: Predicate<URL>? { nil }
}

extension EnvironmentValues {
    /// How file dialogs here show the file system, set with `.fileDialogBrowserOptions(_:)`.
    package var fileDialogBrowserOptions: FileDialogBrowserOptions {
        get { self[FileDialogBrowserOptionsKey.self] }
        set { self[FileDialogBrowserOptionsKey.self] = newValue }
    }

    /// The identifier under which file dialogs here keep their configuration, set with
    /// `.fileDialogCustomizationID(_:)`.
    package var fileDialogCustomizationID: String? {
        get { self[FileDialogCustomizationIDKey.self] }
        set { self[FileDialogCustomizationIDKey.self] = newValue }
    }

    /// Whether file dialogs here hand over an alias chosen as it is rather than the item it
    /// refers to, set with `.fileDialogImportsUnresolvedAliases(_:)`.
    package var fileDialogImportsUnresolvedAliases: Bool {
        get { self[FileDialogImportsUnresolvedAliasesKey.self] }
        set { self[FileDialogImportsUnresolvedAliasesKey.self] = newValue }
    }

    /// Which URLs file importers and movers here let a user choose, set with
    /// `.fileDialogURLEnabled(_:)`; nil, all.
    package var fileDialogURLEnabled: Predicate<URL>? {
        get { self[FileDialogURLEnabledKey.self] }
        set { self[FileDialogURLEnabledKey.self] = newValue }
    }
}

extension View {
    /// How the file dialogs presented in this view show the file system.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
    /// .fileDialogBrowserOptions([.includeHiddenFiles, .enumeratePackages])
    /// ```
    public consuming func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        environment(\.fileDialogBrowserOptions, options)
    }

    /// The identifier under which the file dialogs presented in this view keep their
    /// configuration (folder, view style, size) from one presentation to the next.
    public consuming func fileDialogCustomizationID(_ id: String) -> some View {
        environment(\.fileDialogCustomizationID, id)
    }

    /// Whether the file dialogs presented in this view hand over an alias a user chooses as it
    /// is (true) rather than the item it refers to (false, the default).
    public consuming func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        environment(\.fileDialogImportsUnresolvedAliases, imports)
    }

    /// Which URLs the file importers and movers presented in this view let a user choose: the
    /// others are shown disabled. Inspector refuses to pick a file, or move into a folder, that
    /// `predicate` disables.
    ///
    /// ```swift
    /// .fileDialogURLEnabled(#Predicate<URL> { $0.lastPathComponent != "Private" })
    /// ```
    public consuming func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        environment(\.fileDialogURLEnabled, predicate)
    }
}
