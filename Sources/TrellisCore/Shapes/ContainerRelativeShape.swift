/// A shape that takes the form of the container it sits in, inset to its own frame: inside a
/// view with `.containerShape(RoundedRectangle(cornerRadius: 20))`, a `ContainerRelativeShape`
/// 8 points in has corners of radius 12, concentric with the container's. With no container
/// shape around it, it is a rectangle.
///
/// ```swift
/// VStack { ... }
///     .padding(8)
///     .background(ContainerRelativeShape().fill(.blue))
///     .padding(8)
///     .background(.gray, in: RoundedRectangle(cornerRadius: 20))
///     .containerShape(RoundedRectangle(cornerRadius: 20))
/// ```
public struct ContainerRelativeShape: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0

  /// The shape of the enclosing container.
  public nonisolated init() {}

  public func path(in rect: CGRect) -> Path {
    let own = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard let container = ContainerShapeContext.current, let containerFrame = container.frame else {
      return Path(own)
    }
    // How far in the shape sits: the container's shape, inset by that much, drawn over a frame
    // grown by the same amount, lands on this frame with concentric corners.
    let distance = max(
      0,
      min(
        own.minX - containerFrame.minX, own.minY - containerFrame.minY,
        containerFrame.maxX - own.maxX, containerFrame.maxY - own.maxY))
    return container.path(in: own.insetBy(dx: -distance, dy: -distance), insetBy: distance)
  }

  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}
