extension SymbolCatalog {
  /// Marks, signs, chevrons and arrows: strokes, and filled circles with the mark cut out.
  static let basicSymbols: [String: SystemSymbol] = {
    typealias O = SymbolOutlines
    let p = O.p
    let check = [p(0.14, 0.54), p(0.4, 0.8), p(0.88, 0.2)]
    let arrowRight = O.combined([
      O.polyline([p(0.1, 0.5), p(0.86, 0.5)]),
      O.polyline([p(0.56, 0.2), p(0.88, 0.5), p(0.56, 0.8)]),
    ])
    let disc = O.circle(p(0.5, 0.5), 0.46)
    let ring = O.circle(p(0.5, 0.5), 0.42)
    func cut(_ hole: Path) -> SystemSymbol.Part { .fill(O.combined([disc, hole]), eoFill: true) }
    var symbols: [String: SystemSymbol] = [
      "checkmark": SystemSymbol(aspect: 1, parts: [.stroke(O.polyline(check), weight: 1.25)]),
      "xmark": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(O.polyline([p(0.2, 0.2), p(0.8, 0.8)]), weight: 1.2),
          .stroke(O.polyline([p(0.8, 0.2), p(0.2, 0.8)]), weight: 1.2),
        ]),
      "plus": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(O.polyline([p(0.5, 0.12), p(0.5, 0.88)]), weight: 1.2),
          .stroke(O.polyline([p(0.12, 0.5), p(0.88, 0.5)]), weight: 1.2),
        ]),
      "minus": SystemSymbol(
        aspect: 1, parts: [.stroke(O.polyline([p(0.12, 0.5), p(0.88, 0.5)]), weight: 1.2)]),
      "chevron.left": SystemSymbol(
        aspect: 0.62, parts: [.stroke(O.polyline([p(0.46, 0.12), p(0.16, 0.5), p(0.46, 0.88)]), weight: 1.3)]),
      "chevron.right": SystemSymbol(
        aspect: 0.62, parts: [.stroke(O.polyline([p(0.16, 0.12), p(0.46, 0.5), p(0.16, 0.88)]), weight: 1.3)]),
      "chevron.up": SystemSymbol(
        aspect: 1, parts: [.stroke(O.polyline([p(0.12, 0.67), p(0.5, 0.33), p(0.88, 0.67)]), weight: 1.3)]),
      "chevron.down": SystemSymbol(
        aspect: 1, parts: [.stroke(O.polyline([p(0.12, 0.33), p(0.5, 0.67), p(0.88, 0.33)]), weight: 1.3)]),
      "circle": SystemSymbol(aspect: 1, parts: [.stroke(ring)]),
      "circle.fill": SystemSymbol(aspect: 1, parts: [.fill(disc)]),
      "square": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(Path(roundedRect: CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), cornerRadius: 0.17))
        ]),
      "square.fill": SystemSymbol(
        aspect: 1,
        parts: [
          .fill(Path(roundedRect: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88), cornerRadius: 0.19))
        ]),
      "checkmark.circle.fill": SystemSymbol(
        aspect: 1,
        parts: [cut(O.thickPolyline([p(0.29, 0.52), p(0.44, 0.67), p(0.71, 0.35)], halfWidth: 0.055))]),
      "xmark.circle.fill": SystemSymbol(
        aspect: 1, parts: [cut(O.cross(p(0.5, 0.5), armLength: 0.19, halfWidth: 0.05, degrees: 45))]),
      "plus.circle.fill": SystemSymbol(
        aspect: 1, parts: [cut(O.cross(p(0.5, 0.5), armLength: 0.24, halfWidth: 0.05, degrees: 0))]),
      "info.circle": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(ring),
          .stroke(O.polyline([p(0.5, 0.46), p(0.5, 0.72)]), weight: 1.2),
          .fill(O.circle(p(0.5, 0.31), 0.06)),
        ]),
      "ellipsis": SystemSymbol(
        aspect: 1.2,
        parts: [.fill(O.combined([0.18, 0.6, 1.02].map { O.circle(p($0, 0.5), 0.085) }))]),
      "play.fill": SystemSymbol(
        aspect: 1,
        parts: [
          .fill(O.polygon([p(0.24, 0.14), p(0.84, 0.5), p(0.24, 0.86)])),
          .stroke(O.polygon([p(0.24, 0.14), p(0.84, 0.5), p(0.24, 0.86)]), weight: 1.2),
        ]),
      "pause.fill": SystemSymbol(
        aspect: 1,
        parts: [
          .fill(
            O.combined([
              Path(roundedRect: CGRect(x: 0.2, y: 0.1, width: 0.2, height: 0.8), cornerRadius: 0.05),
              Path(roundedRect: CGRect(x: 0.6, y: 0.1, width: 0.2, height: 0.8), cornerRadius: 0.05),
            ]))
        ]),
    ]
    for (name, degrees) in [("right", 0.0), ("down", 90), ("left", 180), ("up", 270)] {
      symbols["arrow.\(name)"] = SystemSymbol(
        aspect: 1, parts: [.stroke(O.rotated(arrowRight, degrees: degrees), weight: 1.15)])
    }
    return symbols
  }()
}
