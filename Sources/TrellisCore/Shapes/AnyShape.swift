/// A type-erased shape: lets one view show different kinds of shapes.
///
/// ```swift
/// content.clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))
/// ```
public struct AnyShape: @unchecked Sendable {
  // Shapes are values only read on the main actor, where views draw; the box never mutates.
  private let shape: any Shape

  /// Erases the type of `shape`.
  public init<S: Shape>(_ shape: S) {
    self.shape = (shape as? AnyShape)?.shape ?? shape
  }
}

extension AnyShape: Shape {
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}
