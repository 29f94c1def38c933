/// The built-in symbols `Image(systemName:)` draws, by name.
enum SymbolCatalog {
  static let symbols: [String: SystemSymbol] = basicSymbols.merging(objectSymbols) { a, _ in a }
    .merging(petSymbols) { a, _ in a }
    .merging(fileSymbols) { a, _ in a }
    .merging(windowSymbols) { a, _ in a }

  /// Every name, sorted.
  static var names: [String] { symbols.keys.sorted() }

  static func symbol(named name: String) -> SystemSymbol? { symbols[name] }

  /// What an unknown name draws: a rounded box with a question mark.
  static let placeholder: SystemSymbol = {
    typealias O = SymbolOutlines
    var question = Path()
    question.addArc(
      center: O.p(0.5, 0.4), radius: 0.13, startAngle: .degrees(200), endAngle: .degrees(400),
      clockwise: false)
    question.addLine(to: O.p(0.5, 0.6))
    return SystemSymbol(
      aspect: 1,
      parts: [
        .stroke(
          Path(roundedRect: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), cornerRadius: 0.16), weight: 0.8),
        .stroke(question, weight: 0.9),
        .fill(O.circle(O.p(0.5, 0.75), 0.055)),
      ])
  }()
}
