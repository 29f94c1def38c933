/// The horizontal alignment a cell asks for its whole column.
struct GridColumnAlignmentKey: LayoutValueKey {
  static let defaultValue: HorizontalAlignment? = nil
}

/// How many columns a cell spans.
struct GridCellColumnsKey: LayoutValueKey {
  static let defaultValue = 1
}

/// Where a cell sits in its rectangle, overriding the row's and column's alignment.
struct GridCellAnchorKey: LayoutValueKey {
  static let defaultValue: UnitPoint? = nil
}

/// The axes in which a cell does not size its row or column.
struct GridCellUnsizedAxesKey: LayoutValueKey {
  static let defaultValue: Axis.Set = []
}

extension View {
  /// Aligns every cell of this cell's grid column horizontally by `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Makes this grid cell span `count` columns (at least 1).
  public func gridCellColumns(_ count: Int) -> some View {
    if count < 1 || count > GridLayoutSolver.maximumSpan {
      ViewGraph.warnOnce(
        "gridCellColumns(\(count)) is out of range 1…\(GridLayoutSolver.maximumSpan); clamped")
    }
    return layoutValue(key: GridCellColumnsKey.self, value: min(max(count, 1), GridLayoutSolver.maximumSpan))
  }

  /// Puts this grid cell at `anchor` in its rectangle, whatever the row's and column's alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    func clean(_ value: CGFloat) -> CGFloat {
      if value.isFinite { return value }
      ViewGraph.warnOnce("gridCellAnchor got a NaN or infinite coordinate; using 0.5")
      return 0.5
    }
    return layoutValue(key: GridCellAnchorKey.self, value: UnitPoint(x: clean(anchor.x), y: clean(anchor.y)))
  }

  /// Keeps this grid cell from sizing its column (`.horizontal`) or row (`.vertical`): a flexible
  /// view such as a `Divider` or `Color` then takes the size the other cells give.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }
}
