import CCairo
public import TrellisCore

/// Draws display lists with cairo; text goes through Pango exactly as `PangoTextMeasurer` lays it
/// out.
///
/// A painter keeps a Pango context between frames, so keep one per window (or per thread).
public final class CairoPainter {
  private let text = PangoTextEngine()

  /// A painter with its own Pango context.
  public init() {}

  /// Draws `displayList` into `cr` (a `cairo_t *`).
  ///
  /// - Parameters:
  ///   - scale: Device pixels per point; applied with `cairo_scale` on top of the context's
  ///     current transform.
  ///   - damage: When given, only these rectangles (in points) are repainted: drawing is clipped
  ///     to their union, grown to whole device pixels, and items entirely outside are skipped.
  ///   - background: When given, the (damaged) area is first replaced with this color.
  public func paint(
    _ displayList: DisplayList, into cr: OpaquePointer, scale: CGFloat = 1, damage: [CGRect]? = nil,
    background: Color.Resolved? = nil
  ) {
    guard scale.isFinite, scale > 0, cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_scale(cr, scale, scale)

    var culling: [CGRect]?
    if let damage {
      // Whole device pixels: a clip edge through a pixel would blend old and new content.
      let aligned = damage.filter { $0.isFiniteRect && $0.width > 0 && $0.height > 0 }.map { rect in
        let minX = (rect.minX * scale).rounded(.down) / scale
        let minY = (rect.minY * scale).rounded(.down) / scale
        let maxX = (rect.maxX * scale).rounded(.up) / scale
        let maxY = (rect.maxY * scale).rounded(.up) / scale
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      }
      guard !aligned.isEmpty else { return }
      cairo_new_path(cr)
      for rect in aligned { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
      cairo_clip(cr)
      culling = aligned
    }

    if let background {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(
        cr, Double(background.red), Double(background.green), Double(background.blue),
        Double(background.opacity))
      cairo_paint(cr)
      cairo_restore(cr)
    }

    let session = PaintSession(cr: cr, text: text, items: displayList.items, damage: culling)
    session.run()
  }
}
