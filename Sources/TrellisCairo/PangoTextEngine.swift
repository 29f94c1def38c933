import CCairo
import TrellisCore

/// A long-lived Pango context and layout, configured identically for measuring and for drawing so
/// that both break the same text into the same lines.
///
/// Points are layout units: the context resolution is 72 dpi. Metric hinting and glyph-position
/// rounding are off, and the painter draws with this same context rather than one updated from its
/// cairo context (`pango_cairo_update_context`): Pango's line-limit logic and metrics would
/// otherwise depend on the device scale, and lines could break differently than measured. cairo
/// still rasterizes the glyphs at the device's resolution.
///
/// Every engine's context comes from one font map, so the process loads each font, its HarfBuzz
/// face and fontconfig's matches once: an app measures with one engine and paints with another,
/// and a font map of each kept every font file mapped twice over (about 0.8 MB of PetVoting's
/// peak). A font map is not thread-safe, so all Pango work holds one lock.
final class PangoTextEngine {
  /// Configured by the last call to `layOut` (or, while `drawingLayout` makes one, that one).
  private var layout: OpaquePointer
  /// The engine's own layout, which `layout` is but while a drawing layout is made.
  private let ownLayout: OpaquePointer
  /// Layouts made for drawing, shaped once and kept: a window redrawing the same labels would
  /// otherwise shape each again on every frame, a fifth of painting them.
  private var drawingLayouts: [DrawingKey: OpaquePointer] = [:]
  /// Beyond this many, the drawing layouts are all dropped and made again as needed.
  private static let drawingLayoutLimit = 256

  private struct DrawingKey: Hashable {
    var request: TextRequest
    var maxWidth: CGFloat?
    var maxHeight: CGFloat?
  }
  let context: OpaquePointer
  private let fontDescription: OpaquePointer
  private var currentFont: ResolvedFont?
  private var fontSize: CGFloat = 14

  /// Pango's quadratic work per paragraph makes huge texts take seconds; beyond these limits the
  /// text is cut and ends in an ellipsis.
  static let maximumParagraphs = 2000
  static let maximumBytes = 65_536
  static let maximumWordBytes = 2048
  /// Widths and heights beyond this many points would overflow Pango's 32-bit units.
  static let maximumExtent: CGFloat = 1_000_000

  static let ellipsis: [UInt8] = Array("…".utf8)
  static let zeroWidthSpace: [UInt8] = Array("\u{200B}".utf8)

  /// The process's font map, never freed; only touched under `lock`.
  nonisolated(unsafe) private static let fontMap: OpaquePointer = pango_cairo_font_map_new()
  private static let lock = NSLock()

  init() {
    (context, layout) = Self.withPango { fontMap in
      let context = Self.makeContext(on: fontMap)
      return (context, pango_layout_new(context)!)
    }
    ownLayout = layout
    fontDescription = pango_font_description_new()
  }

  deinit {
    Self.withPango { _ in
      for drawing in drawingLayouts.values { g_object_unref(UnsafeMutableRawPointer(drawing)) }
      g_object_unref(UnsafeMutableRawPointer(ownLayout))
      g_object_unref(UnsafeMutableRawPointer(context))
    }
    pango_font_description_free(fontDescription)
  }

  /// Runs `body` with the font map, holding its lock: every Pango call on a layout or context may
  /// load, shape or draw glyphs through it. Not reentrant.
  /// A context on `fontMap` set up as every Trellis layout is: points at 72 dpi, unhinted
  /// metrics and unrounded glyph positions, so that measuring and drawing agree at any scale.
  static func makeContext(on fontMap: OpaquePointer) -> OpaquePointer {
    let context = pango_font_map_create_context(fontMap)!
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    return context
  }

  private static func withPango<Result>(_ body: (OpaquePointer) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(fontMap)
  }

  /// Draws `request` laid out within `maxWidth` × `maxHeight` (decorated) at `cr`'s current
  /// point, from a layout made and shaped the first time it is drawn.
  func draw(_ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?, in cr: OpaquePointer) {
    Self.withPango { _ in
      let key = DrawingKey(
        request: request, maxWidth: Self.sanitized(maxWidth), maxHeight: Self.sanitized(maxHeight))
      let drawing: OpaquePointer
      if let cached = drawingLayouts[key] {
        drawing = cached
      } else {
        if drawingLayouts.count >= Self.drawingLayoutLimit {
          for old in drawingLayouts.values { g_object_unref(UnsafeMutableRawPointer(old)) }
          drawingLayouts.removeAll()
        }
        // Configured by the same code as the engine's own layout, so lines break alike.
        drawing = pango_layout_new(context)!
        let savedFont = currentFont
        layout = drawing
        currentFont = nil
        _ = layOutLocked(request, maxWidth: maxWidth, maxHeight: maxHeight, decorated: true)
        layout = ownLayout
        currentFont = savedFont
        drawingLayouts[key] = drawing
      }
      var origin = (x: 0.0, y: 0.0)
      cairo_get_current_point(cr, &origin.x, &origin.y)
      pango_cairo_show_layout(cr, drawing)
      if let runs = request.runs, runs.contains(where: \.hasStyledLine) {
        drawStyledLines(request, runs: runs, layout: drawing, at: origin, in: cr)
      }
    }
  }

