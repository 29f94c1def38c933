import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GraphicsGradientTests {
  let environment = EnvironmentValues()
  let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)

  func stop(_ color: Color, _ location: Double) -> ResolvedGradientStop {
    ResolvedGradientStop(color: color.resolve(in: EnvironmentValues()), location: location)
  }

  @Test func colorsAreSpacedEvenly() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
  }

  @Test func linearGradientUnitPointsBecomePointsInTheBounds() {
    let paint = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottomTrailing)
      ._resolvePaint(in: environment, bounds: bounds)
    #expect(
      paint
        == .linearGradient(
          stops: [stop(.red, 0), stop(.blue, 1)], start: CGPoint(x: 60, y: 20), end: CGPoint(x: 110, y: 70)))
  }

  @Test func radialGradientCentersInTheBoundsWithRadiiInPoints() {
    let paint = RadialGradient(
      stops: [.init(color: .white, location: 0), .init(color: .orange, location: 0.4)], center: .topLeading,
      startRadius: 5, endRadius: 40
    )._resolvePaint(in: environment, bounds: bounds)
    #expect(
      paint
        == .radialGradient(
          stops: [stop(.white, 0), stop(.orange, 0.4)], center: CGPoint(x: 10, y: 20), startRadius: 5,
          endRadius: 40))
  }

  @Test func ellipticalGradientRadiiAreFractionsOfTheBounds() {
    let paint = EllipticalGradient(
      colors: [.white, .orange], center: .bottomTrailing, startRadiusFraction: 0.1
    )
    ._resolvePaint(in: environment, bounds: bounds)
    #expect(
      paint
        == .ellipticalGradient(
          stops: [stop(.white, 0), stop(.orange, 1)], center: CGPoint(x: 110, y: 70),
          startRadius: CGSize(width: 10, height: 5), endRadius: CGSize(width: 50, height: 25)))
    let faded = paint.withOpacity(0.5)
    guard case .ellipticalGradient(let stops, _, _, _) = faded else {
      Issue.record("fading changed the kind of paint: \(faded)")
      return
    }
    #expect(stops.map(\.color.opacity) == [0.5, 0.5])
  }

  @Test func angularGradientWithEqualAnglesSweepsAFullTurn() {
    let spectrum = Gradient(colors: [.red, .blue])
    let full = AngularGradient(gradient: spectrum, center: .center)._resolvePaint(
      in: environment, bounds: bounds)
    #expect(
      full
        == .angularGradient(
          stops: [stop(.red, 0), stop(.blue, 1)], center: CGPoint(x: 60, y: 45), startAngle: .zero,
          endAngle: .degrees(360)))
    let conic = AngularGradient(gradient: spectrum, center: .center, angle: .degrees(-90))
      ._resolvePaint(in: environment, bounds: bounds)
    #expect(
      conic
        == .angularGradient(
          stops: [stop(.red, 0), stop(.blue, 1)], center: CGPoint(x: 60, y: 45), startAngle: .degrees(-90),
          endAngle: .degrees(270)))
  }

  @Test func staticShorthandsMatchTheInitializers() {
    func paint<S: ShapeStyle>(_ style: S) -> Paint { style._resolvePaint(in: environment, bounds: bounds) }
    #expect(
      paint(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        == paint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
    #expect(
      paint(.radialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 9))
        == .radialGradient(
          stops: [stop(.red, 0), stop(.red, 1)], center: CGPoint(x: 60, y: 45), startRadius: 0, endRadius: 9))
    #expect(
      paint(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)))
        == paint(
          AngularGradient(
            colors: [.red, .blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(450))))
  }

  @Test func styleOpacityScalesEveryStop() {
    let paint = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)
      ._resolvePaint(in: environment, bounds: bounds)
    guard case .linearGradient(let stops, _, _) = paint else {
      Issue.record("expected a linear gradient, got \(paint)")
      return
    }
    #expect(stops.map(\.color.opacity) == [0.5, 0.5])
    #expect(
      Color.red.opacity(0.25)._resolvePaint(in: environment, bounds: bounds)
        == .color(Color.red.resolve(in: environment).withOpacityForTests(0.25)))
  }

  @Test func materialsAreTranslucentAndFollowTheColorScheme() {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let styles: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
    let light = styles.map { style -> Color.Resolved in
      guard case .color(let color) = style._resolvePaint(in: environment, bounds: bounds) else {
        return .init(red: 0, green: 0, blue: 0)
      }
      return color
    }
    #expect(light.map(\.opacity) == [0.4, 0.55, 0.7, 0.82, 0.92])
    #expect(light.allSatisfy { $0.red > 0.9 })
    guard case .color(let darkRegular) = Material.regular._resolvePaint(in: dark, bounds: bounds) else {
      Issue.record("expected a color")
      return
    }
    #expect(darkRegular == Color.Resolved(red: 0.14, green: 0.14, blue: 0.15, opacity: 0.7))
  }

  @Test func gradientFillsAShapeInItsFrame() {
    let view = Rectangle()
      .fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      .frame(width: 100, height: 40)
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let fills = host.displayList().items.compactMap { item -> Paint? in
      if case .fill(_, let paint, _) = item { return paint }
      return nil
    }
    #expect(
      fills == [
        .linearGradient(
          stops: [stop(.red, 0), stop(.blue, 1)], start: CGPoint(x: 50, y: 50), end: CGPoint(x: 150, y: 50))
      ])
  }

  @Test func gradientAsAViewFillsItsFrame() {
    let host = TestHost(
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(width: 80, height: 60),
      size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(
      host.tree.all(ofType: "LinearGradient").map(\.frame) == [CGRect(x: 10, y: 20, width: 80, height: 60)])
  }

  @Test func badGradientInputIsClamped() {
    let paint = RadialGradient(
      stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 7)],
      center: UnitPoint(x: .nan, y: 0),
      startRadius: -5, endRadius: .infinity
    )._resolvePaint(in: environment, bounds: bounds)
    #expect(
      paint
        == .radialGradient(
          stops: [stop(.red, 0), stop(.blue, 1)], center: CGPoint(x: 60, y: 45), startRadius: 0,
          endRadius: 10_000))
    #expect(
      Gradient(stops: [])._resolvePaint(in: environment, bounds: bounds)
        == .linearGradient(stops: [], start: CGPoint(x: 60, y: 20), end: CGPoint(x: 60, y: 70)))
  }
}

extension Color.Resolved {
  func withOpacityForTests(_ factor: Float) -> Color.Resolved {
    Color.Resolved(red: red, green: green, blue: blue, opacity: opacity * factor)
  }
}
