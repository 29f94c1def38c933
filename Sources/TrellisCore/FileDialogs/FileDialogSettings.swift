public import Foundation

/// What a file dialog shows beyond its files.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// The options with the bits of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lets people browse into packages (Trellis shows every directory as a folder anyway).
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Shows hidden files: those whose names start with a dot.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// Shows filename extensions (Trellis always shows whole names).
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// The settings of the file dialogs a view presents, from the `fileDialog…` modifiers.
struct FileDialogSettings {
  /// Where a dialog starts; the current directory when nil.
  var defaultDirectory: URL?
  var message: Text?
  var confirmationLabel: Text?
  var filenameLabel: Text?
  var browserOptions: FileDialogBrowserOptions = []
}

struct FileDialogSettingsKey: EnvironmentKey {
  static var defaultValue: FileDialogSettings { FileDialogSettings() }
}

extension EnvironmentValues {
  var fileDialogSettings: FileDialogSettings {
    get { self[FileDialogSettingsKey.self] }
    set { self[FileDialogSettingsKey.self] = newValue }
  }
}

extension View {
  /// The directory the file importers and exporters in this view open at; nil for the current
  /// directory (the app's working directory).
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.defaultDirectory = defaultDirectory }
  }

  /// A message file dialogs show under their title, such as what the file is for.
  public func fileDialogMessage(_ message: Text?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.message = message }
  }

  /// A message file dialogs show under their title.
  public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
    fileDialogMessage(Text(messageKey))
  }

  /// A message file dialogs show under their title.
  @_disfavoredOverload
  public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
    fileDialogMessage(Text(message))
  }

  /// The label of a file dialog's confirming button, in place of "Open" or "Save".
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.confirmationLabel = label }
  }

  /// The label of a file dialog's confirming button, in place of "Open" or "Save".
  public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
    fileDialogConfirmationLabel(Text(labelKey))
  }

  /// The label of a file dialog's confirming button, in place of "Open" or "Save".
  @_disfavoredOverload
  public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
    fileDialogConfirmationLabel(Text(label))
  }

  /// The label beside a file exporter's name field, in place of "Save As:".
  public func fileExporterFilenameLabel(_ label: Text?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.filenameLabel = label }
  }

  /// The label beside a file exporter's name field, in place of "Save As:".
  public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
    fileExporterFilenameLabel(Text(labelKey))
  }

  /// The label beside a file exporter's name field, in place of "Save As:".
  @_disfavoredOverload
  public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
    fileExporterFilenameLabel(Text(label))
  }

  /// What file dialogs show: hidden files, for one.
  public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.browserOptions = options }
  }
}
