/// A gradient whose colors and direction are chosen for you: the standard gradient of a color
/// (`Color.blue.gradient`), or any `Gradient`, running from top to bottom.
///
/// ```swift
/// Capsule().fill(.blue.gradient)
/// ```
public struct AnyGradient: Hashable, Sendable {
  enum Source: Hashable, Sendable {
    case color(Color)
    case gradient(Gradient)
  }

  let source: Source

  /// A gradient from `gradient`.
  public init(_ gradient: Gradient) {
    source = .gradient(gradient)
  }

  init(color: Color) {
    source = .color(color)
  }

  func gradient(in environment: EnvironmentValues) -> Gradient {
    switch source {
    case .gradient(let gradient):
      return gradient
    case .color(let color):
      // A little lighter at the top, as light falling from above would make it.
      let base = color.resolve(in: environment)
      let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: base.opacity)
      return Gradient(colors: [Color(base.mixed(with: white, by: 0.18)), color])
    }
  }
}

extension AnyGradient: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    LinearGradient(gradient: gradient(in: environment), startPoint: .top, endPoint: .bottom)._resolvePaint(
      in: environment, bounds: bounds)
  }
}

extension Color {
  /// The standard gradient of this color: slightly lighter at the top.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
