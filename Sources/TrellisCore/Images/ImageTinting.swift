/// Recolors template images: every pixel takes the tint's color and keeps its own opacity.
///
/// The display list has no masks, so the tinted pixels are made here; the last result is kept,
/// as an image is usually tinted with the same color frame after frame.
struct ImageTinting {
  private var source: ImageBuffer?
  private var color: Color.Resolved?
  private var result: ImageBuffer?

  /// `buffer` recolored with `paint` (a gradient tints with its first color).
  mutating func tinted(_ buffer: ImageBuffer, with paint: Paint) -> ImageBuffer {
    let tint = ImageTinting.color(of: paint)
    if let result, source === buffer, color == tint { return result }
    let made = ImageTinting.recolor(buffer, tint)
    source = buffer
    color = tint
    result = made
    return made
  }

  static func color(of paint: Paint) -> Color.Resolved {
    switch paint {
    case .color(let color): return color
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      return stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    case .mesh(let mesh):
      return mesh.colors.first ?? mesh.background
    }
  }

  /// Premultiplied ARGB32 pixels with the color replaced by `tint`.
  static func recolor(_ buffer: ImageBuffer, _ tint: Color.Resolved) -> ImageBuffer {
    var pixels = buffer.pixels
    let opacity = Double(min(max(tint.opacity, 0), 1))
    let red = Double(min(max(tint.red, 0), 1))
    let green = Double(min(max(tint.green, 0), 1))
    let blue = Double(min(max(tint.blue, 0), 1))
    pixels.withUnsafeMutableBytes { bytes in
      for row in 0..<buffer.height {
        for column in 0..<buffer.width {
          let offset = row * buffer.stride + column * 4
          guard offset + 4 <= bytes.count else { continue }
          let value = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          let alpha = Double(value >> 24) * opacity
          let a = UInt32(alpha.rounded())
          let r = UInt32((alpha * red).rounded())
          let g = UInt32((alpha * green).rounded())
          let b = UInt32((alpha * blue).rounded())
          bytes.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: offset, as: UInt32.self)
        }
      }
    }
    return ImageBuffer(width: buffer.width, height: buffer.height, stride: buffer.stride, pixels: pixels)
  }
}
