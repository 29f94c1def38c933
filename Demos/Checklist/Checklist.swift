import Foundation
import Trellis

/// A checklist document: an object the editor changes in place (a `ReferenceFileDocument`),
/// saved as JSON. Every change registers its reverse with the window's undo manager, so that
/// Control-Z takes it back and the title's edited mark follows.
final class Checklist: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [.json] }

  @Published var items: [ChecklistItem]

  init(items: [ChecklistItem] = Checklist.starter) {
    self.items = items
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    items = try JSONDecoder().decode([ChecklistItem].self, from: data)
  }

  func snapshot(contentType: UTType) throws -> [ChecklistItem] { items }

  func fileWrapper(snapshot: [ChecklistItem], configuration: WriteConfiguration) throws -> FileWrapper {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return FileWrapper(regularFileWithContents: try encoder.encode(snapshot))
  }

  /// What a new checklist holds.
  static let starter = [
    ChecklistItem(title: "Pack the tent"), ChecklistItem(title: "Buy matches"),
    ChecklistItem(title: "Check the weather"),
  ]

  // MARK: Undoable changes

  /// Checks or unchecks the item with `id`.
  @MainActor func toggle(_ id: ChecklistItem.ID, undoManager: UndoManager?) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    items[index].isChecked.toggle()
    undoManager?.registerUndo(withTarget: self) { checklist in checklist.toggle(id, undoManager: undoManager)
    }
    undoManager?.setActionName(items[index].isChecked ? "Check" : "Uncheck")
  }

  /// Adds `item` at `index` (the end when nil).
  @MainActor func insert(_ item: ChecklistItem, at index: Int? = nil, undoManager: UndoManager?) {
    let index = min(index ?? items.count, items.count)
    items.insert(item, at: index)
    undoManager?.registerUndo(withTarget: self) { checklist in
      checklist.remove(item.id, undoManager: undoManager)
    }
    undoManager?.setActionName("Add Item")
  }

  /// Removes the item with `id`.
  @MainActor func remove(_ id: ChecklistItem.ID, undoManager: UndoManager?) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    let item = items.remove(at: index)
    undoManager?.registerUndo(withTarget: self) { checklist in
      checklist.insert(item, at: index, undoManager: undoManager)
    }
    undoManager?.setActionName("Delete Item")
  }
}
