/// Whether a view is drawn mirrored in a layout direction: what ``View/layoutDirectionBehavior(_:)``
/// takes.
///
/// Views already lay themselves out right to left when the layout direction says so; mirroring
/// is for content whose drawing itself points one way, such as an arrow.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrored.
  case fixed
  /// Mirrored when the layout direction is `direction`.
  case mirrors(in: LayoutDirection)

  /// Mirrored when the layout direction is right to left.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  /// Whether a view with this behavior is mirrored in `direction`.
  func mirrors(_ direction: LayoutDirection) -> Bool {
    if case .mirrors(let mirroredDirection) = self { return mirroredDirection == direction }
    return false
  }
}

extension View {
  /// Mirrors this view's drawing horizontally when the layout direction is right to left.
  ///
  /// ```swift
  /// Image(systemName: "arrow.right")
  ///     .flipsForRightToLeftLayoutDirection(true)
  /// ```
  ///
  /// Only the drawing (and where clicks land on it) is mirrored: the view takes the same place.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    layoutDirectionBehavior(enabled ? .mirrors : .fixed)
  }

  /// Mirrors this view's drawing horizontally in the layout direction `behavior` names.
  ///
  /// ```swift
  /// DrawnArrow()
  ///     .layoutDirectionBehavior(.mirrors(in: .rightToLeft))
  /// ```
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    modifier(LayoutDirectionMirrorModifier(behavior: behavior))
  }
}

struct LayoutDirectionMirrorModifier: PrimitiveModifier {
  typealias NodeType = LayoutDirectionMirrorNode
  let behavior: LayoutDirectionBehavior
}

/// Draws its content mirrored about its vertical center line while its behavior mirrors in the
/// environment's layout direction, and mirrors points back for hit testing.
final class LayoutDirectionMirrorNode: TransformingNode<LayoutDirectionMirrorModifier> {
  private var isMirrored: Bool { modifier.behavior.mirrors(environment.layoutDirection) }

  /// The mirror about the frame's vertical center line (its own inverse).
  private var mirror: CGAffineTransform {
    CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * frame.midX, ty: 0)
  }

  override func modifierDidChange(from old: LayoutDirectionMirrorModifier) {
    if old.behavior != modifier.behavior { graph.setNeedsDisplay(frame) }
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let wasMirrored = isMirrored
    super.environmentDidChange(newEnvironment)
    if isMirrored != wasMirrored { graph.setNeedsDisplay(frame) }
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard isMirrored else { return super.draw(into: &list) }
    list.group(.pushTransform(mirror), .popTransform) { super.draw(into: &$0) }
  }

  override func untransformed(_ point: CGPoint) -> CGPoint? {
    isMirrored ? point.applying(mirror) : point
  }
}
