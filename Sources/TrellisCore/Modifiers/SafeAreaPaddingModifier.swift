struct SafeAreaPaddingModifier: PrimitiveModifier {
  typealias NodeType = SafeAreaPaddingNode
  let insets: EdgeInsets
}

/// `.safeAreaPadding`: widens the safe area of the content by `insets`. Content that stays in
/// the safe area is padded; content that extends into it (a scroll view, or a view marked
/// `.ignoresSafeArea`) is not padded on those edges, and a scroll view takes the insets as
/// margins around its content, which scrolls on beneath them. Only modifiers that leave layout
/// alone may stand between: a scroll view inside a stack is padded with the stack.
final class SafeAreaPaddingNode: LayoutModifierNode<SafeAreaPaddingModifier> {
  var insets: EdgeInsets { modifier.insets }

  override func modifierDidChange(from old: SafeAreaPaddingModifier) {
    guard old.insets != modifier.insets else { return }
    // The scroll view's own measurements include the margins this node lends it.
    safeAreaScrollView?.invalidateLayout()
    invalidateLayout()
  }

  override var safeAreaScrollView: ScrollNode? { safeAreaScrollViewOfContent }

  // What extends into this safe area extends on into the ones around it.
  override var ignoredSafeAreaEdges: Edge.Set { ignoredSafeAreaEdgesOfContent }

  override func safeAreaLentToContent(_ proposal: ProposedViewSize) -> EdgeInsets {
    Self.insets(insets, on: ignoredSafeAreaEdges)
  }

  /// The padding: the insets on the edges where the content stays in the safe area.
  private var padding: EdgeInsets {
    Self.insets(insets, on: Edge.Set.all.subtracting(ignoredSafeAreaEdges))
  }

  private static func insets(_ insets: EdgeInsets, on edges: Edge.Set) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
      bottom: edges.contains(.bottom) ? insets.bottom : 0,
      trailing: edges.contains(.trailing) ? insets.trailing : 0)
  }

  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    PaddingNode.proposal(proposal, insetBy: padding)
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    PaddingNode.size(contentSize, paddedBy: padding)
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    PaddingNode.contentRect(in: rect, contentSize: contentSize, insets: padding, rightToLeft: isRightToLeft)
  }

  override var typeName: String { "SafeAreaPadding" }
}

extension View {
  /// Widens the view's safe area by 16 points (or `length`) on `edges`: the content is padded,
  /// except a scroll view, whose content is inset by that much and scrolls beneath it, and a
  /// view that ignores the safe area on those edges.
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
