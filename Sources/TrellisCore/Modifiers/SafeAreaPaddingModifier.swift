struct SafeAreaPaddingModifier: PrimitiveModifier {
  typealias NodeType = SafeAreaPaddingNode
  let insets: EdgeInsets
}

/// `.safeAreaPadding`: widens the safe area of the content by `insets`. Content that stays in
/// the safe area is padded; a scroll view fills the whole frame and takes the insets as margins
/// around its content, which scrolls on beneath them. Only modifiers that leave layout alone may
/// stand between: a scroll view inside a stack is padded with the stack.
final class SafeAreaPaddingNode: LayoutModifierNode<SafeAreaPaddingModifier> {
  var insets: EdgeInsets { modifier.insets }

  override func modifierDidChange(from old: SafeAreaPaddingModifier) {
    guard old.insets != modifier.insets else { return }
    // The scroll view's own measurements include the margins this node lends it.
    safeAreaScrollView?.invalidateLayout()
    invalidateLayout()
  }

  override var safeAreaScrollView: ScrollNode? {
    let nodes = subviews
    return nodes.count == 1 ? nodes[0].safeAreaScrollView : nil
  }

  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    safeAreaScrollView == nil ? PaddingNode.proposal(proposal, insetBy: insets) : proposal
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    safeAreaScrollView == nil ? PaddingNode.size(contentSize, paddedBy: insets) : contentSize
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    guard safeAreaScrollView == nil else { return CGRect(origin: rect.origin, size: contentSize) }
    return PaddingNode.contentRect(
      in: rect, contentSize: contentSize, insets: insets, rightToLeft: isRightToLeft)
  }

  override var typeName: String { "SafeAreaPadding" }
}

extension LayoutNode {
  /// The margins that `.safeAreaPadding` modifiers around this scroll view lend it.
  var safeAreaPaddingAround: EdgeInsets {
    var total = EdgeInsets()
    var current = parent?.enclosingLayoutNode
    while let node = current, node.safeAreaScrollView === self {
      if let padding = node as? SafeAreaPaddingNode {
        total.top += padding.insets.top
        total.leading += padding.insets.leading
        total.bottom += padding.insets.bottom
        total.trailing += padding.insets.trailing
      }
      current = node.parent?.enclosingLayoutNode
    }
    return total
  }
}

extension View {
  /// Widens the view's safe area by 16 points (or `length`) on `edges`: the content is padded,
  /// except a scroll view, whose content is inset by that much and scrolls beneath it.
  ///
  /// ```swift
  /// ScrollView { rows }
  ///     .safeAreaPadding(.horizontal, 20)
  /// ```
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let length = length.map(cleanInset) ?? 16
    return modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length)))
  }

  /// Widens the view's safe area by `length` points on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }

  /// Widens the view's safe area by `insets`.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(SafeAreaPaddingModifier(insets: cleanInsets(insets)))
  }
}
