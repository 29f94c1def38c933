/// Which parts of a frame a matched geometry effect takes from the source of its group.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  /// A properties set from its raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Where the view is: its anchor point goes where the source's is.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// How large the view is: it is proposed, and takes, the source's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]

  /// `own` with the parts these properties name taken from `source`, keeping the point at
  /// `anchor` in place when only the size is taken.
  func apply(_ source: CGRect, to own: CGRect, anchor: UnitPoint) -> CGRect {
    let size = contains(.size) ? source.size : own.size
    let pinned = contains(.position) ? source : own
    let point = CGPoint(
      x: pinned.minX + pinned.width * anchor.x, y: pinned.minY + pinned.height * anchor.y)
    return CGRect(
      x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y, width: size.width,
      height: size.height)
  }
}
