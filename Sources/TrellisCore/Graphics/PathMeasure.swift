/// Measures a path along its length: the length of each segment, the point at a given distance,
/// and the piece between two distances — what `trimmedPath(from:to:)` and stroke hit testing need.
///
/// Curves are measured by sampling them finely (a table of lengths by curve parameter); pieces of
/// curves are cut with de Casteljau's construction, so trimmed curves stay curves.
struct PathMeasure {
  /// One drawing step of the path, with its start point made explicit.
  struct Segment {
    enum Shape {
      case line(CGPoint, CGPoint)
      case quad(CGPoint, CGPoint, CGPoint)
      case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    var shape: Shape
    /// Whether the segment starts a subpath (follows a move).
    var startsSubpath: Bool
    /// Whether the segment is the line a `closeSubpath` draws back to the subpath's start.
    var closesSubpath: Bool
    /// Cumulative lengths at evenly spaced curve parameters 0, 1/n, …, 1.
    var lengths: [CGFloat]

    var length: CGFloat { lengths.last ?? 0 }

    func point(at t: CGFloat) -> CGPoint {
      let u = 1 - t
      switch shape {
      case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      case .quad(let a, let c, let b):
        return CGPoint(
          x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
      case .cubic(let a, let c1, let c2, let b):
        let x = u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * b.x
        let y = u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * b.y
        return CGPoint(x: x, y: y)
      }
    }

    /// The curve parameter at `distance` along the segment.
    func parameter(atDistance distance: CGFloat) -> CGFloat {
      let total = length
      guard total > 0 else { return 0 }
      if case .line = shape { return min(max(distance / total, 0), 1) }
      let n = lengths.count - 1
      guard distance > 0 else { return 0 }
      guard distance < total else { return 1 }
      var low = 0
      var high = n
      while high - low > 1 {
        let mid = (low + high) / 2
        if lengths[mid] <= distance { low = mid } else { high = mid }
      }
      let span = lengths[high] - lengths[low]
      let fraction = span > 0 ? (distance - lengths[low]) / span : 0
      return (CGFloat(low) + fraction) / CGFloat(n)
    }

    /// The part of the segment between parameters `t0` and `t1`.
    func piece(from t0: CGFloat, to t1: CGFloat) -> Shape {
      switch shape {
      case .line:
        return .line(point(at: t0), point(at: t1))
      case .quad(let a, let c, let b):
        let (head, _) = PathMeasure.splitQuad(a, c, b, at: t1)
        let local = t1 > 0 ? t0 / t1 : 0
        let (_, tail) = PathMeasure.splitQuad(head.0, head.1, head.2, at: local)
        return .quad(tail.0, tail.1, tail.2)
      case .cubic(let a, let c1, let c2, let b):
        let (head, _) = PathMeasure.splitCubic(a, c1, c2, b, at: t1)
        let local = t1 > 0 ? t0 / t1 : 0
        let (_, tail) = PathMeasure.splitCubic(head.0, head.1, head.2, head.3, at: local)
        return .cubic(tail.0, tail.1, tail.2, tail.3)
      }
    }
  }

  private(set) var segments: [Segment] = []

  /// Samples per curve: enough that the measured length is within a hair of the true one.
  private static let curveSamples = 48

  init(_ path: Path) {
    var current: CGPoint?
    var subpathStart: CGPoint?
    var startsSubpath = false
    func add(_ shape: Segment.Shape, closes: Bool = false) {
      var lengths: [CGFloat] = [0]
      var segment = Segment(shape: shape, startsSubpath: startsSubpath, closesSubpath: closes, lengths: [])
      switch shape {
      case .line(let a, let b): lengths.append(hypot(b.x - a.x, b.y - a.y))
      case .quad, .cubic:
        segment.lengths = []
        var previous = segment.point(at: 0)
        var total: CGFloat = 0
        for i in 1...PathMeasure.curveSamples {
          let p = segment.point(at: CGFloat(i) / CGFloat(PathMeasure.curveSamples))
          total += hypot(p.x - previous.x, p.y - previous.y)
          lengths.append(total)
          previous = p
        }
      }
      segment.lengths = lengths
      segments.append(segment)
      startsSubpath = false
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
        startsSubpath = true
      case .line(let p):
        if let from = current { add(.line(from, p)) }
        current = p
      case .quadCurve(let p, let c):
        if let from = current { add(.quad(from, c, p)) }
        current = p
      case .curve(let p, let c1, let c2):
        if let from = current { add(.cubic(from, c1, c2, p)) }
        current = p
      case .closeSubpath:
        if let from = current, let start = subpathStart { add(.line(from, start), closes: true) }
        current = subpathStart
        startsSubpath = true
      }
    }
  }

