extension LayoutNode {
  /// Whether no container above hides this view (an unselected tab, a `ViewThatFits` candidate
  /// not chosen): views that tick every frame stop while hidden.
  var isShown: Bool {
    var child: LayoutNode = self
    var current = parent
    while let node = current {
      if let layout = node as? LayoutNode {
        if layout.hidesSubview(child) { return false }
        child = layout
      }
      current = node.parent
    }
    return true
  }
}
