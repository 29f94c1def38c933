import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Renders the seeds' leaderboard with Pango text and compares it with
/// `Snapshots/grid-leaderboard-<scheme>.png` (a copy goes to /tmp/grid-shots for viewing).
@MainActor
struct GridSnapshotTests {
  struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    var id: String { type }
  }

  struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
      Grid(alignment: .leading) {
        ForEach(pets) { pet in
          GridRow {
            Text(pet.type)
            ProgressView(
              value: Double(pet.votes),
              total: Double(totalVotes))
            Text("\(pet.votes)")
              .gridColumnAlignment(.trailing)
          }

          Divider()
        }
      }
      .padding()
    }
  }

  @Test(arguments: [ColorScheme.light, .dark], [LayoutDirection.leftToRight, .rightToLeft])
  func leaderboard(colorScheme: ColorScheme, direction: LayoutDirection) throws {
    let pets = [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 16)]
    let host = TestHost(
      Leaderboard(pets: pets, totalVotes: 50), size: CGSize(width: 320, height: 140),
      colorScheme: colorScheme,
      layoutDirection: direction)
    host.scale = 2
    let png = try #require(host.pngData())
    let name =
      "grid-leaderboard-\(colorScheme == .light ? "light" : "dark")\(direction == .rightToLeft ? "-rtl" : "")"
    try? FileManager.default.createDirectory(atPath: "/tmp/grid-shots", withIntermediateDirectories: true)
    try? png.write(to: URL(fileURLWithPath: "/tmp/grid-shots/\(name).png"))
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: PainterSnapshot.directory.appendingPathComponent("\(name).png"))
    #expect(outcome.isMatch, "\(outcome)")
  }
}
