import Trellis

/// The editor of one checklist: its items with checkboxes and delete buttons, a field for a
/// new item, and how many are done.
struct ChecklistEditor: View {
  @ObservedObject var checklist: Checklist
  let isEditable: Bool
  @Environment(\.undoManager) private var undoManager
  @State private var newTitle = ""

  var body: some View {
    VStack(spacing: 0) {
      List {
        ForEach(checklist.items) { item in
          HStack {
            Toggle(
              item.title,
              isOn: Binding(
                get: { item.isChecked }, set: { _ in checklist.toggle(item.id, undoManager: undoManager) })
            )
            .toggleStyle(.checkbox)
            // Before the spacer, so a long title takes the room rather than wrapping at half.
            .layoutPriority(1)
            Spacer()
            Button {
              checklist.remove(item.id, undoManager: undoManager)
            } label: {
              Image(systemName: "trash")
            }
            .buttonStyle(.borderless)
            .accessibilityIdentifier("delete-\(item.title)")
          }
        }
      }
      .disabled(!isEditable)
      Divider()
      HStack {
        TextField("New item", text: $newTitle)
          .onSubmit(add)
          .accessibilityIdentifier("new-item")
        Button("Add", action: add)
          .disabled(newTitle.isEmpty || !isEditable)
      }
      .padding(8)
      Text(status)
        .accessibilityIdentifier("status")
        .font(.caption)
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 8)
        .padding(.bottom, 6)
    }
  }

  private var status: String {
    let done = checklist.items.filter(\.isChecked).count
    return "\(done) of \(checklist.items.count) done"
  }

  private func add() {
    let title = newTitle.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return }
    checklist.insert(ChecklistItem(title: title), undoManager: undoManager)
    newTitle = ""
  }
}
