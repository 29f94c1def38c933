/// The layout of `LazyVGrid` and `LazyHGrid` when every cell is made (outside a scroll view along
/// its axis; in one, `LazyGridArrangement` lays them out the same way): tracks (columns of a
/// vertical grid, rows of a horizontal one) sized from the grid items alone, and lines of cells
/// across them, each line as long as its longest cell.
///
/// In the names below a vertical grid's tracks are its columns and its lines are its rows; a
/// horizontal grid swaps the axes.
struct LazyGridLayout: Layout, Equatable {
  /// The axis the grid grows along as cells are added: vertical for `LazyVGrid`.
  var axis: Axis
  var items: [GridItem]
  /// Where a cell sits when its grid item gives no alignment.
  var cellAlignment: Alignment
  /// The spacing between lines, or nil for the default.
  var spacing: CGFloat?

  /// Properties of the layout: a grid stacks nothing, so a `Spacer` in a cell grows both ways.
  static var layoutProperties: LayoutProperties { LayoutProperties() }

  nonisolated static func == (lhs: LazyGridLayout, rhs: LazyGridLayout) -> Bool {
    lhs.axis == rhs.axis && lhs.cellAlignment == rhs.cellAlignment && lhs.spacing == rhs.spacing
      && lhs.items.count == rhs.items.count
      && zip(lhs.items, rhs.items).allSatisfy { $0.laysOutLike($1) }
  }

  private var lineSpacing: CGFloat {
    guard let spacing, spacing.isFinite else { return GridTrackSizing.defaultSpacing }
    return spacing
  }

  /// The length the grid has for its tracks in `proposal`.
  private func trackRoom(_ proposal: ProposedViewSize) -> CGFloat? {
    axis == .vertical ? proposal.width : proposal.height
  }

  /// What a cell in a track of `length` is offered: the track's length across, nothing along,
  /// so that it takes its ideal length there, as in a scroll view.
  private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  /// Each line's length: that of its longest cell.
  private func lineLengths(_ tracks: [GridTrack], _ subviews: Subviews) -> [CGFloat] {
    guard !tracks.isEmpty else { return [] }
    var lengths = [CGFloat](repeating: 0, count: (subviews.count + tracks.count - 1) / tracks.count)
    for (position, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(cellProposal(tracks[position % tracks.count].length))
      let length = axis == .vertical ? size.height : size.width
      lengths[position / tracks.count] = max(lengths[position / tracks.count], length)
    }
    return lengths
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let (tracks, across) = GridTrackSizing.tracks(for: items, in: trackRoom(proposal))
    let lines = lineLengths(tracks, subviews)
    let along = lines.reduce(0, +) + lineSpacing * CGFloat(max(0, lines.count - 1))
    return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    // SwiftUI sizes the tracks again from the length the grid was given, not from the proposal:
    // a grid whose flexible minimums overflow its frame comes out wider still, off-center, as
    // objc.io observed. Only an ideal-size proposal is kept as it was.
    let boundsRoom = axis == .vertical ? bounds.width : bounds.height
    let (tracks, across) = GridTrackSizing.tracks(
      for: items, in: trackRoom(proposal) == nil ? nil : boundsRoom)
    // With no grid items there is nowhere to put a cell; each is left at the center.
    guard !tracks.isEmpty else { return }
    let lines = lineLengths(tracks, subviews)
    // The block of tracks is aligned in room to spare, and starts at the leading (top) edge when
    // it overflows, as SwiftUI's does.
    let guide = axis == .vertical ? cellAlignment.horizontal.key : cellAlignment.vertical.key
    let inset = max(0, boundsRoom - across) * alignmentFraction(guide)
    var lineOffset: CGFloat = 0
    for (position, subview) in subviews.enumerated() {
      let line = position / tracks.count
      let track = tracks[position % tracks.count]
      if position % tracks.count == 0, line > 0 { lineOffset += lines[line - 1] + lineSpacing }
      let proposal = cellProposal(track.length)
      let room =
        axis == .vertical
        ? CGRect(
          x: bounds.minX + inset + track.offset, y: bounds.minY + lineOffset, width: track.length,
          height: lines[line])
        : CGRect(
          x: bounds.minX + lineOffset, y: bounds.minY + inset + track.offset, width: lines[line],
          height: track.length)
      let alignment = track.alignment ?? cellAlignment
      let space = ViewDimensions(size: room.size, guides: nil)
      let dimensions = subview.dimensions(in: proposal)
      subview.place(
        at: CGPoint(
          x: room.minX + space[alignment.horizontal] - dimensions[alignment.horizontal],
          y: room.minY + space[alignment.vertical] - dimensions[alignment.vertical]),
        anchor: .topLeading, proposal: proposal)
    }
  }
}
