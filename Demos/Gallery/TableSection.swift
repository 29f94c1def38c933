import Foundation
import Trellis

/// A sortable table with a multiple selection: click the titles to sort, Ctrl- or Shift-click
/// rows to select several, arrow keys once it has focus.
struct TableSection: View {
  // Nonisolated, as the app code is main-actor by default: sort comparators need sendable key paths.
  nonisolated struct Planet: Identifiable {
    let name: String
    let moons: Int
    let radius: Double
    var id: String { name }
  }

  @State private var planets = [
    Planet(name: "Mercury", moons: 0, radius: 2_440), Planet(name: "Venus", moons: 0, radius: 6_052),
    Planet(name: "Earth", moons: 1, radius: 6_371), Planet(name: "Mars", moons: 2, radius: 3_390),
    Planet(name: "Jupiter", moons: 95, radius: 69_911), Planet(name: "Saturn", moons: 146, radius: 58_232),
    Planet(name: "Uranus", moons: 28, radius: 25_362), Planet(name: "Neptune", moons: 16, radius: 24_622),
  ]
  @State private var selection: Set<Planet.ID> = ["Earth"]
  @State private var order = [KeyPathComparator(\Planet.name)]

  var body: some View {
    GallerySection(title: "Table") {
      Table(planets, selection: $selection, sortOrder: $order) {
        TableColumn("Planet", value: \.name)
        TableColumn("Moons", value: \.moons) { Text("\($0.moons)").monospacedDigit() }
          .width(70)
        TableColumn("Radius (km)", value: \.radius) { planet in
          Text(planet.radius, format: .number)
        }
        .width(min: 90, max: 120)
      }
      .frame(height: 180)
      .onChange(of: order) { planets.sort(using: order) }
      Text("\(selection.count) selected")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}