  /// Configures `layout` for `request` within `maxWidth` × `maxHeight` and returns its metrics,
  /// with the size rounded up to whole points.
  ///
  /// `decorated` adds underline and strikethrough, which do not change the metrics.
  func layOut(
    _ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?, decorated: Bool = false
  ) -> TextMetrics {
    Self.withPango { _ in
      layOutLocked(request, maxWidth: maxWidth, maxHeight: maxHeight, decorated: decorated)
    }
  }

  private func layOutLocked(
    _ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?, decorated: Bool
  ) -> TextMetrics {
    setFont(request.font)
    // Pango puts letter spacing between characters only; Core Text's tracking, which SwiftUI
    // lays out with, also follows the last one. That trailing space is added to the measured
    // width (up to the width available: it is blank, and Pango's line breaking already counts
    // spacing at the line's ends, so a line measured unwrapped fits its own width).
    let lastSpacing = request.runs?.last?.letterSpacing ?? request.letterSpacing
    let trailing = lastSpacing > 0 ? min(lastSpacing, 1000) : 0
    let width = Self.sanitized(maxWidth)
    let height = Self.sanitized(maxHeight)
    var text: [UInt8]
    if let runs = request.runs {
      let prepared = Self.preparedRuns(request.string, runs: runs, fontSize: fontSize)
      text = prepared.text
      setRunAttributes(runs, ranges: prepared.ranges, decorated: decorated)
    } else {
      text = Self.preparedText(request.string, fontSize: fontSize)
      setAttributes(
        underline: decorated && request.underline, strikethrough: decorated && request.strikethrough,
        letterSpacing: request.letterSpacing, tabularDigits: request.font.monospacedDigits)
    }
    // A tight font's leading takes spacing away, down to half the font's size at most.
    let spacing =
      request.lineSpacing.isFinite ? min(max(request.lineSpacing, -request.font.size / 2), 10_000) : 0
    pango_layout_set_spacing(layout, Self.units(spacing))
    pango_layout_set_alignment(layout, Self.alignment(request.alignment))
    pango_layout_set_ellipsize(layout, TRELLIS_PANGO_ELLIPSIZE_NONE)
    pango_layout_set_height(layout, -1)
    if let width {
      pango_layout_set_width(layout, Self.units(width))
      pango_layout_set_wrap(layout, TRELLIS_PANGO_WRAP_WORD_CHAR)
    } else {
      pango_layout_set_width(layout, -1)
    }
    setText(text)

    let lines = lineExtents()
    var kept = lines.count
    if let limit = request.lineLimit { kept = min(kept, max(1, limit)) }
    if let height {
      // Half a point of slack: frames are often rounded to the pixel grid.
      let bottomLimit = Int(((height + 0.5) * 1024).rounded(.down))
      kept = min(kept, max(1, lines.prefix { $0.y + $0.height <= bottomLimit }.count))
    }
    if let width {
      // A glyph wider than the line cannot wrap: the text is down to its ellipsis.
      let widthLimit = Self.units(width) + 1
      if let overflow = lines.firstIndex(where: { $0.width > widthLimit }) {
        kept = min(kept, max(1, overflow))
      }
    }

    if kept < lines.count {
      let last = lines[kept - 1]
      let end = last.start + last.length
      // A line that ends at a hard break would show no ellipsis, since it fits; add one.
      if lines[kept].start > end {
        text = Array(text[..<min(end, text.count)]) + Self.ellipsis
        setText(text)
      }
      if width != nil {
        pango_layout_set_ellipsize(layout, Self.ellipsize(request.truncationMode))
        // Pango ends the layout at the line after which two more would not fit.
        let limit = Double(last.y) + Double(last.height) * 1.5
        pango_layout_set_height(layout, Int32(clamping: Int(limit)))
      }
    }

    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let firstBaseline = CGFloat(pango_layout_get_baseline(layout)) / 1024
    var lastBaseline = firstBaseline
    if let iterator = pango_layout_get_iter(layout) {
      while pango_layout_iter_next_line(iterator) != 0 {}
      lastBaseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / 1024
      pango_layout_iter_free(iterator)
    }
    return TextMetrics(
      size: CGSize(
        width: Self.roundedUp(
          min(logical.width + Self.units(trailing), width.map { max(logical.width, Self.units($0)) } ?? .max)),
        height: Self.roundedUp(logical.height)),
      firstBaseline: firstBaseline, lastBaseline: lastBaseline)
  }

