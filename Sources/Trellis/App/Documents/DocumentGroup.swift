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
/// document back to its file (asking where, the first time), Save As… (Shift-Control-S)
/// writes it to a new one, and Revert to Saved reads its file again. The window's title names
/// the file, with an asterisk while there are unsaved changes; closing a window with unsaved
/// changes asks whether to save them.
public struct DocumentGroup<Document, Content: View>: Scene {
  /// Whether the windows only show documents.
  let isViewer: Bool
  /// The graph of one window, presenting the file of its presented value (or a new document).
  let makeGraph: @MainActor (RenderServices, EnvironmentValues) -> ViewGraph

  public var body: Never { fatalError("DocumentGroup has no body") }

  public func _windows() -> [WindowDescription] {
    var description = WindowDescription(title: "Untitled", id: nil, kind: .group, makeGraph: makeGraph)
    description.presentedType = ObjectIdentifier(DocumentFile.self)
    description.opensFiles = true
    return [description]
  }

  public func _commands() -> [CommandsSource] {
    let commands = DocumentCommands(isViewer: isViewer)
    return [CommandsSource { commands._commandContents() }]
  }

  /// A scene whose windows show `DocumentWindow`s of `Model` with `editor`.
  init<Model: DocumentModel, Editor: View>(
    model: Model.Type, newDocument: (() -> Model.Document)?,
    editor: @escaping @MainActor (DocumentSession<Model>, Model.Document) -> Editor
  ) {
    isViewer = newDocument == nil
    makeGraph = { services, environment in
      ViewGraph(
        content: WindowContent(
          content: DocumentWindow<Model, Editor>(
            presented: environment.presentedWindowValue, newDocument: newDocument, editor: editor)),
        services: services, environment: environment)
    }
  }
}

extension DocumentGroup where Document: FileDocument {
  /// Windows that edit documents, new ones made by `newDocument`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(
      model: ValueDocuments<Document>.self, newDocument: newDocument, editor: Self.valueEditor(editor))
  }

  /// Windows that only show documents of `documentType`: there is no new document and no
  /// saving, and with no file to open at launch the Open dialog shows.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(model: ValueDocuments<Document>.self, newDocument: nil, editor: Self.valueEditor(viewer))
  }

  /// The editor given a binding to the session's document.
  private static func valueEditor(
    _ editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) -> @MainActor (DocumentSession<ValueDocuments<Document>>, Document) -> Content {
    { session, document in
      editor(
        FileDocumentConfiguration(
          document: Binding(get: { session.document ?? document }, set: { session.edit($0) }),
          fileURL: session.fileURL, isEditable: session.isEditable))
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Windows that edit documents that are objects, changed in place, new ones made by
  /// `newDocument`. A change the document announces marks the window's document edited; what
  /// the editor registers with the window's `UndoManager` undoes it.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(
      model: ReferenceDocuments<Document>.self, newDocument: newDocument, editor: Self.referenceEditor(editor)
    )
  }

  /// Windows that only show documents of `documentType`, objects: there is no new document and
  /// no saving, and with no file to open at launch the Open dialog shows.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.init(
      model: ReferenceDocuments<Document>.self, newDocument: nil, editor: Self.referenceEditor(viewer))
  }

  /// The editor given the session's document, in a view that follows the document's changes
  /// (an editor written inline reads the document without observing it itself).
  private static func referenceEditor(
    _ editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  )
    -> @MainActor (DocumentSession<ReferenceDocuments<Document>>, Document) -> ReferenceDocumentEditor<
      Document, Content
    >
  {
    { session, document in
      ReferenceDocumentEditor(
        document: document, fileURL: session.fileURL, isEditable: session.isEditable, editor: editor)
    }
  }
}
