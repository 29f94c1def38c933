import Foundation
import TrellisCore

/// The content of a `DocumentGroup` window: the editor on the window's document, the Open and
/// Save dialogs the commands show, the window's title, which names the file, and the question
/// about unsaved changes when the window is asked to close.
struct DocumentWindow<Model: DocumentModel, Content: View>: View {
  /// The file the window presents, which a Save As changes.
  let presented: PresentedWindowValue?
  /// The editor on the session's document (which is not nil).
  let editor: @MainActor (DocumentSession<Model>, Model.Document) -> Content
  @State private var session: DocumentSession<Model>
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.setWindowTitle) private var setWindowTitle
  @Environment(\.windowCloseGuard) private var closeGuard
  @Environment(\.undoManager) private var undoManager
  @Environment(\.recentDocuments) private var recentDocuments

  init(
    presented: PresentedWindowValue?, newDocument: (() -> Model.Document)?,
    editor: @escaping @MainActor (DocumentSession<Model>, Model.Document) -> Content
  ) {
    self.presented = presented
    self.editor = editor
    let file = (presented?.value?.base as? DocumentFile)?.url
    _session = State(initialValue: DocumentSession(file: file, newDocument: newDocument))
  }

  /// The document as the file exporter writes it.
  private var exported: Model.Export? {
    guard let document = session.document else { return nil }
    return Model.export(document)
  }

  var body: some View {
    @Bindable var session = session
    content
      .fileImporter(isPresented: $session.isOpening, allowedContentTypes: Model.readableContentTypes) {
        result in
        guard case .success(let url) = result else { return }
        openWindow(value: DocumentFile(url: url))
        // A window with nothing in it (a viewer's, opened with no file, or an untitled document
        // never edited) gives way to the document, as on macOS.
        if session.document == nil || (session.fileURL == nil && !session.isEdited) { dismissWindow() }
      }
      .fileExporter(
        isPresented: $session.isSaving, document: exported,
        contentTypes: [session.contentType],
        defaultFilename: session.fileURL?.lastPathComponent ?? "Untitled"
      ) { result in
        switch result {
        case .success(let url):
          session.didSave(to: url)
          presented?.value = AnyHashable(DocumentFile(url: url))
          if session.closesAfterSaving { closeGuard?.closeNow() }
        case .failure(let error):
          session.closesAfterSaving = false
          session.didFailToSave(error)
        }
      } onCancellation: {
        session.closesAfterSaving = false
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
      .alert(
        "Revert to the saved “\(session.fileURL?.lastPathComponent ?? "Untitled")”?",
        isPresented: $session.isConfirmingRevert
      ) {
        Button("Revert", role: .destructive) { session.revert() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("Your changes are lost, and cannot be undone.")
      }
      .alert(
        "Cannot Revert",
        isPresented: Binding(
          get: { session.revertError != nil }, set: { if !$0 { session.revertError = nil } })
      ) {
        Button("OK") {}
      } message: {
        Text(session.revertError ?? "")
      }
      .alert(
        "Save changes to “\(session.fileURL?.lastPathComponent ?? "Untitled")” before closing?",
        isPresented: $session.isConfirmingClose
      ) {
        Button("Save") { saveAndClose() }.keyboardShortcut(.defaultAction)
        Button("Don’t Save", role: .destructive) { closeGuard?.closeNow() }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("Your changes are lost if you don’t save them.")
      }
      .focusedSceneValue(\.documentCommandTarget, session)
      .onChange(of: session.title, initial: true) { setWindowTitle?(session.title) }
      .onAppear {
        session.undoManager = undoManager
        session.recentDocuments = recentDocuments
        if session.document == nil, session.readError == nil { session.isOpening = true }
        closeGuard?.shouldClose = { [session = self.session] in
          guard session.hasUnsavedChanges else { return true }
          session.isConfirmingClose = true
          return false
        }
      }
  }

  /// Saves, then closes the window; an untitled document closes once the Save dialog saves it.
  private func saveAndClose() {
    session.save()
    if session.isSaving {
      session.closesAfterSaving = true
    } else if !session.isEdited {
      closeGuard?.closeNow()
    }
  }

  @ViewBuilder private var content: some View {
    if let document = session.document {
      editor(session, document)
        .environment(
          \.documentConfiguration,
          DocumentConfiguration(fileURL: session.fileURL, isEditable: session.isEditable))
    } else if let error = session.readError {
      ContentUnavailableView(
        "Cannot Open the Document", systemImage: "exclamationmark.triangle", description: Text(error))
    } else {
      ContentUnavailableView(
        "No Document", systemImage: "doc", description: Text("Open one with Control-O."))
    }
  }
}
