/// How a lazy container in a scroll view arranges what it holds along its axis, making the
/// elements that come near the visible part (`LazyStackArrangement`, `LazyGridArrangement`).
@MainActor
protocol LazyArrangement {
  /// The length along the axis, estimates of the elements not made included.
  var length: CGFloat { get }
  /// Whether arranging made any element.
  var madeAny: Bool { get }
  /// Works out where every made view goes, first making the elements whose estimated place
  /// overlaps `window` (none when nil).
  mutating func arrange(making window: ClosedRange<CGFloat>?)
  /// The length across the axis when `room` is offered across.
  func acrossLength(offered room: CGFloat?) -> CGFloat
  /// Where each made view goes in `bounds`, and the proposal it is placed with; pinned views
  /// kept in `visible`, the part shown along the axis in the container's own coordinates.
  func rects(in bounds: CGRect, mirrored: Bool, visible: ClosedRange<CGFloat>?) -> [(
    node: LayoutNode, rect: CGRect, proposal: ProposedViewSize
  )]
  /// The made views kept in sight as their sections scroll past, drawn above the others.
  var pinnedNodes: [LayoutNode] { get }
}
