import CCairo
import TrellisCore

extension TextRun {
  /// Whether the run has an underline or strikethrough of its own pattern or color, which
  /// Pango cannot draw (it has no dashes, and no alpha for a line's color).
  var hasStyledLine: Bool {
    (underline && underlineStyle != nil) || (strikethrough && strikethroughStyle != nil)
  }
}

extension PangoTextEngine {
  /// Strokes the styled underlines and strikethroughs of `runs` over `layout`, drawn at `origin`:
  /// under each run's stretch of every line, at the run's font's underline or strikethrough
  /// position and thickness, snapped to device pixels so that thin lines stay crisp.
  func drawStyledLines(
    _ request: TextRequest, runs: [TextRun], layout: OpaquePointer, at origin: (x: Double, y: Double),
    in cr: OpaquePointer
  ) {
    let fontSize = request.font.size.isFinite && request.font.size > 0 ? min(request.font.size, 2000) : 14
    let ranges = Self.preparedRuns(request.string, runs: runs, fontSize: fontSize).ranges
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    for (run, range) in zip(runs, ranges) where run.hasStyledLine && !range.isEmpty {
      let size = run.font.size.isFinite && run.font.size > 0 ? min(run.font.size, 2000) : 14
      Self.describe(run.font, size: size, in: description)
      guard let metrics = pango_context_get_metrics(context, description, nil) else { continue }
      defer { pango_font_metrics_unref(metrics) }
      let rise = Double(run.baselineOffset)
      let lines = [
        (
          run.underline ? run.underlineStyle : nil, pango_font_metrics_get_underline_position(metrics),
          pango_font_metrics_get_underline_thickness(metrics)
        ),
        (
          run.strikethrough ? run.strikethroughStyle : nil,
          pango_font_metrics_get_strikethrough_position(metrics),
          pango_font_metrics_get_strikethrough_thickness(metrics)
        ),
      ]
      for case (let style?, let position, let thickness) in lines {
        stroke(
          style, of: run, over: range, in: layout, above: Double(position) / 1024 + rise,
          thickness: Double(thickness) / 1024, at: origin, cr)
      }
    }
  }

  /// Strokes one line in `style` under the bytes `range` of every line of `layout`, its top
  /// `above` points above the baseline (negative: below).
  private func stroke(
    _ style: TextDecorationStyle, of run: TextRun, over range: Range<Int>, in layout: OpaquePointer,
    above: Double, thickness: Double, at origin: (x: Double, y: Double), _ cr: OpaquePointer
  ) {
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let color = style.color ?? run.foreground {
      cairo_set_source_rgba(
        cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
    }
    // Whole device pixels thick, at least one.
    var width = 0.0
    var height = max(thickness, 0.1)
    cairo_user_to_device_distance(cr, &width, &height)
    height = max(1, height.rounded())
    let deviceThickness = height
    width = 0
    cairo_device_to_user_distance(cr, &width, &height)
    let lineWidth = height
    cairo_set_line_width(cr, lineWidth)
    let dashes = style.pattern.dashes.map { $0 * max(lineWidth, thickness) }
    if !dashes.isEmpty { cairo_set_dash(cr, dashes, Int32(dashes.count), 0) }
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      let start = Int(pango_layout_line_get_start_index(line))
      let end = start + Int(pango_layout_line_get_length(line))
      let low = max(range.lowerBound, start)
      let high = min(range.upperBound, end)
      guard low < high else { continue }
      var xRanges: UnsafeMutablePointer<Int32>?
      var count: Int32 = 0
      pango_layout_line_get_x_ranges(line, Int32(low), Int32(high), &xRanges, &count)
      guard let xRanges else { continue }
      defer { g_free(xRanges) }
      let baseline = Double(pango_layout_iter_get_baseline(iterator)) / 1024
      // The line's top edge on a device pixel; the stroke runs through the middle of its rows.
      var x = origin.x
      var top = origin.y + baseline - above
      cairo_user_to_device(cr, &x, &top)
      top = top.rounded()
      var middle = top + deviceThickness / 2
      cairo_device_to_user(cr, &x, &middle)
      for index in 0..<Int(count) {
        let left = origin.x + Double(xRanges[2 * index]) / 1024
        let right = origin.x + Double(xRanges[2 * index + 1]) / 1024
        cairo_move_to(cr, left, middle)
        cairo_line_to(cr, right, middle)
      }
      cairo_stroke(cr)
    } while pango_layout_iter_next_line(iterator) != 0
  }
}
