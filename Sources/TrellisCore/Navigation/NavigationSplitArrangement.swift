/// Where a split view's columns go across its width: the leading columns at their chosen widths,
/// one-point dividers between columns, and the detail column in the room left. When that room is
/// less than the detail's minimum, the columns nearest the detail shrink first, down to their
/// own minimums.
struct NavigationSplitArrangement: Equatable {
  /// A column's horizontal extent, relative to the split view's leading edge.
  struct Span: Equatable {
    var column: NavigationSplitViewColumn
    var x: CGFloat
    var width: CGFloat
    var isVisible: Bool
  }

  static let dividerWidth: CGFloat = 1

  var spans: [Span] = []
  /// The x of each divider shown, each with the column on its leading side.
  var dividers: [(x: CGFloat, leading: NavigationSplitViewColumn)] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.spans == rhs.spans && lhs.dividers.map(\.x) == rhs.dividers.map(\.x)
  }

  /// The leading columns' widths and whether each is visible, in order, then the detail's limits.
  init(
    width total: CGFloat,
    leading: [(
      column: NavigationSplitViewColumn, limits: NavigationSplitColumnWidth,
      chosen: CGFloat?, isVisible: Bool
    )],
    detail: NavigationSplitColumnWidth
  ) {
    let total = total.isFinite ? Swift.max(0, total) : 0
    var widths = leading.map { ($0.limits.clamp($0.chosen ?? $0.limits.ideal)).rounded() }
    let visible = leading.indices.filter { leading[$0].isVisible }
    let dividers = CGFloat(visible.count) * Self.dividerWidth
    var used = visible.reduce(0) { $0 + widths[$1] } + dividers
    for index in visible.reversed() where total - used < detail.min {
      let give = Swift.min(widths[index] - leading[index].limits.min, detail.min - (total - used))
      if give > 0 {
        widths[index] -= give.rounded(.up)
        used -= give.rounded(.up)
      }
    }
    var x: CGFloat = 0
    for (index, entry) in leading.enumerated() {
      if entry.isVisible {
        spans.append(Span(column: entry.column, x: x, width: widths[index], isVisible: true))
        x += widths[index]
        self.dividers.append((x, entry.column))
        x += Self.dividerWidth
      } else {
        // Hidden columns wait off the leading edge, so that showing one slides it in.
        spans.append(Span(column: entry.column, x: -widths[index], width: widths[index], isVisible: false))
      }
    }
    spans.append(Span(column: .detail, x: x, width: Swift.max(0, total - x), isVisible: true))
  }

  /// The least width that shows the visible columns at their minimums.
  static func minimumWidth(
    leading: [(limits: NavigationSplitColumnWidth, isVisible: Bool)], detail: NavigationSplitColumnWidth
  ) -> CGFloat {
    leading.filter(\.isVisible).reduce(detail.min) { $0 + $1.limits.min + dividerWidth }
  }

  /// The width that shows the visible columns at their ideal widths.
  static func idealWidth(
    leading: [(limits: NavigationSplitColumnWidth, chosen: CGFloat?, isVisible: Bool)],
    detail: NavigationSplitColumnWidth
  ) -> CGFloat {
    leading.filter(\.isVisible).reduce(detail.ideal) {
      $0 + $1.limits.clamp($1.chosen ?? $1.limits.ideal) + dividerWidth
    }
  }
}
