struct FixedFrameModifier: PrimitiveModifier {
  typealias NodeType = FixedFrameNode
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
}

/// `.frame(width:height:)`: proposes exactly its size and reports exactly that size.
final class FixedFrameNode: LayoutModifierNode<FixedFrameModifier> {
  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: modifier.width ?? proposal.width, height: modifier.height ?? proposal.height)
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    CGSize(width: modifier.width ?? contentSize.width, height: modifier.height ?? contentSize.height)
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    aligned(contentSize, in: rect, alignment: modifier.alignment)
  }

  override var typeName: String { "Frame" }
}

struct FlexibleFrameModifier: PrimitiveModifier {
  typealias NodeType = FlexibleFrameNode
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  let alignment: Alignment

  func limits(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:...)`: clamps the proposal for its content, and its own
/// size between the limits, taking as much of the proposal as its maximum allows.
final class FlexibleFrameNode: LayoutModifierNode<FlexibleFrameModifier> {
  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    func axis(_ axis: Axis) -> CGFloat? {
      let (minimum, ideal, maximum) = modifier.limits(axis)
      guard var value = proposal[axis] else { return ideal }
      if let maximum { value = min(value, maximum) }
      if let minimum { value = max(value, minimum) }
      return value
    }
    return ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    func axis(_ axis: Axis) -> CGFloat {
      let (minimum, ideal, maximum) = modifier.limits(axis)
      var result = contentSize[axis]
      if let proposed = proposal[axis] {
        if let minimum { result = max(minimum, min(result, proposed)) }
        if let maximum { result = min(maximum, max(result, proposed)) }
      } else {
        if let ideal { result = ideal }
        if let minimum { result = max(result, minimum) }
        if let maximum { result = min(result, maximum) }
      }
      return result
    }
    return CGSize(width: axis(.horizontal), height: axis(.vertical))
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    aligned(contentSize, in: rect, alignment: modifier.alignment)
  }

  override var typeName: String { "Frame" }
}

struct FixedSizeModifier: PrimitiveModifier {
  typealias NodeType = FixedSizeNode
  let horizontal: Bool
  let vertical: Bool
}

/// `.fixedSize()`: proposes nothing (asks for the ideal size) in the fixed dimensions.
final class FixedSizeNode: LayoutModifierNode<FixedSizeModifier> {
  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: modifier.horizontal ? nil : proposal.width, height: modifier.vertical ? nil : proposal.height)
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    aligned(contentSize, in: rect, alignment: .center)
  }

  override var typeName: String { "FixedSize" }
}

struct AspectRatioModifier: PrimitiveModifier {
  typealias NodeType = AspectRatioNode
  let ratio: CGFloat?
  let contentMode: ContentMode
}

/// How content fits a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The whole content shows; space may be left over.
  case fit
  /// The content fills the frame; parts may lie outside.
  case fill
}

/// `.aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the
/// ratio within the proposal.
final class AspectRatioNode: LayoutModifierNode<AspectRatioModifier> {
  private var ratio: CGFloat {
    if let ratio = modifier.ratio, ratio.isFinite, ratio > 0 { return ratio }
    let ideal = contentSize(.unspecified)
    return ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
  }

  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let ratio = ratio
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      let ideal = contentSize(.unspecified)
      let width = ideal.width
      return ProposedViewSize(width: width, height: width / ratio)
    case (let w?, nil): return ProposedViewSize(width: w, height: w / ratio)
    case (nil, let h?): return ProposedViewSize(width: h * ratio, height: h)
    case (let w?, let h?):
      let byWidth = CGSize(width: w, height: w / ratio)
      let byHeight = CGSize(width: h * ratio, height: h)
      let fits = byWidth.height <= h
      let chosen: CGSize =
        modifier.contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
      return ProposedViewSize(chosen)
    }
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    aligned(contentSize, in: rect, alignment: .center)
  }

  override var typeName: String { "AspectRatio" }
}

extension View {
  /// Gives the view a fixed width and/or height; a nil dimension keeps the content's.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      FixedFrameModifier(
        width: cleanLength(width, "frame width"), height: cleanLength(height, "frame height"),
        alignment: alignment))
  }

  /// Gives the view a flexible frame: the proposal is clamped to the limits for the content, and
  /// the frame's own size lies between them, as close to the proposal as the maximum allows.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    func limit(_ value: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
      guard let value else { return nil }
      if value == .infinity && allowInfinity { return value }
      return cleanLength(value, name)
    }
    var frame = FlexibleFrameModifier(
      minWidth: limit(minWidth, "frame minWidth", allowInfinity: false),
      idealWidth: limit(idealWidth, "frame idealWidth", allowInfinity: false),
      maxWidth: limit(maxWidth, "frame maxWidth", allowInfinity: true),
      minHeight: limit(minHeight, "frame minHeight", allowInfinity: false),
      idealHeight: limit(idealHeight, "frame idealHeight", allowInfinity: false),
      maxHeight: limit(maxHeight, "frame maxHeight", allowInfinity: true), alignment: alignment)
    if let minimum = frame.minWidth, let maximum = frame.maxWidth, minimum > maximum {
      ViewGraph.warnOnce(
        "frame minWidth \(minimum) is larger than maxWidth \(maximum); using maxWidth for both")
      frame.minWidth = maximum
    }
    if let minimum = frame.minHeight, let maximum = frame.maxHeight, minimum > maximum {
      ViewGraph.warnOnce(
        "frame minHeight \(minimum) is larger than maxHeight \(maximum); using maxHeight for both")
      frame.minHeight = maximum
    }
    return modifier(frame)
  }

  /// Fixes the view at its ideal size in both dimensions.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Fixes the view at its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// Constrains the view to an aspect ratio (width ÷ height; nil: the content's ideal ratio).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the aspect ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
    return modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
  }

  /// Fits the view in its frame, keeping its ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Fills the view's frame, keeping its ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
