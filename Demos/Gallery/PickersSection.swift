import Trellis

/// A segmented picker, a menu picker, date pickers (a field with a stepper, and a compact one
/// whose date opens a calendar) and a color picker.
struct PickersSection: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla = "Vanilla"
    case chocolate = "Chocolate"
    case strawberry = "Strawberry"

    var id: Self { self }
  }

  @State private var flavor = Flavor.chocolate
  @State private var size = "Medium"
  @State private var reminder = Date()
  @State private var due = Date()
  @State private var highlight = Color.orange

  var body: some View {
    GallerySection(title: "Pickers") {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue)
        }
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: $size) {
        ForEach(["Small", "Medium", "Large"], id: \.self) { size in
          Text(size)
        }
      }
      .pickerStyle(.menu)
      DatePicker("Reminder", selection: $reminder)
      DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
        .datePickerStyle(.compact)
      ColorPicker("Highlight", selection: $highlight)
    }
  }
}
