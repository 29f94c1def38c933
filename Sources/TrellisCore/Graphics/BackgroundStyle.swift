/// The environment's background style: the window's background unless a view sets one with
/// `backgroundStyle(_:)`.
///
/// ```swift
/// Text("Draft")
///   .padding(6)
///   .background(in: Capsule())
///   .backgroundStyle(.yellow.opacity(0.3))
/// ```
public struct BackgroundStyle: ShapeStyle {
  /// The background style.
  public init() {}

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    guard let style = environment.backgroundStyle, !(style.storage is BackgroundStyle) else {
      return Color.windowBackground._resolvePaint(in: environment, bounds: bounds)
    }
    return style._resolvePaint(in: environment, bounds: bounds)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The environment's background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// The style `background()` and `.background` fill with; nil means the window's background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style the views inside fill their background with, through `background()`,
  /// `background(in:)` or the `.background` shape style.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }

  /// Fills the view's bounds behind it with the environment's background style.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Fills `shape`, in the view's bounds behind it, with the environment's background style.
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }
}
