/// A path is a shape that draws itself as it is, wherever its view is placed.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 50))
/// }
/// .stroke(Color.blue, lineWidth: 2)
/// ```
extension Path: Shape {
  /// The path itself: it is drawn in the coordinates it was built in, not fitted to `rect`.
  public func path(in rect: CGRect) -> Path {
    offsetBy(dx: rect.minX, dy: rect.minY)
  }
}
