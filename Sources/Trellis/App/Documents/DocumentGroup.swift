public import TrellisCore

/// A scene of document windows: each shows one file, read and written through a `FileDocument`.
///
/// ```swift
/// @main
/// struct TextPad: App {
///     var body: some Scene {
///         DocumentGroup(newDocument: TextFile()) { file in
///             TextEditor(text: file.$document.text)
///         }
///     }
/// }
/// ```
///
/// At launch the app opens a window for each file named on its command line, or an untitled
/// document. New (Control-N) opens another untitled document, Open… (Control-O) chooses a file
/// (raising its window when it is already open), Save (Control-S) writes the key window's
/// document back to its file (asking where, the first time) and Save As… (Shift-Control-S)
/// writes it to a new one. The window's title names the file, with an asterisk while there
/// are unsaved changes; closing a window with unsaved changes asks whether to save them.
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene {
  let newDocument: (() -> Document)?
  let editor: (FileDocumentConfiguration<Document>) -> Content

  /// Windows that edit documents, new ones made by `newDocument`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.editor = editor
  }

  /// Windows that only show documents of `documentType`: there is no new document and no
  /// saving, and with no file to open at launch the Open dialog shows.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    newDocument = nil
    editor = viewer
  }

  public var body: Never { fatalError("DocumentGroup has no body") }

  public func _windows() -> [WindowDescription] {
    let newDocument = newDocument
    let editor = editor
    var description = WindowDescription(title: "Untitled", id: nil, kind: .group) { services, environment in
      ViewGraph(
        content: WindowContent(
          content: DocumentWindow(
            presented: environment.presentedWindowValue, newDocument: newDocument, editor: editor)),
        services: services, environment: environment)
    }
    description.presentedType = ObjectIdentifier(DocumentFile.self)
    description.opensFiles = true
    return [description]
  }

  public func _commands() -> [CommandsSource] {
    let commands = DocumentCommands(isViewer: newDocument == nil)
    return [CommandsSource { commands._commandContents() }]
  }
}
