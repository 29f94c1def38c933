/// A chevron filling its rectangle, pointing back (toward the leading side, as on a back button)
/// or forward (as at the end of a link's row); mirrored right to left.
struct NavigationChevron: View {
  let pointsBack: Bool
  var color: Color?
  var lineWidth: CGFloat = 2
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    let shape = NavigationChevronShape(pointsLeft: pointsBack != (layoutDirection == .rightToLeft))
    let style = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
    if let color {
      shape.stroke(color, style: style)
    } else {
      shape.stroke(style: style)
    }
  }
}

/// The chevron's path, inset by half a line so the stroke stays inside the rectangle.
struct NavigationChevronShape: Shape {
  let pointsLeft: Bool

  func path(in rect: CGRect) -> Path {
    let box = rect.insetBy(dx: 1, dy: 1)
    let tipX = pointsLeft ? box.minX : box.maxX
    let tailX = pointsLeft ? box.maxX : box.minX
    var path = Path()
    path.move(to: CGPoint(x: tailX, y: box.minY))
    path.addLine(to: CGPoint(x: tipX, y: box.midY))
    path.addLine(to: CGPoint(x: tailX, y: box.maxY))
    return path
  }
}
