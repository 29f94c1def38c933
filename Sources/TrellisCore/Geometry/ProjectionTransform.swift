/// A 3 × 3 projective transformation matrix: what a ``GeometryEffect`` returns, able to draw a view
/// in perspective as well as moved, scaled, rotated or skewed.
///
/// Points are row vectors, as in SwiftUI and Core Graphics: `(x, y)` maps to
/// `((x*m11 + y*m21 + m31) / w, (x*m12 + y*m22 + m32) / w)` with `w = x*m13 + y*m23 + m33`.
public struct ProjectionTransform: Equatable, Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat = 1
  /// Row 1, column 2.
  public var m12: CGFloat = 0
  /// Row 1, column 3: how `x` changes the perspective divisor.
  public var m13: CGFloat = 0
  /// Row 2, column 1.
  public var m21: CGFloat = 0
  /// Row 2, column 2.
  public var m22: CGFloat = 1
  /// Row 2, column 3: how `y` changes the perspective divisor.
  public var m23: CGFloat = 0
  /// Row 3, column 1: the translation in x.
  public var m31: CGFloat = 0
  /// Row 3, column 2: the translation in y.
  public var m32: CGFloat = 0
  /// Row 3, column 3.
  public var m33: CGFloat = 1

  /// The identity transform.
  public init() {}

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// A transform from its nine entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat,
    m32: CGFloat, m33: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform has no perspective: its third column is `(0, 0, 1)`.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Inverts the transform in place; returns false, leaving it unchanged, when it has no inverse.
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let determinant = m11 * c11 + m21 * c12 + m31 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    let r = 1 / determinant
    self = ProjectionTransform(
      m11: c11 * r, m12: c12 * r, m13: c13 * r,
      m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
      m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
    return true
  }

  /// The inverse transform, or this one unchanged when it has no inverse.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(
      m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
      m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
      m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
      m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
      m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
      m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
      m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
      m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
      m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
  }
}

extension ProjectionTransform {
  /// The affine transform this one is, when it has no perspective (its third column a multiple
  /// of `(0, 0, 1)`); nil otherwise.
  package var affineTransform: CGAffineTransform? {
    guard m13 == 0, m23 == 0, m33 != 0, m33.isFinite else { return nil }
    let r = 1 / m33
    return CGAffineTransform(a: m11 * r, b: m12 * r, c: m21 * r, d: m22 * r, tx: m31 * r, ty: m32 * r)
  }

  /// Whether every entry is a finite number.
  package var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// `point` transformed, or nil where it lands at or behind the eye (divisor not positive).
  package func project(_ point: CGPoint) -> CGPoint? {
    let w = point.x * m13 + point.y * m23 + m33
    guard w > 1e-9 else { return nil }
    return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
  }

  /// The smallest rectangle holding `rect` transformed; nil when part of it lands at or behind
  /// the eye, where it has no finite bounds.
  package func bounds(of rect: CGRect) -> CGRect? {
    guard rect.isFiniteRect, !rect.isNull else { return nil }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    var projected: [CGPoint] = []
    for corner in corners {
      guard let point = project(corner) else { return nil }
      projected.append(point)
    }
    let xs = projected.map(\.x)
    let ys = projected.map(\.y)
    let result = CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    return result.isFiniteRect ? result : nil
  }

  /// This transform, made for a view's own coordinates (origin at its top-left corner), moved to
  /// act on a view whose top-left corner is at `origin`.
  func moved(to origin: CGPoint) -> ProjectionTransform {
    guard origin != .zero else { return self }
    return ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
      .concatenating(self)
      .concatenating(ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)))
  }
}

extension CGPoint {
  /// The point transformed by `m`, perspective divide included.
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
  }
}
