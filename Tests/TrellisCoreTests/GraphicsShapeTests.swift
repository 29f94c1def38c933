import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GraphicsShapeTests {
  let rect = CGRect(x: 10, y: 20, width: 100, height: 60)

  @Test func pathBuilderClosureRecordsItsElements() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
      path.closeSubpath()
    }
    #expect(
      path.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
        .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5)), .closeSubpath,
      ])
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
  }

  @Test func pathTransformsMoveEveryPoint() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.offsetBy(dx: 5, dy: 7).boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
    #expect(
      square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect
        == CGRect(x: 0, y: 0, width: 20, height: 30))
    var combined = Path()
    combined.addPath(square, transform: CGAffineTransform(translationX: 100, y: 0))
    #expect(combined.boundingRect == CGRect(x: 100, y: 0, width: 10, height: 10))
  }

  @Test func pathIsAShapeDrawnWhereItWasBuilt() {
    let triangle = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 20, y: 0))
      path.addLine(to: CGPoint(x: 0, y: 20))
      path.closeSubpath()
    }
    let host = TestHostFactory.fixed(triangle.stroke(Color.red, lineWidth: 2).frame(width: 50, height: 50))
    let strokes = host.displayList().items.compactMap { item -> Path? in
      if case .stroke(let path, _, _) = item { return path }
      return nil
    }
    #expect(strokes.map(\.boundingRect) == [CGRect(x: 75, y: 75, width: 20, height: 20)])
  }

  @Test func unevenRoundedRectangleRoundsOnlyItsGivenCorners() {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20, style: .circular)
    let path = shape.path(in: rect)
    #expect(path.boundingRect == rect)
    // Square corners are in the outline; rounded ones are not.
    #expect(path.contains(CGPoint(x: 109.5, y: 20.5)))
    #expect(path.contains(CGPoint(x: 10.5, y: 79.5)))
    #expect(!path.contains(CGPoint(x: 10.5, y: 20.5)))
    #expect(!path.contains(CGPoint(x: 109, y: 79)))
    #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
  }

  @Test func unevenRadiiAreClampedToHalfTheShorterSide() {
    let shape = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(
        topLeading: 500, bottomLeading: .nan, bottomTrailing: -4, topTrailing: 0))
    let path = shape.path(in: rect)
    #expect(path.boundingRect == rect)
    #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 1)
  }

  @Test func shapeTransformsAndErasure() {
    let base = Rectangle()
    #expect(base.offset(x: 5, y: -5).path(in: rect).boundingRect == rect.offsetBy(dx: 5, dy: -5))
    #expect(base.scale(0.5).path(in: rect).boundingRect == CGRect(x: 35, y: 35, width: 50, height: 30))
    let turned = base.rotation(.degrees(90)).path(in: rect).boundingRect
    #expect(abs(turned.width - 60) < 1e-9 && abs(turned.height - 100) < 1e-9)
    #expect(AnyShape(Circle()).path(in: rect) == Circle().path(in: rect))
    #expect(AnyShape(AnyShape(Capsule())).path(in: rect) == Capsule().path(in: rect))
  }

  @Test func roundedRectangleStylesDiffer() {
    let circular = RoundedRectangle(cornerRadius: 12, style: .circular).path(in: rect)
    let continuous = RoundedRectangle(cornerRadius: 12, style: .continuous).path(in: rect)
    #expect(circular.boundingRect == rect && continuous.boundingRect == rect)
    #expect(circular != continuous)
  }

  @Test func strokeBorderStaysInsideTheFrame() {
    let gradient = AngularGradient(gradient: Gradient(colors: [.red, .yellow, .red]), center: .center)
    let host = TestHostFactory.fixed(
      Circle().strokeBorder(gradient, lineWidth: 50).frame(width: 200, height: 200))
    let strokes = host.displayList().items.compactMap { item -> (Path, StrokeStyle)? in
      if case .stroke(let path, _, let style) = item { return (path, style) }
      return nil
    }
    #expect(strokes.map(\.0.boundingRect) == [CGRect(x: 25, y: 25, width: 150, height: 150)])
    #expect(strokes.map(\.1.lineWidth) == [50])
  }
}
