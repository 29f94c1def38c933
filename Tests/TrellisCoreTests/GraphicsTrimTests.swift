import Testing

@testable import TrellisCore

@MainActor
struct GraphicsTrimTests {
  /// Lengths measured by sampling curves agree with the exact ones to this many points.
  let tolerance: CGFloat = 0.01

  @Test func lineAndRectangleLengths() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 30, y: 40))
    }
    #expect(line.length == 50)
    #expect(Path(CGRect(x: 0, y: 0, width: 30, height: 20)).length == 100)
  }

  @Test func circleLengthIsItsCircumference() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(circle.length - 100 * .pi) < 0.05)
  }

  @Test func trimmingARectangleKeepsTheFractionOfItsOutline() {
    let rect = Path(CGRect(x: 0, y: 0, width: 30, height: 20))
    let half = rect.trimmedPath(from: 0, to: 0.5)
    #expect(half.length == 50)
    #expect(
      half.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 30, y: 0)), .line(to: CGPoint(x: 30, y: 20)),
      ])
    #expect(rect.trimmedPath(from: 0, to: 0.6).elements.last == .line(to: CGPoint(x: 20, y: 20)))
    let middle = rect.trimmedPath(from: 0.1, to: 0.2)
    #expect(middle.elements == [.move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 20, y: 0))])
  }

  @Test func trimmingACircleKeepsCurvesOfTheRightLength() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let quarter = circle.trimmedPath(from: 0, to: 0.25)
    #expect(abs(quarter.length - 25 * .pi) < 0.05)
    // Built-in round shapes start at their rightmost point and run clockwise on screen.
    #expect(quarter.elements.first == .move(to: CGPoint(x: 100, y: 50)))
    guard case .curve(let end, _, _) = quarter.elements.last else {
      Issue.record("a trimmed circle should end with a curve")
      return
    }
    #expect(abs(end.x - 50) < tolerance && abs(end.y - 100) < tolerance)
    let arc = circle.trimmedPath(from: 0.3, to: 0.7)
    #expect(abs(arc.length - 40 * .pi) < 0.05)
  }

  @Test func fullTrimKeepsTheClosedPath() {
    let rect = Path(CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(rect.trimmedPath(from: 0, to: 1) == rect)
    #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(rect.trimmedPath(from: 0.8, to: 0.2).isEmpty)
  }

  @Test func badFractionsAreClamped() {
    let rect = Path(CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(rect.trimmedPath(from: -1, to: 2) == rect)
    #expect(rect.trimmedPath(from: .nan, to: .nan) == rect)
    #expect(rect.trimmedPath(from: .infinity, to: 0.5).isEmpty)
  }

  @Test func trimmedShapeDrawsTheTrimmedPath() {
    let shape = Rectangle().trim(from: 0, to: 0.5)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(path.length == 50)
    var animated = shape
    animated.animatableData.first = AnimatablePair(0.1, 0.2)
    #expect(animated.startFraction == 0.1 && animated.endFraction == 0.2)
  }

  @Test func strokedTrimDrawsAsAStroke() {
    let view = Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
    let host = TestHostFactory.fixed(view)
    let strokes = host.displayList().items.compactMap { item -> CGFloat? in
      if case .stroke(let path, _, _) = item { return path.length }
      return nil
    }
    #expect(strokes.count == 1)
    #expect(abs((strokes.first ?? 0) - 20 * .pi) < 0.05)
  }
}
