/// A color picker's well: a small raised button showing the color, over a checkerboard where
/// the color lets it through.
struct ColorWell: View {
  let color: Color
  let action: () -> Void

  static let size = CGSize(width: 44, height: 24)

  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Button(action: action) {
      let bezel = RoundedRectangle(cornerRadius: 6)
      RoundedRectangle(cornerRadius: 3)
        .fill(color)
        .background { Checkerboard().clipShape(RoundedRectangle(cornerRadius: 3)) }
        .overlay(RoundedRectangle(cornerRadius: 3).strokeBorder(Color.black.opacity(0.15), lineWidth: 0.5))
        .padding(4)
        .frame(width: Self.size.width, height: Self.size.height)
        .background(bezel.fill(Color(white: colorScheme == .dark ? 0.3 : 0.925)))
        .overlay(bezel.strokeBorder(Color.separator, lineWidth: 0.5))
    }
    .buttonStyle(.plain)
    .accessibilityIdentifier("color-well")
  }
}

/// Gray and white squares, which show how transparent a color drawn over them is.
struct Checkerboard: View {
  var body: some View {
    ZStack {
      Color.white
      CheckerboardSquares().fill(Color(white: 0.8))
    }
  }
}

/// Every other square of a checkerboard.
struct CheckerboardSquares: Shape {
  var square: CGFloat = 4

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard rect.width.isFinite, rect.height.isFinite, square > 0 else { return path }
    let columns = min(Int((rect.width / square).rounded(.up)), 500)
    let rows = min(Int((rect.height / square).rounded(.up)), 500)
    for row in 0..<rows {
      for column in 0..<columns where (row + column).isMultiple(of: 2) {
        path.addRect(
          CGRect(
            x: rect.minX + CGFloat(column) * square, y: rect.minY + CGFloat(row) * square, width: square,
            height: square
          )
          .intersection(rect))
      }
    }
    return path
  }
}
