/// The outline of a 2-D shape, built from lines and curves.
public struct Path: Equatable, Sendable {
  /// One drawing step of a path.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The path's steps in order.
  public private(set) var elements: [Element] = []
  private var currentPoint: CGPoint?
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rounded rectangle with equal corner radii.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with the given corner size.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func add(_ p: CGPoint) {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let p, let c):
        add(p)
        add(c)
      case .curve(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds straight lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: end, control: control))
    currentPoint = end
  }

  /// Adds a cubic Bézier curve to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: end, control1: control1, control2: control2))
    currentPoint = end
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Adds a rectangle as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds several rectangles.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rounded rectangle as a closed subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let r = rect.standardized
    let rx = Swift.min(Swift.max(cornerSize.width, 0), r.width / 2)
    let ry = Swift.min(Swift.max(cornerSize.height, 0), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r) }
    // A cubic quarter-ellipse; the continuous style starts the curve a little earlier for a
    // smoother shoulder, as SwiftUI's squircle-like corners do.
    let k: CGFloat = style == .continuous ? 0.62 : 0.5523
    let ex = style == .continuous ? Swift.min(rx * 1.18, r.width / 2) : rx
    let ey = style == .continuous ? Swift.min(ry * 1.18, r.height / 2) : ry
    move(to: CGPoint(x: r.minX + ex, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - ex, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + ey),
      control1: CGPoint(x: r.maxX - ex + ex * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + ey - ey * k))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ey))
    addCurve(
      to: CGPoint(x: r.maxX - ex, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: r.maxY - ey + ey * k),
      control2: CGPoint(x: r.maxX - ex + ex * k, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + ex, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - ey),
      control1: CGPoint(x: r.minX + ex - ex * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - ey + ey * k))
    addLine(to: CGPoint(x: r.minX, y: r.minY + ey))
    addCurve(
      to: CGPoint(x: r.minX + ex, y: r.minY),
      control1: CGPoint(x: r.minX, y: r.minY + ey - ey * k),
      control2: CGPoint(x: r.minX + ex - ex * k, y: r.minY))
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let k: CGFloat = 0.5522847498
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
      control2: CGPoint(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
      control2: CGPoint(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  /// Adds a circular arc around `center` from `startAngle` to `endAngle`.
  ///
  /// Angles are measured from the positive x axis; in Trellis's y-down coordinates a growing angle
  /// turns clockwise on screen. As in SwiftUI, `clockwise: false` draws with growing angles.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var start = startAngle.radians
    var end = endAngle.radians
    if !clockwise {
      while end < start { end += 2 * .pi }
    } else {
      while end > start { end -= 2 * .pi }
    }
    let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
    let total = end - start
    let segments = Swift.max(1, Int((abs(total) / (.pi / 2)).rounded(.up)))
    let step = total / Double(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    for _ in 0..<segments {
      let a0 = start
      let a1 = start + step
      let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
      let p3 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
      let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
      let c2 = CGPoint(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1))
      addCurve(to: p3, control1: c1, control2: c2)
      start = a1
    }
  }

  /// Adds `path`, transformed by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.applying(transform).elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// The path with every point transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var copy = self
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(
          to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    copy.currentPoint = currentPoint?.applying(transform)
    copy.subpathStart = subpathStart?.applying(transform)
    return copy
  }

  /// The path moved by `x`, `y`.
  public func offsetBy(dx x: CGFloat, dy y: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: x, y: y))
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// Whether `point` lies inside the path's filled area.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    PathHitTester(path: self).contains(point, evenOdd: eoFill)
  }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

/// How a rounded rectangle's corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// A smoother curve that blends into the straight edges.
  case continuous
}
