import Foundation
import TrellisCore

/// The content of a `DocumentGroup` window: the editor on the window's document, the Open and
/// Save dialogs the commands show, and the window's title, which names the file.
struct DocumentWindow<Document: FileDocument, Content: View>: View {
  /// The file the window presents, which a Save As changes.
  let presented: PresentedWindowValue?
  let editor: (FileDocumentConfiguration<Document>) -> Content
  @State private var session: DocumentSession<Document>
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.setWindowTitle) private var setWindowTitle

  init(
    presented: PresentedWindowValue?, newDocument: (() -> Document)?,
    editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.presented = presented
    self.editor = editor
    let file = (presented?.value?.base as? DocumentFile)?.url
    _session = State(initialValue: DocumentSession(file: file, newDocument: newDocument))
  }

  var body: some View {
    @Bindable var session = session
    content
      .fileImporter(isPresented: $session.isOpening, allowedContentTypes: Document.readableContentTypes) {
        result in
        guard case .success(let url) = result else { return }
        openWindow(value: DocumentFile(url: url))
        // A viewer's empty window (opened with no file) gives way to the document.
        if session.document == nil { dismissWindow() }
      }
      .fileExporter(
        isPresented: $session.isSaving, document: session.document, contentType: session.contentType,
        defaultFilename: session.fileURL?.lastPathComponent ?? "Untitled"
      ) { result in
        switch result {
        case .success(let url):
          session.didSave(to: url)
          presented?.value = AnyHashable(DocumentFile(url: url))
        case .failure(let error):
          session.didFailToSave(error)
        }
      }
      // Both dialogs start in the document's folder.
      .fileDialogDefaultDirectory(session.fileURL?.deletingLastPathComponent())
      .alert(
        "Cannot Save",
        isPresented: Binding(get: { session.saveError != nil }, set: { if !$0 { session.saveError = nil } })
      ) {
        Button("OK") {}
      } message: {
        Text(session.saveError ?? "")
      }
      .focusedSceneValue(\.documentCommandTarget, session)
      .onChange(of: session.title, initial: true) { setWindowTitle?(session.title) }
      .onAppear {
        if session.document == nil, session.readError == nil { session.isOpening = true }
      }
  }

  @ViewBuilder private var content: some View {
    if let document = session.document {
      let session = session
      editor(
        FileDocumentConfiguration(
          document: Binding(get: { session.document ?? document }, set: { session.edit($0) }),
          fileURL: session.fileURL, isEditable: session.isEditable))
    } else if let error = session.readError {
      ContentUnavailableView(
        "Cannot Open the Document", systemImage: "exclamationmark.triangle", description: Text(error))
    } else {
      ContentUnavailableView(
        "No Document", systemImage: "doc", description: Text("Open one with Control-O."))
    }
  }
}
