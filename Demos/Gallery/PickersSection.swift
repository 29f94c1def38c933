import Trellis

/// A segmented picker and a menu picker.
struct PickersSection: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla = "Vanilla"
    case chocolate = "Chocolate"
    case strawberry = "Strawberry"

    var id: Self { self }
  }

  @State private var flavor = Flavor.chocolate
  @State private var size = "Medium"

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
    }
  }
}
