import Trellis

/// A checklist editor on a `ReferenceFileDocument`, in the manner of Apple's document-app
/// samples: check, add and delete items, undo and redo each change, save as JSON. Run it with
/// file names to open them, or with none for a new checklist.
@main
struct ChecklistApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: { Checklist() }) { file in
      ChecklistEditor(checklist: file.document, isEditable: file.isEditable)
    }
    .defaultSize(width: 360, height: 320)
  }
}
