struct ScrollGeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollGeometryChangeNode<Value>
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void
}

/// `.onScrollGeometryChange`: reads the scroll view's geometry through `transform` whenever it
/// moves or is laid out, and runs `action` once layout is done when the result changed.
final class ScrollGeometryChangeNode<Value: Equatable>: PassThroughNode<ScrollGeometryChangeModifier<Value>>,
  ScrollViewObserver
{
  private var lastValue: Value?

  override var isTransparentAroundSeveralViews: Bool { true }

  // New closures come with every update; they are used from the next change on.
  override func modifierDidChange(from old: ScrollGeometryChangeModifier<Value>) {}

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.scrollViewLinks.add(self)
    return values
  }

  func scrollViewDidChange(_ scrollView: ScrollNode, byUser: Bool) {
    let value = modifier.transform(scrollView.geometry)
    let old = lastValue
    guard old != value else { return }
    lastValue = value
    let action = modifier.action
    graph.enqueueScrollAction { action(old ?? value, value) }
  }
}

extension View {
  /// Runs `action` when a value read from the geometry of the scroll view this modifies changes:
  /// its offset, content size or viewport. `transform` reads the value; `action` gets the old and
  /// new ones, after layout, starting with the first layout.
  ///
  /// ```swift
  /// ScrollView { ... }
  ///     .onScrollGeometryChange(for: Bool.self) { geometry in
  ///         geometry.contentOffset.y > 20
  ///     } action: { _, scrolled in
  ///         showsShadow = scrolled
  ///     }
  /// ```
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }
}
