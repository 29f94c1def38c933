/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0
  /// A rectangle.
  public nonisolated init() {}

  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }

  public func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape, Sendable {
  /// The corners' size.
  public var cornerSize: CGSize
  /// The corners' style.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A rounded rectangle with corners of `cornerSize`.
  public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// A rounded rectangle with corners of radius `cornerRadius`.
  public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let corner = CGSize(
      width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
    return Path(roundedRect: r, cornerSize: corner, style: style)
  }

  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A circle centered in its frame, as large as fits.
public struct Circle: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0
  /// A circle.
  public nonisolated init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height) - 2 * insetAmount
    guard side > 0 else { return Path() }
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  public func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0
  /// An ellipse.
  public nonisolated init() {}

  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape, Sendable {
  /// The corners' style.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A capsule.
  public nonisolated init(style: RoundedCornerStyle = .circular) { self.style = style }

  public func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard r.width > 0, r.height > 0 else { return Path() }
    let radius = min(r.width, r.height) / 2
    return Path(roundedRect: r, cornerRadius: radius, style: .circular)
  }

  public func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
}

/// A shape that can be inset, so that its outline can be stroked inside its frame.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The outline drawn with `content` inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline drawn with `content` in `style` inside the shape's frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape> {
    let clean = style.sanitized
    return inset(by: clean.lineWidth / 2).stroke(content, style: clean)
  }

  /// The outline drawn in the foreground style inside the shape's frame.
  public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of radius `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}
