import Foundation

// MARK: - The dialogs' customizations

private struct FileDialogMessageKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

private struct FileDialogConfirmationLabelKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

private struct FileExporterFilenameLabelKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

private struct FileDialogDefaultDirectoryKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
    /// The message file dialogs here show, set with `.fileDialogMessage(_:)`.
    package var fileDialogMessage: Text? {
        get { self[FileDialogMessageKey.self] }
        set { self[FileDialogMessageKey.self] = newValue }
    }

    /// The label of file dialogs' confirming button, set with `.fileDialogConfirmationLabel(_:)`.
    package var fileDialogConfirmationLabel: Text? {
        get { self[FileDialogConfirmationLabelKey.self] }
        set { self[FileDialogConfirmationLabelKey.self] = newValue }
    }

    /// The label of file exporters' name field, set with `.fileExporterFilenameLabel(_:)`.
    package var fileExporterFilenameLabel: Text? {
        get { self[FileExporterFilenameLabelKey.self] }
        set { self[FileExporterFilenameLabelKey.self] = newValue }
    }

    /// The folder file dialogs open in, set with `.fileDialogDefaultDirectory(_:)`.
    package var fileDialogDefaultDirectory: URL? {
        get { self[FileDialogDefaultDirectoryKey.self] }
        set { self[FileDialogDefaultDirectoryKey.self] = newValue }
    }
}

extension View {
    /// The message the file dialogs presented in this view show.
    public consuming func fileDialogMessage(_ message: Text?) -> some View {
        environment(\.fileDialogMessage, message)
    }

    /// The message the file dialogs presented in this view show.
    public consuming func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        environment(\.fileDialogMessage, Text(messageKey))
    }

    /// The message the file dialogs presented in this view show.
    @_disfavoredOverload
    public consuming func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        environment(\.fileDialogMessage, Text(message))
    }

    /// The label of the button that confirms the file dialogs presented in this view.
    public consuming func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        environment(\.fileDialogConfirmationLabel, label)
    }

    /// The label of the button that confirms the file dialogs presented in this view.
    public consuming func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(labelKey))
    }

    /// The label of the button that confirms the file dialogs presented in this view.
    @_disfavoredOverload
    public consuming func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(label))
    }

    /// The label of the name field of the file exporters presented in this view.
    public consuming func fileExporterFilenameLabel(_ label: Text?) -> some View {
        environment(\.fileExporterFilenameLabel, label)
    }

    /// The label of the name field of the file exporters presented in this view.
    public consuming func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        environment(\.fileExporterFilenameLabel, Text(labelKey))
    }

    /// The label of the name field of the file exporters presented in this view.
    @_disfavoredOverload
    public consuming func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileExporterFilenameLabel, Text(label))
    }

    /// The folder the file dialogs presented in this view open in; nil for the system's
    /// choice. Inspector saves and moves files there unless a test names another folder.
    public consuming func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        environment(\.fileDialogDefaultDirectory, defaultDirectory)
    }
}
