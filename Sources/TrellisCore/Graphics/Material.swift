/// A translucent fill for backgrounds that sit over other content, from the most see-through
/// (`ultraThin`) to the most opaque (`ultraThick`); light or dark with the color scheme.
///
/// Trellis draws a material as a translucent tint only: what lies behind is not blurred.
/// ```swift
/// Text("Now playing")
///     .padding()
///     .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: Hashable, Sendable {
  let thickness: Double

  /// The most see-through material.
  public static let ultraThin = Material(thickness: 0.4)
  /// A see-through material.
  public static let thin = Material(thickness: 0.55)
  /// The standard material.
  public static let regular = Material(thickness: 0.7)
  /// A mostly opaque material.
  public static let thick = Material(thickness: 0.82)
  /// The most opaque material.
  public static let ultraThick = Material(thickness: 0.92)
  /// The material of toolbars and tab bars.
  public static let bar = Material(thickness: 0.8)

  /// The tint this material draws in `colorScheme`.
  func resolvedColor(in colorScheme: ColorScheme) -> Color.Resolved {
    switch colorScheme {
    case .light: Color.Resolved(red: 0.98, green: 0.98, blue: 0.985, opacity: Float(thickness))
    case .dark: Color.Resolved(red: 0.14, green: 0.14, blue: 0.15, opacity: Float(thickness))
    }
  }
}

extension Material: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    .color(resolvedColor(in: environment.colorScheme))
  }
}

extension ShapeStyle where Self == Material {
  /// The most see-through material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A see-through material.
  public static var thinMaterial: Material { .thin }
  /// The standard material.
  public static var regularMaterial: Material { .regular }
  /// A mostly opaque material.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of toolbars and tab bars.
  public static var bar: Material { .bar }
}
