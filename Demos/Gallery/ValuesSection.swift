import Trellis

/// Sliders, a stepper and progress views, determinate and not.
struct ValuesSection: View {
  @State private var volume = 0.6
  @State private var quantity = 3

  var body: some View {
    GallerySection(title: "Values") {
      Slider(value: $volume) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "minus")
      } maximumValueLabel: {
        Image(systemName: "plus")
      }
      Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
      ProgressView("Downloading", value: volume)
      HStack(spacing: 16) {
        ProgressView()
        ProgressView(value: 0.25)
          .progressViewStyle(.circular)
        ProgressView(value: volume)
          .tint(.orange)
      }
    }
  }
}
