/// The popover of a color picker: swatches to pick from, the picked one ringed, and an opacity
/// slider when the picker supports opacity.
struct ColorPalette: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool

  @Environment(\.self) private var environment

  static let swatchSize: CGFloat = 18
  /// Twelve hues, a twelfth of the circle apart, from red.
  static let hueCount = 12
  /// The saturation and brightness of each row of hues: tints first, then the pure hues, then
  /// shades.
  static let tones: [(saturation: Double, brightness: Double)] = [
    (0.25, 1), (0.5, 1), (0.75, 1), (1, 1), (1, 0.8), (1, 0.6), (1, 0.4),
  ]

  /// The palette's rows of colors, grays first.
  static var rows: [[Color]] {
    let grays = (0..<hueCount).map { Color(white: 1 - Double($0) / Double(hueCount - 1)) }
    let hues = tones.map { tone in
      (0..<hueCount).map {
        Color(hue: Double($0) / Double(hueCount), saturation: tone.saturation, brightness: tone.brightness)
      }
    }
    return [grays] + hues
  }

  var body: some View {
    let current = selection.wrappedValue.resolve(in: environment)
    VStack(alignment: .leading, spacing: 8) {
      Grid(horizontalSpacing: 2, verticalSpacing: 2) {
        ForEach(Array(Self.rows.enumerated()), id: \.offset) { _, row in
          GridRow {
            ForEach(Array(row.enumerated()), id: \.offset) { _, color in
              swatch(color, isPicked: Self.sameColor(color.resolve(in: environment), current))
            }
          }
        }
      }
      if supportsOpacity {
        HStack(spacing: 6) {
          Text("Opacity").font(.caption)
          Slider(value: opacity(of: current), in: 0...1)
          Text(verbatim: "\(Int((current.opacity * 100).rounded()))%").font(.caption).monospacedDigit()
            .frame(width: 34, alignment: .trailing)
        }
      }
    }
    .frame(width: CGFloat(Self.hueCount) * (Self.swatchSize + 2) - 2)
  }

  private func swatch(_ color: Color, isPicked: Bool) -> some View {
    Rectangle()
      .fill(color)
      .frame(width: Self.swatchSize, height: Self.swatchSize)
      // So that white shows on a white popover.
      .overlay(Rectangle().strokeBorder(Color.primary.opacity(0.12), lineWidth: 0.5))
      .overlay {
        if isPicked {
          Rectangle().strokeBorder(Color.white, lineWidth: 1.5)
            .padding(1.5)
            .overlay(Rectangle().strokeBorder(Color.black.opacity(0.6), lineWidth: 1.5))
        }
      }
      .contentShape(Rectangle())
      .onTapGesture {
        let picked = color.resolve(in: environment)
        let opacity = supportsOpacity ? selection.wrappedValue.resolve(in: environment).opacity : 1
        selection.wrappedValue = Color(
          red: Double(picked.red), green: Double(picked.green), blue: Double(picked.blue),
          opacity: Double(opacity))
      }
  }

  /// The selection's opacity, as a binding that keeps its color.
  private func opacity(of current: Color.Resolved) -> Binding<Double> {
    Binding(
      get: { Double(current.opacity) },
      set: { [selection] value in
        selection.wrappedValue = Color(
          red: Double(current.red), green: Double(current.green), blue: Double(current.blue), opacity: value)
      })
  }

  /// Whether two colors look the same, opacity aside, to within rounding to 8 bits a channel.
  static func sameColor(_ a: Color.Resolved, _ b: Color.Resolved) -> Bool {
    abs(a.red - b.red) < 0.5 / 255 && abs(a.green - b.green) < 0.5 / 255 && abs(a.blue - b.blue) < 0.5 / 255
  }
}
