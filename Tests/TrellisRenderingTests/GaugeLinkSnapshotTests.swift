import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Gauges in each style, links in every state and an empty-content placeholder, in light and dark.
@MainActor
@Suite struct GaugeLinkSnapshotTests {
  struct GaugeGallery: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        Gauge(value: 0.62) {
          Text("Storage")
        } currentValueLabel: {
          Text("62 %")
        } minimumValueLabel: {
          Text("0 GB")
        } maximumValueLabel: {
          Text("256 GB")
        }
        Gauge(value: 0.3) { Text("Battery") }.tint(.green)
        Gauge(value: 40, in: 0...100) {
          Text("Volume")
        } currentValueLabel: {
          Text("40")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .gaugeStyle(.accessoryLinear)
        HStack(spacing: 20) {
          Gauge(value: 72, in: 0...100) {
            Text("Speed")
          } currentValueLabel: {
            Text("72")
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("100")
          }
          .gaugeStyle(.accessoryCircular)
          Gauge(value: 0.45) {
            Text("CPU")
          } currentValueLabel: {
            Text("45")
          }
          .gaugeStyle(.accessoryCircularCapacity)
          Gauge(value: 0.8) { Text("Fill") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 80)
        }
      }
      .padding(16)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func gauges(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      GaugeGallery(), size: CGSize(width: 300, height: 260), colorScheme: colorScheme,
      named: "gauges-\(ControlSnapshotTests.suffix(colorScheme))")
  }

  static let linkRows = ["link"]

  struct LinkGallery: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        StateGrid(rows: GaugeLinkSnapshotTests.linkRows, cellWidth: 90) { _, _ in
          Link("Website", destination: URL(string: "https://example.com")!)
        }
        Link(destination: URL(string: "https://example.com/help")!) {
          Label("Help Center", systemImage: "info.circle")
        }
        .padding(.horizontal, 12)
      }
      .environment(\.openURL, OpenURLAction { _ in .handled })
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func links(colorScheme: ColorScheme) {
    let states = StateGrid<EmptyView>(rows: Self.linkRows) { _, _ in EmptyView() }.states
    ControlSnapshot.expectMatch(
      LinkGallery(), size: CGSize(width: 474, height: 100), colorScheme: colorScheme,
      named: "links-\(ControlSnapshotTests.suffix(colorScheme))", states: states)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func contentUnavailable(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      ContentUnavailableView.search(text: "kiwi"), size: CGSize(width: 320, height: 220),
      colorScheme: colorScheme, named: "unavailable-\(ControlSnapshotTests.suffix(colorScheme))")
  }
}
