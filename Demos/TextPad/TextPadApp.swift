import Trellis

/// A plain-text editor written as Xcode's document-app template is: a `DocumentGroup` of
/// `TextFile`s. Run it with file names to open them (a name that does not exist yet is created
/// on the first save), or with none for an untitled document.
@main
struct TextPadApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: TextFile()) { file in
      TextPadEditor(document: file.$document, isEditable: file.isEditable)
    }
    .defaultSize(width: 480, height: 320)
  }
}