  // MARK: - Configuration

  private func setFont(_ font: ResolvedFont) {
    guard font != currentFont else { return }
    currentFont = font
    let size = font.size.isFinite && font.size > 0 ? min(font.size, 2000) : 14
    fontSize = size
    Self.describe(font, size: size, in: fontDescription)
    pango_layout_set_font_description(layout, fontDescription)
  }

  /// Sets `description` to `font` at `size` points.
  static func describe(_ font: ResolvedFont, size: CGFloat, in description: OpaquePointer) {
    pango_font_description_set_family(
      description, font.family.isEmpty ? ResolvedFont.defaultFamily : font.family)
    pango_font_description_set_absolute_size(description, Double(size) * 1024)
    pango_font_description_set_weight(description, Int32(min(max(font.weight, 100), 1000)))
    pango_font_description_set_style(
      description, font.italic ? TRELLIS_PANGO_STYLE_ITALIC : TRELLIS_PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, Int32(min(max(font.stretch, 0), 8)))
  }

  /// Sets one set of attributes per run, over the bytes `ranges` gives it in the prepared text.
  private func setRunAttributes(_ runs: [TextRun], ranges: [Range<Int>], decorated: Bool) {
    let list = Self.runAttributes(runs, ranges: ranges, decorated: decorated)
    pango_layout_set_attributes(layout, list)
    if let list { pango_attr_list_unref(list) }
  }

