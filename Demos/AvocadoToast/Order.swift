import Trellis

/// One item of an order, as the cell shows it.
struct Order: Identifiable {
  /// What it is shown as: the drawn avocado, or a symbol in a colour.
  enum Picture {
    case avocado
    case symbol(String, Color)
  }

  var id: String { name }
  var name: String
  var adjective: String
  var ingredients: String
  /// Stars out of `StarRating.maximum`.
  var rating: Int
  var picture: Picture

  static let menu: [Order] = [
    Order(
      name: "Avocado Toast", adjective: "delicious",
      ingredients: "Sourdough, smashed avocado, chili flakes, lime", rating: 4, picture: .avocado),
    Order(
      name: "Green Smoothie", adjective: "refreshing",
      ingredients: "Spinach, kale, banana, oat milk", rating: 3,
      picture: .symbol("leaf.fill", .green)),
    Order(
      name: "Berry Bowl", adjective: "sweet", ingredients: "Açaí, blueberries, granola, honey",
      rating: 5, picture: .symbol("heart.fill", .pink)),
  ]
}
