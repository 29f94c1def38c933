/// Where the pointer is over a view with ``View/onContinuousHover(coordinateSpace:perform:)``.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this location in the coordinate space asked for.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

struct HoverModifier: PrimitiveModifier {
  typealias NodeType = HoverNode
  /// `.onHover`'s action, called when the pointer enters or leaves.
  let onHover: ((Bool) -> Void)?
  /// `.onContinuousHover`'s action, called on every move over the view and when it leaves.
  let onContinuousHover: ((HoverPhase) -> Void)?
  let coordinateSpace: CoordinateSpace
}

/// `.onHover` and `.onContinuousHover`: told by the graph's ``HoverRegions`` whether the pointer
/// is over the content. Not an interactive node, so it takes no presses from the controls in it.
final class HoverNode: PassThroughNode<HoverModifier> {
  /// Whether the pointer was over the content at the last move.
  var isHovering = false

  override func didInstall() { graph.hoverRegions.add(self) }

  // Only the actions changed; the next move calls the new ones.
  override func modifierDidChange(from old: HoverModifier) {}

  /// `point` (root coordinates) in the modifier's coordinate space.
  func location(of point: CGPoint) -> CGPoint { convert(point, to: modifier.coordinateSpace) }
}

extension View {
  /// Calls `action` with true when the pointer enters the view, and false when it leaves.
  ///
  /// ```swift
  /// Text("Hover me")
  ///     .background(isHovered ? Color.yellow : Color.clear)
  ///     .onHover { isHovered = $0 }
  /// ```
  public func onHover(perform action: @escaping (_ hovering: Bool) -> Void) -> some View {
    modifier(HoverModifier(onHover: action, onContinuousHover: nil, coordinateSpace: .local))
  }

  /// Calls `action` with the pointer's location each time it moves over the view (in
  /// `coordinateSpace`), and with ``HoverPhase/ended`` when it leaves.
  public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(
      HoverModifier(onHover: nil, onContinuousHover: action, coordinateSpace: coordinateSpace.coordinateSpace)
    )
  }

  /// Calls `action` with the pointer's location each time it moves over the view (in
  /// `coordinateSpace`), and with ``HoverPhase/ended`` when it leaves.
  @_disfavoredOverload
  public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(HoverModifier(onHover: nil, onContinuousHover: action, coordinateSpace: coordinateSpace))
  }
}
