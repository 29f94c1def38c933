extension SymbolCatalog {
  /// Window parts and pictures: the switches of a sidebar and an inspector, a photo placeholder.
  static let windowSymbols: [String: SystemSymbol] = {
    typealias O = SymbolOutlines
    let p = O.p
    // A window: a rounded box, wider than tall.
    let window = Path(roundedRect: CGRect(x: 0.06, y: 0.16, width: 0.88, height: 0.68), cornerRadius: 0.12)
    func sidebar(atX x: CGFloat, linesFrom start: CGFloat) -> [SystemSymbol.Part] {
      let edge = O.polyline([p(x, 0.16), p(x, 0.84)])
      let lines = [0.32, 0.44, 0.56].map { y in O.polyline([p(start, y), p(start + 0.16, y)]) }
      return [.stroke(window), .stroke(edge)] + lines.map { .stroke($0, weight: 0.8) }
    }
    // A landscape: two hills under a sun, in a rounded frame.
    let frame = Path(roundedRect: CGRect(x: 0.06, y: 0.14, width: 0.88, height: 0.72), cornerRadius: 0.1)
    let hills = O.polyline([p(0.1, 0.78), p(0.36, 0.5), p(0.54, 0.68), p(0.68, 0.56), p(0.9, 0.78)])
    return [
      "sidebar.left": SystemSymbol(aspect: 1.25, parts: sidebar(atX: 0.38, linesFrom: 0.14)),
      "sidebar.right": SystemSymbol(aspect: 1.25, parts: sidebar(atX: 0.62, linesFrom: 0.7)),
      "photo": SystemSymbol(
        aspect: 1.2, parts: [.stroke(frame), .stroke(hills), .fill(O.circle(p(0.7, 0.34), 0.07))]),
    ]
  }()
}