  /// The total length of the path's segments, closing lines included.
  var length: CGFloat { segments.reduce(0) { $0 + $1.length } }

  /// The part of the path between `from` and `to`, as fractions (0…1) of its length.
  func trimmed(from: CGFloat, to: CGFloat) -> Path {
    let total = length
    guard total > 0, to > from else { return Path() }
    let startDistance = from * total
    let endDistance = to * total
    var result = Path()
    var offset: CGFloat = 0
    var needsMove = true
    // Whether the current subpath has been kept from its very start (so a kept closing line can
    // close it properly, with a join rather than two caps).
    var keptWholeSubpath = false
    for segment in segments {
      let segmentStart = offset
      let segmentEnd = offset + segment.length
      offset = segmentEnd
      if segment.startsSubpath {
        needsMove = true
        keptWholeSubpath = segmentStart >= startDistance
      }
      if segment.length == 0 {
        // A closing line of no length only matters to close a subpath kept whole.
        if segment.closesSubpath, keptWholeSubpath, segmentStart >= startDistance, segmentStart <= endDistance
        {
          result.closeSubpath()
          needsMove = true
        }
        continue
      }
      guard segmentEnd > startDistance, segmentStart < endDistance else {
        if segmentEnd <= startDistance { keptWholeSubpath = false }
        continue
      }
      let t0 = segment.parameter(atDistance: startDistance - segmentStart)
      let t1 = segment.parameter(atDistance: endDistance - segmentStart)
      if t0 > 0 { keptWholeSubpath = false }
      if segment.closesSubpath, keptWholeSubpath, t0 == 0, t1 == 1 {
        result.closeSubpath()
        needsMove = true
        continue
      }
      let piece = segment.piece(from: t0, to: t1)
      switch piece {
      case .line(let a, let b):
        if needsMove { result.move(to: a) }
        result.addLine(to: b)
      case .quad(let a, let c, let b):
        if needsMove { result.move(to: a) }
        result.addQuadCurve(to: b, control: c)
      case .cubic(let a, let c1, let c2, let b):
        if needsMove { result.move(to: a) }
        result.addCurve(to: b, control1: c1, control2: c2)
      }
      needsMove = false
      if t1 < 1 { break }
    }
    return result
  }

  /// Whether `point` lies within `halfWidth` of the path's outline.
  func isNear(_ point: CGPoint, within halfWidth: CGFloat) -> Bool {
    for segment in segments {
      let n = segment.lengths.count - 1
      var previous = segment.point(at: 0)
      for i in 1...max(n, 1) {
        let next = segment.point(at: CGFloat(i) / CGFloat(max(n, 1)))
        if PathMeasure.distance(from: point, toSegment: previous, next) <= halfWidth { return true }
        previous = next
      }
    }
    return false
  }

  static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1) : 0
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
  }

  static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  static func splitQuad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, at t: CGFloat)
    -> ((CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint))
  {
    let ac = lerp(a, c, t)
    let cb = lerp(c, b, t)
    let mid = lerp(ac, cb, t)
    return ((a, ac, mid), (mid, cb, b))
  }

  static func splitCubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, at t: CGFloat)
    -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint))
  {
    let p01 = lerp(a, c1, t)
    let p12 = lerp(c1, c2, t)
    let p23 = lerp(c2, b, t)
    let p012 = lerp(p01, p12, t)
    let p123 = lerp(p12, p23, t)
    let mid = lerp(p012, p123, t)
    return ((a, p01, p012, mid), (mid, p123, p23, b))
  }
}

extension Path {
  /// The part of the path between `from` and `to`, as fractions (0…1) of its total length.
  ///
  /// ```swift
  /// let half = Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.5)
  /// ```
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let (start, end) = TrimFractions.clean(from: from, to: to)
    if start == 0, end == 1 { return self }
    return PathMeasure(self).trimmed(from: start, to: end)
  }

  /// The length of the path's outline, in points, closing lines included.
  var length: CGFloat { PathMeasure(self).length }
}

/// Turns user trim fractions into a usable range: clamped to 0…1, NaN treated as the full range.
enum TrimFractions {
  static func clean(from: CGFloat, to: CGFloat) -> (CGFloat, CGFloat) {
    if !from.isFinite || !to.isFinite || from < 0 || to > 1 {
      ViewGraph.warnOnce("trim fractions \(from)…\(to) lie outside 0…1; clamped")
    }
    let start = from.isNaN ? 0 : min(max(from, 0), 1)
    let end = to.isNaN ? 1 : min(max(to, 0), 1)
    return (start, end)
  }
}
