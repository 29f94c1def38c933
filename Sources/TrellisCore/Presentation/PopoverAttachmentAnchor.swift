/// Where on the presenting view a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle in the view's bounds: the popover's arrow points at its edge.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view's bounds, as a unit point (`.center`, `.bottom`, …).
  case point(UnitPoint)

  /// The rectangle pointed at, in the coordinates of `bounds`, the presenting view's frame.
  func target(in bounds: CGRect) -> CGRect {
    switch self {
    case .rect(let source): return source.rect(in: bounds)
    case .point(let unit):
      return CGRect(
        x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height, width: 0, height: 0)
    }
  }
}

/// A value of a view's geometry, named without coordinates until it is resolved. Trellis
/// resolves anchors only for popovers, where `.rect(.bounds)` names the presenting view's bounds.
public struct Anchor<Value>: Sendable {
  /// What an anchor stands for, before it is resolved.
  public struct Source: Sendable {
    /// The rectangle, in the view's own coordinates (nil: its bounds).
    let rect: CGRect?
  }
}

extension Anchor<CGRect>.Source {
  /// The view's bounds.
  public static var bounds: Self { Self(rect: nil) }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Self { Self(rect: rect) }

  /// The rectangle in root coordinates for a view whose frame is `bounds`.
  func rect(in bounds: CGRect) -> CGRect {
    guard let rect, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return bounds
    }
    return rect.standardized.offsetBy(dx: bounds.minX, dy: bounds.minY)
  }
}
