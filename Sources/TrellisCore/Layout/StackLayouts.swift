/// A horizontal stack as a `Layout` value, for use with `AnyLayout` or on its own.
public struct HStackLayout: Layout, Sendable {
  /// The vertical alignment of the children.
  public var alignment: VerticalAlignment
  /// The distance between children, or nil for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Properties of the layout: the axis it stacks along, if any.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var algorithm: StackAlgorithm {
    StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    algorithm.sizeThatFits(proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    algorithm.place(in: bounds, proposal, subviews)
  }
}

/// A vertical stack as a `Layout` value, for use with `AnyLayout` or on its own.
public struct VStackLayout: Layout, Sendable {
  /// The horizontal alignment of the children.
  public var alignment: HorizontalAlignment
  /// The distance between children, or nil for each pair's preferred spacing.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Properties of the layout: the axis it stacks along, if any.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var algorithm: StackAlgorithm {
    StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    algorithm.sizeThatFits(proposal, subviews)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    algorithm.place(in: bounds, proposal, subviews)
  }
}

/// An overlaying stack as a `Layout` value: every child gets the whole proposal and is aligned.
public struct ZStackLayout: Layout, Sendable {
  /// The alignment of the children.
  public var alignment: Alignment

  /// An overlaying stack layout.
  public nonisolated init(alignment: Alignment = .center) { self.alignment = alignment }

  private func extents(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (
    sizes: [CGSize], guides: [CGPoint], before: CGPoint, size: CGSize
  ) {
    var sizes: [CGSize] = []
    var guides: [CGPoint] = []
    var before = CGPoint.zero
    var after = CGPoint.zero
    for subview in subviews {
      let dimensions = subview.dimensions(in: proposal)
      let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
      sizes.append(CGSize(width: dimensions.width, height: dimensions.height))
      guides.append(guide)
      before.x = max(before.x, guide.x)
      before.y = max(before.y, guide.y)
      after.x = max(after.x, dimensions.width - guide.x)
      after.y = max(after.y, dimensions.height - guide.y)
    }
    return (sizes, guides, before, CGSize(width: before.x + after.x, height: before.y + after.y))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subviews.isEmpty ? .zero : extents(proposal, subviews).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let layout = extents(proposal, subviews)
    // Center the aligned group in the bounds, which may be larger than the group.
    let originX =
      bounds.minX + (bounds.width - layout.size.width) * alignmentFraction(alignment.horizontal.key)
    let originY =
      bounds.minY + (bounds.height - layout.size.height) * alignmentFraction(alignment.vertical.key)
    for (index, subview) in subviews.enumerated() {
      let guide = layout.guides[index]
      subview.place(
        at: CGPoint(x: originX + layout.before.x - guide.x, y: originY + layout.before.y - guide.y),
        anchor: .topLeading, proposal: proposal)
    }
  }

  public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { ViewSpacing() }
}

/// Where in spare room a group aligned to a guide sits: 0 at the start, ½ centered, 1 at the end.
func alignmentFraction(_ key: AlignmentKey) -> CGFloat {
  let probe = ViewDimensions(size: CGSize(width: 1, height: 1), guides: nil)
  let value = key.defaultValue(in: probe)
  return value.isFinite ? min(max(value, 0), 1) : 0.5
}
