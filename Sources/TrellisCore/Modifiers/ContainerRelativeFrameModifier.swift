struct ContainerRelativeFrameModifier: PrimitiveModifier {
  typealias NodeType = ContainerRelativeFrameNode
  let axes: Axis.Set
  let count: Int
  let span: Int
  let spacing: CGFloat
  let alignment: Alignment
  /// The app's length for the container's length along an axis, instead of count and span.
  var length: (@MainActor (CGFloat, Axis) -> CGFloat)?
}

/// `.containerRelativeFrame`: along its axes the view is as long as a share of its container
/// (the nearest scroll view's visible size, else the window), like a `.frame` of that length.
final class ContainerRelativeFrameNode: LayoutModifierNode<ContainerRelativeFrameModifier> {
  /// The length along `axis`, or nil when the view keeps its own.
  private func length(_ axis: Axis) -> CGFloat? {
    guard modifier.axes.contains(axis == .horizontal ? .horizontal : .vertical),
      let container = RelativeFrameContainer.nearest(to: self)
    else { return nil }
    container.hasDependents = true
    if let custom = modifier.length {
      return cleanLength(custom(container.size[axis], axis), "container relative frame length") ?? 0
    }
    let count = CGFloat(modifier.count)
    let span = CGFloat(modifier.span)
    let spacing = modifier.spacing
    let column = (container.size[axis] - spacing * (count - 1)) / count
    return max(0, column * span + spacing * (span - 1))
  }

  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    if let width = length(.horizontal) { inner.width = width }
    if let height = length(.vertical) { inner.height = height }
    return inner
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    CGSize(width: length(.horizontal) ?? contentSize.width, height: length(.vertical) ?? contentSize.height)
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    aligned(contentSize, in: rect, alignment: modifier.alignment)
  }

  override var typeName: String { "ContainerRelativeFrame" }
}

extension View {
  /// Makes the view as long as its container along `axes` — the visible size of the nearest
  /// scroll view around it, else the window — and aligns its content in that frame.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///     HStack { ForEach(pages) { PageView($0).containerRelativeFrame(.horizontal) } }
  /// }
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
  }

  /// Makes the view span `span` of `count` equal columns (or rows) of its container along
  /// `axes`, with `spacing` between them: `(length - spacing × (count - 1)) / count × span +
  /// spacing × (span - 1)`. The container is the nearest scroll view's visible size, else the
  /// window.
  ///
  /// ```swift
  /// // Three cards per screen width, 10 points apart.
  /// CardView().containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    if count < 1 || span < 1 {
      ViewGraph.warnOnce("containerRelativeFrame count and span must be at least 1")
    }
    return modifier(
      ContainerRelativeFrameModifier(
        axes: axes, count: max(1, count), span: max(1, span),
        spacing: cleanLength(spacing, "container relative frame spacing") ?? 0, alignment: alignment))
  }

  /// Makes the view, along `axes`, as long as `length` says given its container's length on
  /// that axis — the visible size of the nearest scroll view around it, else the window — and
  /// aligns its content in that frame.
  ///
  /// ```swift
  /// // Each card four fifths of the scroll view's width, so the next one peeks in.
  /// CardView().containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(
        axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment, length: length))
  }
}
