/// The shape of a bordered button's background: set with `buttonBorderShape(_:)`.
///
/// ```swift
/// Button("Follow") { follow() }
///   .buttonStyle(.borderedProminent)
///   .buttonBorderShape(.capsule)
/// ```
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case roundedRectangle(radius: CGFloat)
    case capsule
    case circle
  }

  let kind: Kind
  var insetAmount: CGFloat = 0

  /// The shape the style chooses: a rounded rectangle, in Trellis.
  public nonisolated static let automatic = ButtonBorderShape(
    kind: .roundedRectangle(radius: ButtonBorderShape.standardRadius))
  /// A rectangle with the style's rounded corners.
  public nonisolated static let roundedRectangle = ButtonBorderShape(
    kind: .roundedRectangle(radius: ButtonBorderShape.standardRadius))
  /// A capsule: fully rounded ends.
  public nonisolated static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle around the label, the button made as wide as it is tall (or as tall as wide).
  public nonisolated static let circle = ButtonBorderShape(kind: .circle)

  /// A rectangle whose corners have `radius`.
  public nonisolated static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(0, radius) : standardRadius))
  }

  /// The corner radius of the built-in bordered buttons.
  nonisolated static let standardRadius: CGFloat = 7

  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard inset.width > 0, inset.height > 0 else { return Path() }
    switch kind {
    case .roundedRectangle(let radius):
      return Path(roundedRect: inset, cornerRadius: max(0, radius - insetAmount), style: .continuous)
    case .capsule:
      return Path(roundedRect: inset, cornerRadius: min(inset.width, inset.height) / 2, style: .circular)
    case .circle:
      let side = min(inset.width, inset.height)
      return Path(
        ellipseIn: CGRect(x: inset.midX - side / 2, y: inset.midY - side / 2, width: side, height: side))
    }
  }

  public func inset(by amount: CGFloat) -> ButtonBorderShape {
    var shape = self
    shape.insetAmount += amount.isFinite ? amount : 0
    return shape
  }
}

struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The shape of bordered buttons' backgrounds inside.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the shape of the bordered buttons' backgrounds inside (the automatic, bordered and
  /// prominent styles), and of their focus rings.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
