/// How a view's colors combine with the colors already drawn behind it, as in SwiftUI.
///
/// The formulas are the PDF and Porter–Duff ones that cairo implements; `plusDarker` has no cairo
/// equivalent and is approximated (see its documentation).
public enum BlendMode: Hashable, Sendable {
  /// Draws the view over what is behind it.
  case normal
  /// Multiplies colors: never lighter than either; white leaves the backdrop unchanged.
  case multiply
  /// Multiplies the complements: never darker than either; black leaves the backdrop unchanged.
  case screen
  /// Multiplies or screens depending on the backdrop, keeping its highlights and shadows.
  case overlay
  /// Keeps the darker of the two colors, channel by channel.
  case darken
  /// Keeps the lighter of the two colors, channel by channel.
  case lighten
  /// Brightens the backdrop to reflect the view's color.
  case colorDodge
  /// Darkens the backdrop to reflect the view's color.
  case colorBurn
  /// Darkens or lightens depending on the view's color, like a diffused spotlight.
  case softLight
  /// Multiplies or screens depending on the view's color, like a harsh spotlight.
  case hardLight
  /// Subtracts the darker color from the lighter one, channel by channel.
  case difference
  /// Like `difference`, with lower contrast.
  case exclusion
  /// The view's hue with the backdrop's saturation and luminosity.
  case hue
  /// The view's saturation with the backdrop's hue and luminosity.
  case saturation
  /// The view's hue and saturation with the backdrop's luminosity.
  case color
  /// The view's luminosity with the backdrop's hue and saturation.
  case luminosity
  /// Draws the view only where the backdrop is opaque.
  case sourceAtop
  /// Draws the view behind what is already drawn.
  case destinationOver
  /// Erases the backdrop where the view is opaque.
  case destinationOut
  /// Adds colors and subtracts one (`max(0, view + backdrop − 1)`), darkening.
  ///
  /// cairo has no such operator, so Trellis draws `multiply` instead: it agrees where either
  /// color is black or white, and is lighter in between (two 50% grays give 25%, not 0%).
  case plusDarker
  /// Adds colors, clamping at white.
  case plusLighter
}
