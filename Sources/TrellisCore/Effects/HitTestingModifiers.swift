struct ContentShapeModifier<S: Shape>: PrimitiveModifier {
  typealias NodeType = ContentShapeNode<S>
  let shape: S
  let eoFill: Bool
}

/// `.contentShape`: the view is hit inside a shape in its bounds, whatever it draws.
final class ContentShapeNode<S: Shape>: PassThroughNode<ContentShapeModifier<S>> {
  override func modifierDidChange(from old: ContentShapeModifier<S>) {}

  override func contains(_ point: CGPoint) -> Bool {
    ContainerShapeContext.path(of: modifier.shape, in: frame, environment: environment)
      .contains(point, eoFill: modifier.eoFill)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    contains(point) ? super.hitTest(point) : nil
  }
}

struct AllowsHitTestingModifier: PrimitiveModifier {
  typealias NodeType = AllowsHitTestingNode
  let enabled: Bool
}

/// `.allowsHitTesting(false)`: taps and hovers pass through the view to what lies beneath.
final class AllowsHitTestingNode: PassThroughNode<AllowsHitTestingModifier> {
  override func modifierDidChange(from old: AllowsHitTestingModifier) {}

  override func contains(_ point: CGPoint) -> Bool {
    modifier.enabled && super.contains(point)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    modifier.enabled ? super.hitTest(point) : nil
  }
}

extension View {
  /// Sets the area where the view is hit (tapped, hovered) to `shape` in its bounds.
  ///
  /// ```swift
  /// HStack { Text("Row"); Spacer() }
  ///     .contentShape(Rectangle())
  ///     .onTapGesture { select() }
  /// ```
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
  }

  /// Whether the view and its content take taps and hovers; when false they pass through.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(AllowsHitTestingModifier(enabled: enabled))
  }
}
