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

  /// The progress style of Apple's Scrumdinger tutorial: a rounded track with the current
  /// look, tinted, inside it.
  struct ScrumProgressStyle: ProgressViewStyle {
    var track: Color
    var bar: Color

    func makeBody(configuration: Configuration) -> some View {
      ZStack {
        RoundedRectangle(cornerRadius: 10.0)
          .fill(track)
          .frame(height: 20.0)
        ProgressView(configuration)
          .tint(bar)
          .frame(height: 12.0)
          .padding(.horizontal)
      }
    }
  }

  /// A style that adds to the current look rather than replacing it.
  struct ShadowedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ProgressView(configuration)
        .shadow(color: Color(red: 0, green: 0, blue: 0.6), radius: 4.0, x: 1.0, y: 2.0)
    }
  }

  /// A style drawn from nothing but the fraction: ten cells, lit as far as the task has come.
  struct CellsProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      let lit = Int(((configuration.fractionCompleted ?? 0) * 10).rounded())
      HStack(spacing: 3) {
        ForEach(0..<10, id: \.self) { cell in
          RoundedRectangle(cornerRadius: 2)
            .fill(cell < lit ? Color.green : Color.gray.opacity(0.3))
            .frame(width: 14, height: 14)
        }
      }
    }
  }

  struct CustomProgressGallery: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 18) {
        ProgressView(value: 0.4)
          .progressViewStyle(ScrumProgressStyle(track: .yellow, bar: .indigo))
        ProgressView(value: 0.7)
          .progressViewStyle(ShadowedProgressStyle())
        HStack(spacing: 20) {
          ProgressView(value: 0.25).progressViewStyle(ShadowedProgressStyle()).progressViewStyle(.circular)
          ProgressView(value: 0.6).progressViewStyle(CellsProgressStyle())
        }
      }
      .padding(16)
    }
  }

  @Test func customProgressViewStyles() {
    ControlSnapshot.expectMatch(
      CustomProgressGallery(), size: CGSize(width: 260, height: 140), named: "progress-custom-styles")
  }
}
