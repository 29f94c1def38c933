import Foundation
import Testing
import TrellisCore

/// The Core Graphics–style geometry Trellis provides on Linux: affine transforms, `applying`,
/// `Angle` and `UnitPoint`, with exact values.
struct Geometry2DTests {
  /// Rounds away the last bits of trigonometry (cos(π/2) is 6e-17, not 0), so rotations can be
  /// compared exactly.
  private func snapped(_ t: CGAffineTransform) -> CGAffineTransform {
    func snap(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 + 0 }
    return CGAffineTransform(
      a: snap(t.a), b: snap(t.b), c: snap(t.c), d: snap(t.d), tx: snap(t.tx), ty: snap(t.ty))
  }

  private func snapped(_ r: CGRect) -> CGRect {
    func snap(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 + 0 }
    return CGRect(x: snap(r.minX), y: snap(r.minY), width: snap(r.width), height: snap(r.height))
  }

  // MARK: CGAffineTransform

  @Test func identity() {
    #expect(CGAffineTransform() == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    #expect(CGAffineTransform(rotationAngle: 0) == .identity)
  }

  @Test func rotationTurnsClockwiseInYDownCoordinates() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(snapped(quarter) == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    let point = CGPoint(x: 1, y: 0).applying(quarter)
    #expect((point.x * 1e9).rounded() == 0)
    #expect(point.y == 1)
    #expect(
      snapped(CGAffineTransform(rotationAngle: .pi))
        == CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    #expect(snapped(CGAffineTransform.identity.rotated(by: .pi / 2)) == snapped(quarter))
  }

  @Test func translatedByAddsATranslationFirst() {
    let moved = CGAffineTransform(translationX: 10, y: 20).translatedBy(x: 5, y: -5)
    #expect(moved == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 15, ty: 15))
    // On a scaled transform the translation is scaled too: it happens before the scale.
    let scaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 5)
    #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 15))
  }

  @Test func scaledByScalesBeforeTheTransform() {
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
  }

  @Test func concatenatingAppliesTheFirstThenTheSecond() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    #expect(scale.concatenating(move) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    #expect(move.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    let point = CGPoint(x: 3, y: 4)
    #expect(point.applying(scale.concatenating(move)) == point.applying(scale).applying(move))
  }

  @Test func invertedUndoesTheTransform() {
    let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 10, ty: 20)
    #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -5, ty: -5))
    #expect(t.concatenating(t.inverted()) == .identity)
    #expect(CGPoint(x: 7, y: 9).applying(t).applying(t.inverted()) == CGPoint(x: 7, y: 9))
  }

  @Test func singularTransformInvertsToItself() {
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(nan.inverted().a.isNaN)
  }

  // MARK: applying

  @Test func pointsSizesAndRectsApplyingATransform() {
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 12, y: 6))
    #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 20).applying(t) == CGRect(x: 10, y: 0, width: 20, height: 60))
  }

  @Test func rectApplyingARotationBoundsTheCorners() {
    let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(snapped(rotated) == CGRect(x: -20, y: 0, width: 20, height: 10))
    let eighth = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(
      snapped(eighth)
        == snapped(
          CGRect(
            x: -2.0.squareRoot(), y: -2.0.squareRoot(), width: 2 * 2.0.squareRoot(),
            height: 2 * 2.0.squareRoot())))
  }

  @Test func rectApplyingAMirrorStaysStandardized() {
    let mirrored = CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(scaleX: -1, y: 1))
    #expect(mirrored == CGRect(x: -3, y: 1, width: 2, height: 2))
  }

  // MARK: Angle

  @Test func angleConversions() {
    #expect(Angle(degrees: 180).radians == .pi)
    #expect(Angle(radians: .pi).degrees == 180)
    #expect(Angle.degrees(90) == Angle.radians(.pi / 2))
    var angle = Angle()
    #expect(angle == .zero)
    angle.degrees = 90
    #expect(angle.radians == .pi / 2)
  }

  @Test func angleArithmetic() {
    #expect(Angle.degrees(90) + .degrees(90) == .degrees(180))
    #expect(Angle.radians(3) - .radians(1) == .radians(2))
    #expect(-Angle.radians(1) == .radians(-1))
    #expect(Angle.radians(1.5) * 2 == .radians(3))
    #expect(Angle.radians(3) / 2 == .radians(1.5))
    #expect(Angle.degrees(10) < .degrees(20))
    #expect(
      [Angle.degrees(30), .degrees(-10), .degrees(20)].sorted() == [
        .degrees(-10), .degrees(20), .degrees(30),
      ])
  }

  // MARK: UnitPoint

  @Test func unitPointConstants() {
    #expect(UnitPoint() == .zero)
    #expect(UnitPoint.topLeading == UnitPoint(x: 0, y: 0))
    #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
    #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
    #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
    #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
    #expect(UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
  }

  @Test func unitPointInARect() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(UnitPoint.center.point(in: rect) == CGPoint(x: 60, y: 45))
    #expect(UnitPoint.bottomTrailing.point(in: rect) == CGPoint(x: 110, y: 70))
    #expect(UnitPoint.topLeading.point(in: rect) == CGPoint(x: 10, y: 20))
    #expect(UnitPoint(x: 0.25, y: 2).point(in: rect) == CGPoint(x: 35, y: 120))
  }
}
