/// A column's width limits in a split view: the width it starts at and the range a drag of its
/// divider keeps it in.
struct NavigationSplitColumnWidth: Equatable {
  var min: CGFloat
  var ideal: CGFloat
  var max: CGFloat

  /// Limits from a modifier's arguments, made consistent: nil or non-finite bounds fall back to
  /// the ideal width, and `min <= ideal <= max` holds.
  init(min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
    let idealWidth = ideal.isFinite ? Swift.max(0, ideal) : 0
    let low = min.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } ?? idealWidth
    let high = max.flatMap { $0.isNaN ? nil : $0 } ?? idealWidth
    self.min = Swift.min(low, idealWidth)
    self.ideal = idealWidth
    self.max = Swift.max(high, idealWidth)
  }

  /// The width that `width` becomes inside the limits.
  func clamp(_ width: CGFloat) -> CGFloat {
    width.isNaN ? ideal : Swift.min(Swift.max(width, min), max)
  }

  /// macOS-like defaults for columns whose root sets no width.
  static func standard(for column: NavigationSplitViewColumn) -> NavigationSplitColumnWidth {
    switch column.kind {
    case .sidebar: return NavigationSplitColumnWidth(min: 160, ideal: 220, max: 360)
    case .content: return NavigationSplitColumnWidth(min: 200, ideal: 280, max: 440)
    case .detail: return NavigationSplitColumnWidth(min: 240, ideal: 440, max: .infinity)
    }
  }
}

extension View {
  /// Sets the width of the split view column whose root view this is; the detail column takes
  /// the room left, so its width only counts as its minimum.
  ///
  /// ```swift
  /// NavigationSplitView {
  ///     Sidebar().navigationSplitViewColumnWidth(200)
  /// } detail: { Detail() }
  /// ```
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      NavigationSplitColumnWidthModifier(
        width: NavigationSplitColumnWidth(min: width, ideal: width, max: width)))
  }

  /// Sets the width a split view column starts at and the range dragging its divider keeps it
  /// in; a nil bound stays at `ideal`.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    modifier(
      NavigationSplitColumnWidthModifier(width: NavigationSplitColumnWidth(min: min, ideal: ideal, max: max)))
  }
}

/// Hands a column's width to its split view.
struct NavigationSplitColumnWidthModifier: PrimitiveModifier {
  typealias NodeType = NavigationSplitColumnWidthNode
  let width: NavigationSplitColumnWidth
}

/// Keeps the split view's copy of the column's width current, and takes it back when removed.
final class NavigationSplitColumnWidthNode: PassThroughNode<NavigationSplitColumnWidthModifier> {
  private var scope: NavigationSplitColumnScope?

  override func didInstall() {
    super.didInstall()
    apply()
  }

  override func modifierDidChange(from old: NavigationSplitColumnWidthModifier) {
    if old.width != modifier.width { apply() }
  }

  override func dispose() {
    if let scope, let split = scope.split, split.isAlive {
      split.setWidth(nil, for: scope.column, from: self)
    }
    super.dispose()
  }

  private func apply() {
    guard let scope = scope ?? environment.navigationSplitColumn else { return }
    self.scope = scope
    scope.split?.setWidth(modifier.width, for: scope.column, from: self)
  }
}
