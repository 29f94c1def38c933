/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top trailing corner's radius.
  public var topTrailing: CGFloat

  /// Corner radii; corners not given are square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension RectangleCornerRadii: Animatable {
  /// The four radii.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      topLeading = newValue.first.first
      bottomLeading = newValue.first.second
      bottomTrailing = newValue.second.first
      topTrailing = newValue.second.second
    }
  }
}

/// A rectangle whose corners each have their own radius; leading corners are on the left.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
///     .fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Sendable {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A rectangle with the given corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with the given corner radii; corners not given are square.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius), style: style)
  }
}

extension UnevenRoundedRectangle: InsettableShape {
  public func path(in rect: CGRect) -> Path {
    let inset = insetAmount
    func shrink(_ radius: CGFloat) -> CGFloat { max(0, radius - inset) }
    let radii = RectangleCornerRadii(
      topLeading: shrink(cornerRadii.topLeading), bottomLeading: shrink(cornerRadii.bottomLeading),
      bottomTrailing: shrink(cornerRadii.bottomTrailing), topTrailing: shrink(cornerRadii.topTrailing))
    var path = Path()
    path.addRoundedRect(in: rect.insetBy(dx: inset, dy: inset), cornerRadii: radii, style: style)
    return path
  }

  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }

  /// The corner radii.
  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with the given corner radii.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with the given corner radii; corners not given are square.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
}

extension Path {
  /// Adds a rectangle whose corners each have their own radius, as a closed subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    guard r.width.isFinite, r.height.isFinite else { return }
    let limit = min(r.width, r.height) / 2
    func clean(_ radius: CGFloat) -> CGFloat { radius.isFinite ? min(max(radius, 0), limit) : 0 }
    // The continuous style starts each curve a little earlier, as the equal-radius rounded
    // rectangle does, for a smoother shoulder.
    let k: CGFloat = style == .continuous ? 0.62 : 0.5523
    let stretch: CGFloat = style == .continuous ? 1.18 : 1
    func extent(_ radius: CGFloat) -> CGFloat { min(clean(radius) * stretch, limit) }
    let tl = extent(cornerRadii.topLeading)
    let tr = extent(cornerRadii.topTrailing)
    let br = extent(cornerRadii.bottomTrailing)
    let bl = extent(cornerRadii.bottomLeading)
    var corner = Path()
    corner.move(to: CGPoint(x: r.minX + tl, y: r.minY))
    corner.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    if tr > 0 {
      corner.addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
    }
    corner.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    if br > 0 {
      corner.addCurve(
        to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
        control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
    }
    corner.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    if bl > 0 {
      corner.addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
    }
    corner.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    if tl > 0 {
      corner.addCurve(
        to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
        control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
    }
    corner.closeSubpath()
    addPath(corner, transform: transform)
  }
}
