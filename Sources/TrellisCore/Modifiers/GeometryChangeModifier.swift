struct GeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
  typealias NodeType = GeometryChangeNode<Value>
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void
}

/// `.onGeometryChange`: after each placement, reads the view's geometry through `transform` and,
/// when the result differs from the last one (or is the first), runs `action` once layout is
/// done, as `onAppear` actions run.
final class GeometryChangeNode<Value: Equatable>: PassThroughNode<GeometryChangeModifier<Value>> {
  private var lastValue: Value?

  // New closures come with every update; they are used from the next placement on.
  override func modifierDidChange(from old: GeometryChangeModifier<Value>) {}

  override func didPlace() {
    let proxy = GeometryProxy(
      size: layoutFrame.size, globalFrame: layoutFrame, namedFrames: namedCoordinateSpaceFrames)
    let value = modifier.transform(proxy)
    let old = lastValue
    guard old != value else { return }
    lastValue = value
    let action = modifier.action
    graph.enqueueAppearAction { action(old ?? value, value) }
  }
}

extension View {
  /// Runs `action` with a value read from the view's geometry: once after the view is first laid
  /// out, then after each layout that changes it. Unlike a `GeometryReader`, the view's own
  /// layout is unchanged.
  ///
  /// ```swift
  /// Text(title)
  ///     .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { titleWidth = $0 }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values read from the view's geometry: once after the
  /// view is first laid out (both the same), then after each layout that changes it.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}
