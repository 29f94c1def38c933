/// What a grid keeps between layout calls on its container node: its lines (built from every
/// cell's layout values, which cost more to read than the sizes do) and the solutions of the
/// proposals it was asked, so that placing the grid does not solve it again.
///
/// The container drops it whenever anything below changes (`LayoutContainerNode.layoutState`),
/// so it only has to tell apart the layouts and subview ranges that share a container, as a
/// custom layout delegating to `GridLayout` may.
@MainActor
final class GridSolverCache {
  let structure: GridLayoutSolver.Structure
  private let layout: GridLayout
  private let nodes: [LayoutNode]
  private let range: Range<Int>
  private var solutions: [(proposal: ProposedViewSize, solution: GridLayoutSolver.Solution)] = []
  /// A grid is asked a handful of proposals; more than that are taken in turn.
  private static let capacity = 4
  private var next = 0

  private init(layout: GridLayout, subviews: LayoutSubviews) {
    self.layout = layout
    nodes = subviews.nodes
    range = subviews.startIndex..<subviews.endIndex
    structure = GridLayoutSolver.Structure(layout: layout, subviews: subviews)
  }

  /// The solver for `layout` over `subviews`, with what was kept for them on their container.
  static func solver(_ layout: GridLayout, _ subviews: LayoutSubviews) -> (GridLayoutSolver, GridSolverCache?)
  {
    guard let holder = subviews.recorder.container as? any LayoutStateHolder else {
      let structure = GridLayoutSolver.Structure(layout: layout, subviews: subviews)
      return (GridLayoutSolver(layout: layout, subviews: subviews, structure: structure), nil)
    }
    let cache: GridSolverCache
    if let kept = holder.layoutState as? GridSolverCache, kept.fits(layout, subviews) {
      cache = kept
    } else {
      cache = GridSolverCache(layout: layout, subviews: subviews)
      holder.layoutState = cache
    }
    return (GridLayoutSolver(layout: layout, subviews: subviews, structure: cache.structure), cache)
  }

  private func fits(_ other: GridLayout, _ subviews: LayoutSubviews) -> Bool {
    guard
      layout.alignment == other.alignment, layout.horizontalSpacing == other.horizontalSpacing,
      layout.verticalSpacing == other.verticalSpacing, range == subviews.startIndex..<subviews.endIndex,
      nodes.count == subviews.nodes.count
    else { return false }
    for index in range where nodes[index] !== subviews.nodes[index] { return false }
    return true
  }

  /// The solution for `proposal`, solved once.
  func solution(_ proposal: ProposedViewSize, _ solver: GridLayoutSolver) -> GridLayoutSolver.Solution {
    let width = SizeCache.Entry.bits(proposal.width)
    let height = SizeCache.Entry.bits(proposal.height)
    for kept in solutions
    where SizeCache.Entry.bits(kept.proposal.width) == width
      && SizeCache.Entry.bits(kept.proposal.height) == height
    {
      return kept.solution
    }
    let solution = solver.solve(proposal)
    if solutions.count < Self.capacity {
      solutions.append((proposal, solution))
    } else {
      solutions[next] = (proposal, solution)
      next = (next + 1) % Self.capacity
    }
    return solution
  }
}

/// A container node that keeps a layout's internal state for it, dropped whenever the layout of
/// anything inside changes.
@MainActor
protocol LayoutStateHolder: AnyObject {
  var layoutState: AnyObject? { get set }
}
