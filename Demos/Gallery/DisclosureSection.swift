import Trellis

/// Disclosure groups, a group box with labeled content, gauges, a link and an empty-content
/// placeholder.
struct DisclosureSection: View {
  @State private var showsAdvanced = false
  @State private var storage = 0.62

  var body: some View {
    GallerySection(title: "Disclosure & Groups") {
      DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
        LabeledContent("Cache", value: "12.3 MB")
        Slider(value: $storage) { Text("Storage") }
      }
      DisclosureGroup {
        Text("Trellis draws every control itself with cairo.")
          .foregroundStyle(.secondary)
      } label: {
        Label("About", systemImage: "info.circle")
      }
      GroupBox("Account") {
        LabeledContent("Plan", value: "Family")
        LabeledContent("Renews") { Text("1 March") }
      }
      Gauge(value: storage) {
        Text("Storage")
      } currentValueLabel: {
        Text("\(Int(storage * 100)) %")
      } minimumValueLabel: {
        Text("0 GB")
      } maximumValueLabel: {
        Text("256 GB")
      }
      HStack(spacing: 20) {
        Gauge(value: storage * 100, in: 0...100) {
          Text("Speed")
        } currentValueLabel: {
          Text("\(Int(storage * 100))")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: storage) {
          Text("CPU")
        } currentValueLabel: {
          Text("\(Int(storage * 100))")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.orange)
      }
      Link("Swift on Linux", destination: URL(string: "https://www.swift.org/install/linux/")!)
      ContentUnavailableView.search(text: "kiwi")
        .frame(height: 200)
    }
  }
}
