public import TrellisCore

extension PangoTextMeasurer: TextLineLayoutMeasurer {
  /// The lines of `request` wrapped by Pango at `maxWidth`, with every caret position's offset.
  public func lineLayout(_ request: TextRequest, maxWidth: CGFloat?) -> TextLineLayout {
    PangoLineLayoutEngine.shared.lineLayout(request, maxWidth: maxWidth)
  }
}
