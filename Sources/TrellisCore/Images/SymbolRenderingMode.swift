/// How a symbol's layers are colored: all in the foreground style, each in its own color, in
/// fading shades of one, or from a palette of styles.
///
/// Trellis's built-in symbols are drawn in one layer, so every mode draws them alike, in the
/// foreground style; the modes are kept so that code written for SwiftUI compiles and reads the
/// mode back from the environment.
public struct SymbolRenderingMode: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
  private let kind: Kind

  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  /// Each layer in the color the symbol gives it.
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
  /// Layers in the foreground style at falling opacities.
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  /// Layers in the foreground styles given, in order.
  public static let palette = SymbolRenderingMode(kind: .palette)
}

struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
  /// The rendering mode set for symbols in this part of the view tree, if any.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Sets how the symbols inside this view color their layers (see ``SymbolRenderingMode``:
  /// Trellis's symbols have one layer, drawn in the foreground style in every mode).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}

extension Image {
  /// Sets how this symbol colors its layers (see ``SymbolRenderingMode``: Trellis's symbols have
  /// one layer, drawn in the foreground style in every mode).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
