import Trellis

/// Every toggle style.
struct TogglesSection: View {
  @State private var wifi = true
  @State private var bluetooth = false
  @State private var remember = true
  @State private var bold = true

  var body: some View {
    GallerySection(title: "Toggles") {
      Toggle("Wi-Fi", isOn: $wifi)
        .toggleStyle(.switch)
      Toggle("Bluetooth", isOn: $bluetooth)
        .toggleStyle(.switch)
        .tint(.green)
      Toggle("Remember me", isOn: $remember)
        .toggleStyle(.checkbox)
      HStack {
        Toggle("Bold", isOn: $bold)
          .toggleStyle(.button)
        Toggle("Disabled", isOn: .constant(true))
          .toggleStyle(.checkbox)
          .disabled(true)
      }
    }
  }
}

// As Xcode writes previews: type-checked here, shown by Xcode's canvas on a Mac.
#Preview("Toggles", traits: .sizeThatFitsLayout) {
  TogglesSection()
    .padding()
}
