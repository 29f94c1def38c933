/// A fill or stroke source in the display list, resolved to concrete colors and positions.
public enum Paint: Equatable, Sendable {
  /// A solid color.
  case color(Color.Resolved)
  /// A gradient along the line from `start` to `end`.
  case linearGradient(stops: [ResolvedGradientStop], start: CGPoint, end: CGPoint)
  /// A gradient in circles around `center`, from `startRadius` to `endRadius`.
  case radialGradient(
    stops: [ResolvedGradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
  /// A gradient in ellipses around `center`, from radii `startRadius` to `endRadius` (each a
  /// horizontal and a vertical radius, in the same proportion).
  case ellipticalGradient(
    stops: [ResolvedGradientStop], center: CGPoint, startRadius: CGSize, endRadius: CGSize)
  /// A gradient sweeping around `center` from `startAngle` to `endAngle` (clockwise on screen,
  /// zero along the positive x axis).
  case angularGradient(stops: [ResolvedGradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
  /// A mesh gradient: colors blended over a grid of points.
  case mesh(ResolvedMesh)

  /// The paint with its opacity multiplied by `factor`.
  public func withOpacity(_ factor: Double) -> Paint {
    guard factor != 1 else { return self }
    func fade(_ stops: [ResolvedGradientStop]) -> [ResolvedGradientStop] {
      stops.map { ResolvedGradientStop(color: $0.color.withOpacity(factor), location: $0.location) }
    }
    switch self {
    case .color(let c): return .color(c.withOpacity(factor))
    case .linearGradient(let s, let a, let b): return .linearGradient(stops: fade(s), start: a, end: b)
    case .radialGradient(let s, let c, let r0, let r1):
      return .radialGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
    case .ellipticalGradient(let s, let c, let r0, let r1):
      return .ellipticalGradient(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
    case .angularGradient(let s, let c, let a0, let a1):
      return .angularGradient(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
    case .mesh(let mesh): return .mesh(mesh.withOpacity(factor))
    }
  }

  /// The paint moved by `dx`, `dy`.
  func offsetBy(dx: CGFloat, dy: CGFloat) -> Paint {
    func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    switch self {
    case .color: return self
    case .linearGradient(let s, let a, let b): return .linearGradient(stops: s, start: move(a), end: move(b))
    case .radialGradient(let s, let c, let r0, let r1):
      return .radialGradient(stops: s, center: move(c), startRadius: r0, endRadius: r1)
    case .ellipticalGradient(let s, let c, let r0, let r1):
      return .ellipticalGradient(stops: s, center: move(c), startRadius: r0, endRadius: r1)
    case .angularGradient(let s, let c, let a0, let a1):
      return .angularGradient(stops: s, center: move(c), startAngle: a0, endAngle: a1)
    case .mesh(let mesh): return .mesh(mesh.offsetBy(dx: dx, dy: dy))
    }
  }
}

/// One color stop of a resolved gradient.
public struct ResolvedGradientStop: Equatable, Sendable {
  /// The stop's color.
  public var color: Color.Resolved
  /// Where the stop lies along the gradient, 0…1.
  public var location: Double

  /// A stop of `color` at `location`.
  public init(color: Color.Resolved, location: Double) {
    self.color = color
    self.location = location
  }
}

/// The style of a stroked line: width, caps, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// The shape of the line's ends.
  public var lineCap: CGLineCap
  /// The shape of the line's corners.
  public var lineJoin: CGLineJoin
  /// The limit on a miter join's length, relative to the line width.
  public var miterLimit: CGFloat
  /// Alternating lengths of dashes and gaps; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// The shape of a stroked line's ends.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// The shape of a stroked line's corners.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
