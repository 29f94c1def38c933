/// Where a grid put a row and its cells.
struct GridRowPlacement: Equatable {
  /// The row's size: the grid's width by the row's height.
  var size: CGSize
  /// Each cell's placement, relative to the row's top-left corner before mirroring.
  var cells: [GridCellPlacement]
}

/// The node of a `GridRow`: its subviews are the row's cells. The grid sizes the cells (its
/// columns line up across rows) and hands the row their placements; the row then places them,
/// mirrored in a right-to-left environment.
final class GridRowNode: LayoutNode {
  var alignment: VerticalAlignment?
  private(set) var gridPlacement: GridRowPlacement?

  init(alignment: VerticalAlignment?, parent: _Node) {
    self.alignment = alignment
    super.init(parent: parent)
  }

  /// Records where the grid puts the cells; when they move, the row must place them again even
  /// if its own rectangle stays the same.
  func setGridPlacement(_ placement: GridRowPlacement) {
    guard placement != gridPlacement else { return }
    gridPlacement = placement
    sizeCache.removeAll()
    layoutInvalid = true
  }

  private var stack: StackAlgorithm {
    StackAlgorithm(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil)
  }

  private func placement(for size: CGSize) -> GridRowPlacement? {
    guard let gridPlacement, gridPlacement.size == size, gridPlacement.cells.count == subviews.count else {
      return nil
    }
    return gridPlacement
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let width = proposal.width, let height = proposal.height,
      let placement = placement(for: CGSize(width: width, height: height))
    {
      return placement.size
    }
    return stack.size(proposal, stacking: self)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    guard let placement = placement(for: rect.size) else {
      stack.placeSubviews(of: self, in: rect, proposal: proposal)
      return
    }
    let mirror = environment.layoutDirection == .rightToLeft
    for (node, cell) in zip(subviews, placement.cells) {
      var frame = cell.rect.offsetBy(dx: rect.minX, dy: rect.minY)
      if mirror { frame.origin.x = rect.minX + rect.maxX - frame.maxX }
      node.place(in: frame, proposal: cell.proposal)
    }
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard let placement = placement(for: size) else { return nil }
    for (node, cell) in zip(subviews, placement.cells) {
      guard let value = node.dimensions(for: cell.proposal)[explicit: key] else { continue }
      return (key.axis == .horizontal ? cell.rect.minX : cell.rect.minY) + value
    }
    return nil
  }

  override var isContainer: Bool { true }

  override var typeName: String { "GridRow" }
}
