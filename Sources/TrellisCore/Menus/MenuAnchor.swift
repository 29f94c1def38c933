/// Where an open menu's panel goes, kept inside the window.
enum MenuAnchor {
  /// Below a menu button (above when there is no room below), at least as wide as the button.
  case below(CGRect)
  /// With its corner at the pointer, for a context menu.
  case point(CGPoint)
  /// Beside a row of a menu, for a submenu.
  case beside(CGRect)
  /// Just below a title of a menu bar, its leading edge under the title's.
  case menuBarTitle(CGRect)

  /// The panel of `size` for this anchor in a window of `window` size.
  func panel(size: CGSize, in window: CGSize, rightToLeft: Bool) -> CGRect {
    var origin: CGPoint
    var size = size
    switch self {
    case .below(let button):
      size.width = max(size.width, button.width)
      origin = CGPoint(x: rightToLeft ? button.maxX - size.width : button.minX, y: button.maxY + 4)
      if origin.y + size.height > window.height - 4, button.minY - 4 - size.height >= 4 {
        origin.y = button.minY - 4 - size.height
      }
    case .point(let point):
      origin = CGPoint(x: rightToLeft ? point.x - size.width : point.x, y: point.y)
      if origin.y + size.height > window.height - 4 { origin.y = point.y - size.height }
    case .menuBarTitle(let title):
      origin = CGPoint(x: rightToLeft ? title.maxX - size.width : title.minX, y: title.maxY + 2)
    case .beside(let row):
      let after = rightToLeft ? row.minX - 4 - size.width : row.maxX + 4
      let before = rightToLeft ? row.maxX + 4 : row.minX - 4 - size.width
      let fits = after >= 4 && after + size.width <= window.width - 4
      origin = CGPoint(x: fits ? after : before, y: row.minY - MenuPanelNode.inset)
    }
    origin.x = max(4, min(origin.x, window.width - size.width - 4))
    origin.y = max(4, min(origin.y, window.height - size.height - 4))
    return CGRect(origin: origin, size: size)
  }
}
