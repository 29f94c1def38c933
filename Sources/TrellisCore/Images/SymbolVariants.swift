/// A variant of the symbols inside a view: filled, in a circle or a square, slashed; set with
/// ``View/symbolVariant(_:)``.
///
/// `Image(systemName: "star")` under `.symbolVariant(.fill)` shows "star.fill", and under
/// `.symbolVariant(.circle.fill)` "star.circle.fill", where the built-in symbols have that
/// variant; otherwise the nearest one they have, down to the symbol named.
public struct SymbolVariants: Hashable, Sendable {
  private enum Shape: Hashable, Sendable { case circle, square, rectangle }
  private var shape: Shape?
  private var isFilled = false
  private var isSlashed = false

  /// No variant: symbols as named.
  public static let none = SymbolVariants()
  /// Symbols inside a circle.
  public static let circle = SymbolVariants(shape: .circle)
  /// Symbols inside a square.
  public static let square = SymbolVariants(shape: .square)
  /// Symbols inside a rectangle.
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// Filled symbols.
  public static let fill = SymbolVariants(isFilled: true)
  /// Slashed symbols.
  public static let slash = SymbolVariants(isSlashed: true)

  /// These variants, inside a circle too.
  public var circle: SymbolVariants { with { $0.shape = .circle } }
  /// These variants, inside a square too.
  public var square: SymbolVariants { with { $0.shape = .square } }
  /// These variants, inside a rectangle too.
  public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
  /// These variants, filled too.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// These variants, slashed too.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether these variants include all of `other`'s.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The names to look for, best first, for the symbol `name`: the name with every variant's
  /// suffix (shape, fill, slash, in the order symbol names have them), then with fewer, then
  /// `name` itself. Suffixes `name` already has are not added again.
  func candidates(for name: String) -> [String] {
    guard self != .none else { return [name] }
    let shapeSuffix: String? =
      switch shape {
      case .circle: "circle"
      case .square: "square"
      case .rectangle: "rectangle"
      case nil: nil
      }
    let parts = Set(name.split(separator: ".").map(String.init))
    var suffixes: [String] = []
    if let shapeSuffix, !parts.contains(shapeSuffix) { suffixes.append(shapeSuffix) }
    if isFilled, !parts.contains("fill") { suffixes.append("fill") }
    if isSlashed, !parts.contains("slash") { suffixes.append("slash") }
    // Every subset of the suffixes, in order, the ones with more first: "star" in `.circle.fill`
    // tries "star.circle.fill", "star.circle", "star.fill", then "star".
    let subsets = (0..<(1 << suffixes.count)).map { mask in
      suffixes.indices.filter { mask & (1 << (suffixes.count - 1 - $0)) != 0 }.map { suffixes[$0] }
    }
    return subsets.sorted { $0.count > $1.count }.map { ([name] + $0).joined(separator: ".") }
  }
}

struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
  /// The variant of the symbols in this part of the view tree.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  /// Shows the symbols inside this view in `variant`, such as filled:
  ///
  /// ```swift
  /// Label("Favorites", systemImage: "star").symbolVariant(.fill)
  /// ```
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }
}
