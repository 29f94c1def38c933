import CCairo
import Foundation
import TrellisCore

/// Lays out paragraphs with Pango to find where their lines wrap and where every caret position
/// falls, configured as `PangoTextEngine` configures the layouts it draws (72 dpi, no metric
/// hinting, unrounded glyph positions, word-or-character wrapping), so that a line drawn on its
/// own lands on the offsets found here.
///
/// It keeps its own font map and context: the drawing engine's are private to it, and sharing
/// them would mean sharing its lock. Answers are cached per request and width.
final class PangoLineLayoutEngine: @unchecked Sendable {
  /// The process's line layout engine; every call holds `lock`.
  static let shared = PangoLineLayoutEngine()

  private struct Key: Hashable {
    var request: TextRequest
    var maxWidth: CGFloat?
  }

  /// The most answers kept; the cache starts over when it fills up.
  static let cacheLimit = 8192

  /// The longest run of bytes without a break opportunity, as in `PangoTextEngine`.
  private static let maximumWordBytes = 2048
  private static let zeroWidthSpace: [UInt8] = Array("\u{200B}".utf8)

  private let lock = NSLock()
  private let layout: OpaquePointer
  private let fontDescription: OpaquePointer
  private var cache: [Key: TextLineLayout] = [:]

  private init() {
    let fontMap = pango_cairo_font_map_new()!
    let context = PangoTextEngine.makeContext(on: fontMap)
    layout = pango_layout_new(context)!
    fontDescription = pango_font_description_new()
  }

  /// The lines of `request` wrapped to `maxWidth`; see `TextLineLayoutMeasurer`.
  func lineLayout(_ request: TextRequest, maxWidth: CGFloat?) -> TextLineLayout {
    let width = maxWidth.flatMap { $0.isFinite ? min(max($0, 0), 1_000_000) : nil }
    let key = Key(request: request, maxWidth: width)
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    let result = layOut(request, maxWidth: width)
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = result
    return result
  }

