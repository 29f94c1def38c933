/// A grid as a `Layout` value: rows of cells whose columns line up, for use with `AnyLayout` or
/// on its own (`GridLayout { GridRow { ... } }`).
///
/// Rows act like horizontal stacks inside a vertical stack, except that each column is as wide as
/// its widest cell and each row as tall as its tallest. A subview that is not a `GridRow` (such
/// as a `Divider` between rows) spans every column and does not size any of them.
public struct GridLayout: Sendable {
  /// How cells are aligned in their cells' rectangles, unless a row or column says otherwise.
  public var alignment: Alignment
  /// The distance between columns, or nil for the default (8 points).
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or nil for the default (8 points).
  public var verticalSpacing: CGFloat?

  /// A grid layout with the given alignment and spacings.
  public nonisolated init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }
}

extension GridLayout: Layout {
  /// The grid's size for `proposal`: its columns' widths and its rows' heights with spacing.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    solution(proposal, subviews).solution.size
  }

  /// Places every row's cells in their columns, and views outside rows across all columns.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let (solver, solution) = solution(proposal, subviews)
    solver.place(in: bounds, solution)
  }

  /// Where the first cell with an explicit value for `guide` puts it.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    let (solver, solution) = solution(proposal, subviews)
    return solver.explicitGuide(guide.key, solution)
  }

  /// Where the first cell with an explicit value for `guide` (such as a text's baseline) puts it.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    let (solver, solution) = solution(proposal, subviews)
    return solver.explicitGuide(guide.key, solution)
  }
}

extension GridLayout {
  /// The solver and its solution for `proposal`, kept on the container node (the public cache
  /// type stays `Void`), so that placing does not solve again what sizing solved.
  @MainActor
  fileprivate func solution(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    -> (solver: GridLayoutSolver, solution: GridLayoutSolver.Solution)
  {
    let (solver, cache) = GridSolverCache.solver(self, subviews)
    guard let cache else { return (solver, solver.solve(proposal)) }
    return (solver, cache.solution(proposal, solver))
  }
}