  /// A new attribute list (the caller unrefs it) with each run's attributes over the bytes
  /// `ranges` gives it: its font, spacing and rise, which change the metrics, and, when
  /// `decorated`, its color and decorations.
  static func runAttributes(_ runs: [TextRun], ranges: [Range<Int>], decorated: Bool) -> OpaquePointer? {
    guard let list = pango_attr_list_new() else { return nil }
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    func insert(_ attribute: OpaquePointer?, _ range: Range<Int>) {
      guard let attribute else { return }
      trellis_pango_attribute_set_range(attribute, UInt32(range.lowerBound), UInt32(range.upperBound))
      pango_attr_list_insert(list, attribute)
    }
    for (run, range) in zip(runs, ranges) where !range.isEmpty {
      let size = run.font.size.isFinite && run.font.size > 0 ? min(run.font.size, 2000) : 14
      describe(run.font, size: size, in: description)
      insert(pango_attr_font_desc_new(description), range)
      if run.letterSpacing != 0 {
        insert(pango_attr_letter_spacing_new(units(run.letterSpacing)), range)
      }
      if run.font.monospacedDigits { insert(pango_attr_font_features_new("tnum"), range) }
      if run.baselineOffset != 0 { insert(pango_attr_rise_new(units(run.baselineOffset)), range) }
      guard decorated else { continue }
      // Lines of a pattern or color of their own are stroked after the glyphs (`drawStyledLines`).
      if run.underline, run.underlineStyle == nil {
        insert(pango_attr_underline_new(TRELLIS_PANGO_UNDERLINE_SINGLE), range)
      }
      if run.strikethrough, run.strikethroughStyle == nil { insert(pango_attr_strikethrough_new(1), range) }
      if let color = run.foreground {
        func channel(_ value: Float) -> UInt16 {
          value.isFinite ? UInt16((min(max(value, 0), 1) * 65535).rounded()) : 0
        }
        insert(
          pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), range)
        if color.opacity < 1 {
          insert(pango_attr_foreground_alpha_new(max(1, channel(color.opacity))), range)
        }
      }
    }
    return list
  }

  /// Sets the attributes covering the whole text. Letter spacing and digit features change the
  /// metrics, so measuring sets them too; decorations do not.
  private func setAttributes(
    underline: Bool, strikethrough: Bool, letterSpacing: CGFloat, tabularDigits: Bool
  ) {
    guard underline || strikethrough || letterSpacing != 0 || tabularDigits, let list = pango_attr_list_new()
    else {
      pango_layout_set_attributes(layout, nil)
      return
    }
    if underline { pango_attr_list_insert(list, pango_attr_underline_new(TRELLIS_PANGO_UNDERLINE_SINGLE)) }
    if strikethrough { pango_attr_list_insert(list, pango_attr_strikethrough_new(1)) }
    if letterSpacing != 0 {
      pango_attr_list_insert(list, pango_attr_letter_spacing_new(Self.units(letterSpacing)))
    }
    if tabularDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)
  }

  private func setText(_ text: [UInt8]) {
    // Never empty, so the base address exists: the length excludes the terminator.
    let terminated = text + [0]
    terminated.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        pango_layout_set_text(layout, chars.baseAddress, Int32(text.count))
      }
    }
  }

  /// The logical extents and byte ranges of the lines, in Pango units.
  private func lineExtents() -> [(start: Int, length: Int, y: Int, height: Int, width: Int)] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var lines: [(start: Int, length: Int, y: Int, height: Int, width: Int)] = []
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let line = pango_layout_iter_get_line_readonly(iterator)
      lines.append(
        (
          start: Int(pango_layout_line_get_start_index(line)),
          length: Int(pango_layout_line_get_length(line)),
          y: Int(logical.y), height: Int(logical.height), width: Int(logical.width)
        ))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  // MARK: - Values

  /// The UTF-8 bytes Pango lays out: NULs (which Pango rejects) become spaces, huge texts are cut
  /// to the size limits, and very long words get break opportunities (zero-width spaces), because
  /// Pango breaks a word character by character in quadratic time.
  static func preparedText(_ string: String, fontSize: CGFloat) -> [UInt8] {
    var preparer = TextPreparer(fontSize: fontSize, capacity: string.utf8.count)
    preparer.append(string.utf8)
    return preparer.finish()
  }

  /// `preparedText` for a text of runs, with the bytes each run covers in the result (the
  /// bytes past the string's end, if the runs claim more, cover nothing).
  static func preparedRuns(_ string: String, runs: [TextRun], fontSize: CGFloat)
    -> (text: [UInt8], ranges: [Range<Int>])
  {
    var preparer = TextPreparer(fontSize: fontSize, capacity: string.utf8.count)
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(runs.count)
    var rest = string.utf8[...]
    for run in runs {
      let start = preparer.output.count
      // A run ends at a character's end, even if its length says otherwise.
      var end = rest.index(rest.startIndex, offsetBy: run.length, limitedBy: rest.endIndex) ?? rest.endIndex
      while end < rest.endIndex, rest[end] & 0xC0 == 0x80 { end = rest.index(after: end) }
      preparer.append(rest[..<end])
      rest = rest[end...]
      ranges.append(start..<preparer.output.count)
    }
    preparer.append(rest)
    return (preparer.finish(), ranges)
  }

  /// Builds the bytes of `preparedText`, a piece at a time.
  struct TextPreparer {
    let limit: Int
    var output: [UInt8] = []
    private var paragraphs = 0
    private var word = 0
    private var truncated = false

    init(fontSize: CGFloat, capacity: Int) {
      limit = min(maximumBytes, max(256, Int(1_000_000 / max(fontSize, 1))))
      output.reserveCapacity(min(capacity, limit) + 16)
    }

    mutating func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
      guard !truncated else { return }
      for byte in bytes {
        let startsCharacter = byte & 0xC0 != 0x80
        if startsCharacter && output.count >= limit {
          truncated = true
          return
        }
        switch byte {
        case 0x0A:
          paragraphs += 1
          if paragraphs == maximumParagraphs {
            truncated = true
            return
          }
          word = 0
        case 0x20, 0x09, 0x0D, 0:
          word = 0
        default:
          if startsCharacter && word >= maximumWordBytes {
            output += zeroWidthSpace
            word = 0
          }
          word += 1
        }
        output.append(byte == 0 ? 0x20 : byte)
      }
    }

    /// The bytes, ending in an ellipsis if cut.
    mutating func finish() -> [UInt8] {
      if truncated { output += ellipsis }
      return output
    }
  }

  static func sanitized(_ extent: CGFloat?) -> CGFloat? {
    guard let extent, extent.isFinite else { return nil }
    return min(max(extent, 0), maximumExtent)
  }

  static func units(_ points: CGFloat) -> Int32 {
    Int32(clamping: Int((points * 1024).rounded(.down)))
  }

  /// Rounds up to whole points, ignoring the float noise of the conversion from Pango units.
  static func roundedUp(_ units: Int32) -> CGFloat {
    max(0, (CGFloat(units) / 1024 - 0.001).rounded(.up))
  }

  static func alignment(_ alignment: TextAlignment) -> Int32 {
    switch alignment {
    case .leading: TRELLIS_PANGO_ALIGN_LEFT
    case .center: TRELLIS_PANGO_ALIGN_CENTER
    case .trailing: TRELLIS_PANGO_ALIGN_RIGHT
    }
  }

  static func ellipsize(_ mode: TextRequest.TruncationMode) -> Int32 {
    switch mode {
    case .head: TRELLIS_PANGO_ELLIPSIZE_START
    case .middle: TRELLIS_PANGO_ELLIPSIZE_MIDDLE
    case .tail: TRELLIS_PANGO_ELLIPSIZE_END
    }
  }
}
