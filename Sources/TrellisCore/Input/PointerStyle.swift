/// The shape of the pointer while it is over a view, as set with ``View/pointerStyle(_:)``.
///
/// Text fields show ``horizontalText`` by themselves; everything else shows ``default`` unless a
/// view asks for another style. Hosts map each style to the platform's cursor (on X11, the
/// cursor font's shapes, themed when libXcursor is installed).
public struct PointerStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case arrow, horizontalText, verticalText, link, grabIdle, grabActive, rectSelection
    case columnResize, rowResize
  }

  let kind: Kind

  /// The platform's default pointer: an arrow.
  public static let `default` = PointerStyle(kind: .arrow)
  /// An I-beam, for selecting or placing the caret in horizontal text.
  public static let horizontalText = PointerStyle(kind: .horizontalText)
  /// A sideways I-beam, for vertical text.
  public static let verticalText = PointerStyle(kind: .verticalText)
  /// A pointing hand, for links.
  public static let link = PointerStyle(kind: .link)
  /// An open hand, for something that can be dragged.
  public static let grabIdle = PointerStyle(kind: .grabIdle)
  /// A closed hand, for something being dragged.
  public static let grabActive = PointerStyle(kind: .grabActive)
  /// A crosshair, for drawing a selection rectangle.
  public static let rectSelection = PointerStyle(kind: .rectSelection)
  /// A left-right arrow, for resizing a column.
  public static let columnResize = PointerStyle(kind: .columnResize)
  /// An up-down arrow, for resizing a row.
  public static let rowResize = PointerStyle(kind: .rowResize)
}

/// A node that chooses the pointer's shape while the pointer is over it (nil: its container's).
@MainActor
protocol PointerStyleSource: AnyObject {
  var pointerStyle: PointerStyle? { get }
  /// The style at `point` (root coordinates), for views that choose by where the pointer is
  /// over them, such as a text's links.
  func pointerStyle(at point: CGPoint) -> PointerStyle?
}

extension PointerStyleSource {
  func pointerStyle(at point: CGPoint) -> PointerStyle? { pointerStyle }
}
