import Foundation

/// One entry of a checklist.
struct ChecklistItem: Identifiable, Codable, Hashable {
  var id = UUID()
  var title: String
  var isChecked = false
}
