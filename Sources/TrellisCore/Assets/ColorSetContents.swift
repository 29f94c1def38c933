/// A color set's `Contents.json`: the color for any appearance, and the one for dark, if any.
struct ColorSetContents: Decodable {
  struct Entry: Decodable {
    var idiom: String?
    var appearances: [Appearance]?
    var color: ColorValue?
  }

  struct Appearance: Decodable {
    var appearance: String
    var value: String
  }

  struct ColorValue: Decodable {
    var colorSpace: String?
    var components: [String: Component]?
    var reference: String?

    enum CodingKeys: String, CodingKey {
      case colorSpace = "color-space"
      case components, reference
    }
  }

  /// A component as Xcode writes it: "0.263" (0…1), "0x43" or "67" (0…255), or a number.
  struct Component: Decodable {
    var value: Double

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        value = number
        return
      }
      let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
      if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
        value = Double(byte) / 255
      } else if let number = Double(text) {
        // A whole number above 1 is an 8-bit value; "0" and "1" mean the same either way
        // but for 1, which hand-written catalogs use for full intensity.
        value = !text.contains(".") && number > 1 ? number / 255 : number
      } else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not a color component")
      }
    }
  }

  var colors: [Entry]

  /// The colors for light and dark appearances, from the entries for this platform: a Mac's,
  /// else the universal ones, as a desktop's; high-contrast variants are left out.
  func appearances() -> (light: Color, dark: Color?)? {
    let idioms = Set(colors.compactMap(\.idiom))
    let idiom = idioms.contains("mac") ? "mac" : "universal"
    var light: Color?
    var dark: Color?
    for entry in colors where (entry.idiom ?? "universal") == idiom {
      let appearances = entry.appearances ?? []
      if appearances.contains(where: { $0.appearance == "contrast" }) { continue }
      guard let color = entry.color.flatMap(Self.color(from:)) else { continue }
      let luminosity = appearances.first { $0.appearance == "luminosity" }?.value
      switch luminosity {
      case "dark": dark = color
      case "light": if light == nil { light = color }
      default: light = color
      }
    }
    guard let light = light ?? dark else { return nil }
    return (light, dark)
  }

  private static func color(from value: ColorValue) -> Color? {
    if let reference = value.reference { return SystemColorReference.color(named: reference) }
    guard let components = value.components else { return nil }
    let alpha = components["alpha"]?.value ?? 1
    let space = value.colorSpace ?? "srgb"
    if let white = components["white"]?.value {
      return Color(white: white, opacity: alpha)
    }
    guard let red = components["red"]?.value, let green = components["green"]?.value,
      let blue = components["blue"]?.value
    else { return nil }
    let colorSpace: Color.RGBColorSpace =
      switch space {
      case "display-p3": .displayP3
      case "extended-linear-srgb", "linear-srgb": .sRGBLinear
      default: .sRGB
      }
    return Color(colorSpace, red: red, green: green, blue: blue, opacity: alpha)
  }
}

/// The system colors a color set may refer to instead of giving components ("systemBlueColor",
/// "labelColor", "controlAccentColor"), as the colors Trellis has for them.
enum SystemColorReference {
  static func color(named reference: String) -> Color? {
    switch reference {
    case "labelColor", "textColor": return .primary
    case "secondaryLabelColor": return .secondary
    case "tertiaryLabelColor", "quaternaryLabelColor": return .tertiary
    case "controlAccentColor", "accentColor", "systemAccentColor": return .accentColor
    case "windowBackgroundColor", "systemBackgroundColor", "underPageBackgroundColor":
      return .windowBackground
    case "controlBackgroundColor", "textBackgroundColor", "secondarySystemBackgroundColor":
      return .controlBackground
    case "separatorColor", "separator", "gridColor": return .separator
    default: break
    }
    let name = reference.hasPrefix("system") ? String(reference.dropFirst("system".count)) : reference
    switch name.replacingOccurrences(of: "Color", with: "").lowercased() {
    case "red": return .red
    case "orange": return .orange
    case "yellow": return .yellow
    case "green": return .green
    case "mint": return .mint
    case "teal": return .teal
    case "cyan": return .cyan
    case "blue": return .blue
    case "indigo": return .indigo
    case "purple": return .purple
    case "pink": return .pink
    case "brown": return .brown
    case "gray", "grey": return .gray
    case "black": return .black
    case "white": return .white
    case "clear": return .clear
    default: return nil
    }
  }
}