  private func layOut(_ request: TextRequest, maxWidth: CGFloat?) -> TextLineLayout {
    // The byte where each character starts, and the end: Pango speaks bytes, editors characters.
    var starts: [Int] = []
    var bytes: [UInt8] = []
    bytes.reserveCapacity(request.string.utf8.count + 1)
    // Where the runs' bytes of the string start, and the laid-out bytes they map to.
    var runEnds = Self.runEnds(request.runs)[...]
    var runRanges: [Range<Int>] = []
    var runStart = 0
    var source = 0
    // Pango breaks a long word character by character in quadratic time: as the drawing engine
    // does, a zero-width space every so often gives it places to break (no character's position).
    var word = 0
    for character in request.string {
      if character.isWhitespace {
        word = 0
      } else if word >= Self.maximumWordBytes {
        bytes += Self.zeroWidthSpace
        word = 0
      }
      // A run ends before the first character that starts at or past its end.
      while let end = runEnds.first, end <= source {
        runRanges.append(runStart..<bytes.count)
        runStart = bytes.count
        runEnds = runEnds.dropFirst()
      }
      starts.append(bytes.count)
      for byte in character.utf8 { bytes.append(byte == 0 ? 0x20 : byte) }
      word += character.utf8.count
      source += character.utf8.count
    }
    starts.append(bytes.count)
    for _ in runEnds {
      runRanges.append(runStart..<bytes.count)
      runStart = bytes.count
    }
    configure(request, maxWidth: maxWidth, runRanges: runRanges)
    let terminated = bytes + [0]
    terminated.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        pango_layout_set_text(layout, chars.baseAddress, Int32(bytes.count))
      }
    }
    func character(atByte byte: Int) -> Int {
      var low = 0
      var high = starts.count - 1
      while low < high {
        let mid = (low + high) / 2
        if starts[mid] < byte { low = mid + 1 } else { high = mid }
      }
      return low
    }
    // Each character's left edge and right edge, from one walk over the layout's characters
    // (asking position by position walks the runs each time: quadratic in a long line).
    let characterCount = starts.count - 1
    var left = [CGFloat](repeating: .nan, count: characterCount)
    var right = [CGFloat](repeating: -.infinity, count: characterCount)
    if characterCount > 0, let iterator = pango_layout_get_iter(layout) {
      var extents = PangoRectangle()
      repeat {
        let index = Int(pango_layout_iter_get_index(iterator))
        guard index < bytes.count else { continue }
        pango_layout_iter_get_char_extents(iterator, &extents)
        // The character holding this byte: the last that starts at or before it.
        var low = 0
        var high = characterCount - 1
        while low < high {
          let mid = (low + high + 1) / 2
          if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        let x = CGFloat(extents.x) / 1024
        if starts[low] == index, left[low].isNaN { left[low] = x }
        right[low] = max(right[low], x + CGFloat(extents.width) / 1024)
      } while pango_layout_iter_next_char(iterator) != 0
      pango_layout_iter_free(iterator)
    }
    var lines: [TextLineLayout.Line] = []
    if let iterator = pango_layout_get_iter(layout) {
      repeat {
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        let line = pango_layout_iter_get_line_readonly(iterator)
        let startByte = Int(pango_layout_line_get_start_index(line))
        let endByte = startByte + Int(pango_layout_line_get_length(line))
        let first = character(atByte: startByte)
        let last = character(atByte: endByte)
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(last - first + 1)
        var position = PangoRectangle()
        for index in first..<last {
          if left[index].isNaN {
            pango_layout_index_to_pos(layout, Int32(starts[index]), &position)
            left[index] = CGFloat(position.x) / 1024
          }
          offsets.append(left[index])
        }
        if last > first {
          offsets.append(right[last - 1].isFinite ? right[last - 1] : offsets[offsets.count - 1])
        } else {
          offsets.append(CGFloat(logical.x) / 1024)
        }
        let top = CGFloat(logical.y) / 1024
        lines.append(
          TextLineLayout.Line(
            characters: first..<last, caretOffsets: offsets, y: top, height: CGFloat(logical.height) / 1024,
            baseline: CGFloat(pango_layout_iter_get_baseline(iterator)) / 1024 - top))
      } while pango_layout_iter_next_line(iterator) != 0
      pango_layout_iter_free(iterator)
    }
    var extents = PangoRectangle()
    pango_layout_get_extents(layout, nil, &extents)
    let size = CGSize(
      width: max(0, (CGFloat(extents.width) / 1024 - 0.001).rounded(.up)),
      height: max(0, (CGFloat(extents.height) / 1024 - 0.001).rounded(.up)))
    return TextLineLayout(lines: lines, size: size)
  }

  /// The UTF-8 offset in the string where each of `runs` ends.
  private static func runEnds(_ runs: [TextRun]?) -> [Int] {
    guard let runs else { return [] }
    var end = 0
    return runs.map { run in
      end += run.length
      return end
    }
  }

  /// Sets the font, attributes, spacing, alignment and wrapping as the drawing engine does;
  /// a text of runs gets each run's attributes over its bytes in `runRanges`.
  private func configure(_ request: TextRequest, maxWidth: CGFloat?, runRanges: [Range<Int>]) {
    let font = request.font
    let size = font.size.isFinite && font.size > 0 ? min(font.size, 2000) : 14
    pango_font_description_set_family(
      fontDescription, font.family.isEmpty ? ResolvedFont.defaultFamily : font.family)
    pango_font_description_set_absolute_size(fontDescription, Double(size) * 1024)
    pango_font_description_set_weight(fontDescription, Int32(min(max(font.weight, 100), 1000)))
    pango_font_description_set_style(
      fontDescription, font.italic ? TRELLIS_PANGO_STYLE_ITALIC : TRELLIS_PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(fontDescription, Int32(min(max(font.stretch, 0), 8)))
    pango_layout_set_font_description(layout, fontDescription)
    if let runs = request.runs {
      let list = PangoTextEngine.runAttributes(runs, ranges: runRanges, decorated: false)
      pango_layout_set_attributes(layout, list)
      if let list { pango_attr_list_unref(list) }
    } else if request.letterSpacing != 0 || font.monospacedDigits, let list = pango_attr_list_new() {
      if request.letterSpacing != 0 {
        pango_attr_list_insert(list, pango_attr_letter_spacing_new(Self.units(request.letterSpacing)))
      }
      if font.monospacedDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
      pango_layout_set_attributes(layout, list)
      pango_attr_list_unref(list)
    } else {
      pango_layout_set_attributes(layout, nil)
    }
    // A tight font's leading takes spacing away, down to half the font's size at most.
    let spacing =
      request.lineSpacing.isFinite ? min(max(request.lineSpacing, -request.font.size / 2), 10_000) : 0
    pango_layout_set_spacing(layout, Self.units(spacing))
    let alignment: Int32 =
      switch request.alignment {
      case .leading: TRELLIS_PANGO_ALIGN_LEFT
      case .center: TRELLIS_PANGO_ALIGN_CENTER
      case .trailing: TRELLIS_PANGO_ALIGN_RIGHT
      }
    pango_layout_set_alignment(layout, alignment)
    pango_layout_set_ellipsize(layout, TRELLIS_PANGO_ELLIPSIZE_NONE)
    pango_layout_set_height(layout, -1)
    if let maxWidth {
      pango_layout_set_width(layout, Self.units(maxWidth))
      pango_layout_set_wrap(layout, TRELLIS_PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
  }

  private static func units(_ points: CGFloat) -> Int32 {
    Int32(clamping: Int((points * 1024).rounded(.down)))
  }
}
