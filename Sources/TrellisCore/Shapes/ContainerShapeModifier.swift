struct ContainerShapeModifier<S: InsettableShape>: PrimitiveModifier {
  typealias NodeType = ContainerShapeNode<S>
  let shape: S
}

/// `.containerShape(_:)`: the view's content sees `shape`, in the view's frame, as the shape
/// `ContainerRelativeShape` follows.
final class ContainerShapeNode<S: InsettableShape>: PassThroughNode<ContainerShapeModifier<S>> {
  private lazy var region = makeRegion()

  private func makeRegion() -> ContainerShapeRegion {
    let region = ContainerShapeRegion(modifier.shape)
    region.node = self
    return region
  }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.containerShape = region
    return values
  }

  override func modifierDidChange(from old: ContainerShapeModifier<S>) {
    if ViewComparison.isSame(old.shape, modifier.shape) { return }
    region = makeRegion()
    forEachChild { $0.environmentDidChange(environmentForChildren) }
    graph.setNeedsDisplay(frame)
  }
}

extension View {
  /// Sets the shape of this view as a container: `ContainerRelativeShape`s inside it take this
  /// shape, inset to their own frames.
  ///
  /// ```swift
  /// content
  ///     .padding(6)
  ///     .background(ContainerRelativeShape().fill(.blue))
  ///     .containerShape(RoundedRectangle(cornerRadius: 16))
  /// ```
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    modifier(ContainerShapeModifier(shape: shape))
  }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the enclosing container, inset to the view's frame; a rectangle when no
  /// container set one.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
