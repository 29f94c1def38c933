extension SymbolCatalog {
  /// Animals and their traces, for pet apps: a paw print, a fish, a cat, a dog.
  static let petSymbols: [String: SystemSymbol] = {
    typealias O = SymbolOutlines
    let p = O.p
    var pad = Path()
    pad.move(to: p(0.5, 0.5))
    pad.addCurve(to: p(0.8, 0.8), control1: p(0.64, 0.5), control2: p(0.84, 0.66))
    pad.addCurve(to: p(0.5, 0.86), control1: p(0.76, 0.92), control2: p(0.6, 0.84))
    pad.addCurve(to: p(0.2, 0.8), control1: p(0.4, 0.84), control2: p(0.24, 0.92))
    pad.addCurve(to: p(0.5, 0.5), control1: p(0.16, 0.66), control2: p(0.36, 0.5))
    pad.closeSubpath()
    let toes = O.combined([
      O.ellipse(p(0.16, 0.44), CGSize(width: 0.16, height: 0.22), degrees: -25),
      O.ellipse(p(0.36, 0.22), CGSize(width: 0.17, height: 0.24), degrees: -8),
      O.ellipse(p(0.64, 0.22), CGSize(width: 0.17, height: 0.24), degrees: 8),
      O.ellipse(p(0.84, 0.44), CGSize(width: 0.16, height: 0.22), degrees: 25),
    ])

    var fish = Path()
    fish.move(to: p(0.06, 0.5))
    fish.addCurve(to: p(0.9, 0.5), control1: p(0.24, 0.14), control2: p(0.7, 0.16))
    fish.addCurve(to: p(0.06, 0.5), control1: p(0.7, 0.84), control2: p(0.24, 0.86))
    fish.closeSubpath()
    fish.addPath(O.circle(p(0.28, 0.45), 0.055))
    let tail = O.polygon([p(0.82, 0.5), p(1.24, 0.24), p(1.14, 0.5), p(1.24, 0.76)])

    let catHead = O.combined([
      O.ellipse(p(0.5, 0.6), CGSize(width: 0.76, height: 0.62)),
      O.ellipse(p(0.35, 0.58), CGSize(width: 0.09, height: 0.12)),
      O.ellipse(p(0.65, 0.58), CGSize(width: 0.09, height: 0.12)),
      O.polygon([p(0.45, 0.72), p(0.55, 0.72), p(0.5, 0.78)]),
    ])
    let catEars = O.combined([
      O.polygon([p(0.14, 0.5), p(0.18, 0.1), p(0.44, 0.32)]),
      O.polygon([p(0.56, 0.32), p(0.82, 0.1), p(0.86, 0.5)]),
    ])

    let dogHead = O.combined([
      Path(roundedRect: CGRect(x: 0.24, y: 0.18, width: 0.52, height: 0.72), cornerRadius: 0.24),
      O.ellipse(p(0.4, 0.46), CGSize(width: 0.08, height: 0.1)),
      O.ellipse(p(0.6, 0.46), CGSize(width: 0.08, height: 0.1)),
      O.ellipse(p(0.5, 0.68), CGSize(width: 0.16, height: 0.1)),
    ])
    let dogEars = O.combined([
      O.ellipse(p(0.19, 0.4), CGSize(width: 0.2, height: 0.44), degrees: 18),
      O.ellipse(p(0.81, 0.4), CGSize(width: 0.2, height: 0.44), degrees: -18),
    ])

    return [
      "pawprint.fill": SystemSymbol(aspect: 1, parts: [.fill(O.combined([pad, toes]))]),
      "fish.fill": SystemSymbol(
        aspect: 1.3, parts: [.fill(fish, eoFill: true), .fill(tail), .stroke(tail, weight: 0.6)]),
      "cat.fill": SystemSymbol(
        aspect: 1, parts: [.fill(catEars), .stroke(catEars, weight: 0.8), .fill(catHead, eoFill: true)]),
      "dog.fill": SystemSymbol(aspect: 1, parts: [.fill(dogEars), .fill(dogHead, eoFill: true)]),
    ]
  }()
}
