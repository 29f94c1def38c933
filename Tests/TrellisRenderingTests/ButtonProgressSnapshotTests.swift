import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Every button style in every state, and every kind of progress view, in light and dark.
@MainActor
@Suite struct ButtonProgressSnapshotTests {
  static let buttonRows = ["automatic", "bordered", "prominent", "borderless", "plain", "destructive"]

  struct ButtonGallery: View {
    var body: some View {
      StateGrid(rows: ButtonProgressSnapshotTests.buttonRows, cellWidth: 100) { row, _ in
        switch row {
        case 0: Button("Button") {}
        case 1: Button("Button") {}.buttonStyle(.bordered)
        case 2: Button("Button") {}.buttonStyle(.borderedProminent)
        case 3: Button("Button") {}.buttonStyle(.borderless)
        case 4: Button("Button") {}.buttonStyle(.plain)
        default: Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func buttons(colorScheme: ColorScheme) {
    let states = StateGrid<EmptyView>(rows: Self.buttonRows) { _, _ in EmptyView() }.states
    ControlSnapshot.expectMatch(
      ButtonGallery(), size: CGSize(width: 524, height: 330), colorScheme: colorScheme,
      named: "buttons-\(ControlSnapshotTests.suffix(colorScheme))", states: states)
  }

  struct ProgressGallery: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 14) {
        ProgressView(value: 0.0)
        ProgressView(value: 0.4)
        ProgressView(value: 1.0)
        ProgressView(value: 30, total: 100) {
          Text("Downloading")
        } currentValueLabel: {
          Text("30 %")
        }
        HStack(spacing: 16) {
          ProgressView(value: 0.65).progressViewStyle(.circular)
          ProgressView()
          ProgressView(value: 0.5).tint(.orange)
          Label("Done", systemImage: "checkmark")
        }
      }
      .padding(16)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func progressViews(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      ProgressGallery(), size: CGSize(width: 300, height: 210), colorScheme: colorScheme,
      named: "progress-\(ControlSnapshotTests.suffix(colorScheme))")
  }
}
