extension SymbolCatalog {
  /// Everyday objects: stars, hearts, a leaf, a trash can, a gear, a magnifying glass, a person,
  /// a house, a warning sign, an envelope, a flag, a pencil, a globe and the share box.
  static let objectSymbols: [String: SystemSymbol] = {
    typealias O = SymbolOutlines
    let p = O.p
    let star = O.star(p(0.525, 0.54), outer: 0.47, inner: 0.21)
    let heart = O.heart(centerX: 0.55, lobeY: 0.36, radius: 0.235, tip: p(0.55, 0.88))
    let can = O.polygon([p(0.17, 0.25), p(0.23, 0.9), p(0.67, 0.9), p(0.73, 0.25)])
    let grooves = [0.34, 0.45, 0.56].map { x in O.polyline([p(x - (x - 0.45) * 0.12, 0.4), p(x, 0.76)]) }
    let triangle = O.polygon([p(0.5, 0.12), p(0.92, 0.86), p(0.08, 0.86)])
    let envelope = O.polygon([p(0.07, 0.2), p(0.93, 0.2), p(0.93, 0.8), p(0.07, 0.8)])
    let envelopeFlap = O.polyline([p(0.09, 0.23), p(0.5, 0.55), p(0.91, 0.23)])
    let flagPole = O.polyline([p(0.22, 0.08), p(0.22, 0.94)])
    let flagCloth = O.polygon([p(0.22, 0.1), p(0.86, 0.1), p(0.7, 0.33), p(0.86, 0.56), p(0.22, 0.56)])
    let pencil = O.polygon([p(0.14, 0.86), p(0.2, 0.63), p(0.66, 0.17), p(0.83, 0.34), p(0.37, 0.8)])
    return [
      "pencil": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(pencil),
          .stroke(O.polyline([p(0.58, 0.25), p(0.75, 0.42)]), weight: 0.85),
          .stroke(O.polyline([p(0.2, 0.63), p(0.37, 0.8)]), weight: 0.85),
        ]),
      // An open square with a pencil writing across its corner: compose, edit.
      "square.and.pencil": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(O.polyline([p(0.5, 0.16), p(0.14, 0.16), p(0.14, 0.86), p(0.84, 0.86), p(0.84, 0.5)])),
          .stroke(O.polygon([p(0.39, 0.61), p(0.43, 0.46), p(0.73, 0.16), p(0.84, 0.27), p(0.54, 0.57)])),
        ]),
      "square.and.arrow.up": SystemSymbol(
        aspect: 0.84,
        parts: [
          .stroke(
            O.polyline([p(0.33, 0.4), p(0.13, 0.4), p(0.13, 0.92), p(0.87, 0.92), p(0.87, 0.4), p(0.67, 0.4)])
          ),
          .stroke(O.polyline([p(0.5, 0.08), p(0.5, 0.64)])),
          .stroke(O.polyline([p(0.31, 0.26), p(0.5, 0.08), p(0.69, 0.26)])),
        ]),
      "globe": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(O.circle(p(0.5, 0.5), 0.42)),
          .stroke(Path(ellipseIn: CGRect(x: 0.32, y: 0.08, width: 0.36, height: 0.84)), weight: 0.85),
          .stroke(O.polyline([p(0.08, 0.5), p(0.92, 0.5)]), weight: 0.85),
          .stroke(O.polyline([p(0.16, 0.29), p(0.84, 0.29)]), weight: 0.85),
          .stroke(O.polyline([p(0.16, 0.71), p(0.84, 0.71)]), weight: 0.85),
        ]),
      "envelope": SystemSymbol(aspect: 1.3, parts: [.stroke(envelope), .stroke(envelopeFlap, weight: 0.85)]),
      "envelope.fill": SystemSymbol(
        aspect: 1.3, parts: [.fill(envelope), .stroke(envelope, weight: 0.6)]),
      "flag": SystemSymbol(aspect: 0.9, parts: [.stroke(flagPole), .stroke(flagCloth)]),
      "flag.fill": SystemSymbol(
        aspect: 0.9, parts: [.stroke(flagPole), .fill(flagCloth), .stroke(flagCloth, weight: 0.6)]),
      "star": SystemSymbol(aspect: 1.05, parts: [.stroke(star)]),
      "star.fill": SystemSymbol(aspect: 1.05, parts: [.fill(star), .stroke(star, weight: 0.7)]),
      "heart": SystemSymbol(aspect: 1.1, parts: [.stroke(heart)]),
      "heart.fill": SystemSymbol(aspect: 1.1, parts: [.fill(heart)]),
      "leaf.fill": SystemSymbol(aspect: 1, parts: leaf),
      "trash": SystemSymbol(
        aspect: 0.9,
        parts: [
          .stroke(O.polyline([p(0.08, 0.25), p(0.82, 0.25)])),
          .stroke(O.polyline([p(0.32, 0.24), p(0.34, 0.1), p(0.56, 0.1), p(0.58, 0.24)]), weight: 0.9),
          .stroke(can),
        ] + grooves.map { .stroke($0, weight: 0.75) }),
      "trash.fill": SystemSymbol(
        aspect: 0.9,
        parts: [
          .stroke(O.polyline([p(0.08, 0.25), p(0.82, 0.25)])),
          .stroke(O.polyline([p(0.32, 0.24), p(0.34, 0.1), p(0.56, 0.1), p(0.58, 0.24)]), weight: 0.9),
          .fill(
            O.combined([can] + grooves.map { O.thickPolyline($0.polylinePoints, halfWidth: 0.028) }),
            eoFill: true),
          .stroke(can, weight: 0.6),
        ]),
      "gear": SystemSymbol(aspect: 1, parts: [.fill(gear, eoFill: true)]),
      "gearshape": SystemSymbol(aspect: 1, parts: [.fill(gear, eoFill: true), .stroke(gear, weight: 0.9)]),
      "magnifyingglass": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(O.circle(p(0.42, 0.42), 0.29), weight: 1.1),
          .stroke(O.polyline([p(0.64, 0.64), p(0.88, 0.88)]), weight: 1.5),
        ]),
      "person.fill": SystemSymbol(
        aspect: 1,
        parts: [
          .fill(O.circle(p(0.5, 0.3), 0.18)),
          .fill(person),
        ]),
      "house.fill": SystemSymbol(
        aspect: 1.1,
        parts: [
          .fill(
            O.combined([
              O.polygon([p(0.55, 0.14), p(0.9, 0.46), p(0.9, 0.9), p(0.2, 0.9), p(0.2, 0.46)]),
              Path(roundedRect: CGRect(x: 0.46, y: 0.6, width: 0.18, height: 0.3), cornerRadius: 0.03),
            ]), eoFill: true),
          .stroke(O.polyline([p(0.08, 0.5), p(0.55, 0.1), p(1.02, 0.5)]), weight: 1.2),
        ]),
      "exclamationmark.triangle.fill": SystemSymbol(
        aspect: 1,
        parts: [
          .stroke(triangle, weight: 1.2),
          .fill(
            O.combined([
              triangle, O.thickPolyline([p(0.5, 0.38), p(0.5, 0.62)], halfWidth: 0.045),
              O.circle(p(0.5, 0.74), 0.05),
            ]), eoFill: true),
        ]),
    ]
  }()

  private static var leaf: [SystemSymbol.Part] {
    typealias O = SymbolOutlines
    let p = O.p
    var blade = Path()
    blade.move(to: p(0.22, 0.8))
    blade.addCurve(to: p(0.9, 0.1), control1: p(0.02, 0.42), control2: p(0.42, 0.08))
    blade.addCurve(to: p(0.22, 0.8), control1: p(0.96, 0.55), control2: p(0.62, 0.86))
    blade.closeSubpath()
    return [.fill(blade), .stroke(O.polyline([p(0.08, 0.94), p(0.3, 0.72)]), weight: 1.1)]
  }

  private static var gear: Path {
    typealias O = SymbolOutlines
    let center = O.p(0.5, 0.5)
    let outer: CGFloat = 0.47
    let root: CGFloat = 0.36
    var path = Path()
    for tooth in 0..<8 {
      let base = Double(tooth) * 45
      path.addArc(
        center: center, radius: root, startAngle: .degrees(base - 33), endAngle: .degrees(base - 13),
        clockwise: false)
      path.addArc(
        center: center, radius: outer, startAngle: .degrees(base - 9), endAngle: .degrees(base + 9),
        clockwise: false)
    }
    path.closeSubpath()
    path.addPath(O.circle(center, 0.14))
    return path
  }

  private static var person: Path {
    var body = Path()
    body.addArc(
      center: CGPoint(x: 0.5, y: 0.92), radius: 0.38, startAngle: .degrees(180), endAngle: .degrees(360),
      clockwise: false)
    body.closeSubpath()
    return body
  }
}

extension Path {
  /// The end points of a path's straight lines, in order.
  var polylinePoints: [CGPoint] {
    elements.compactMap { element in
      switch element {
      case .move(let point), .line(let point): point
      default: nil
      }
    }
  }
}
