import CCairo
import TrellisCore

/// The state of one `CairoPainter.paint` call: the nesting of clips, transforms and layers, the
/// transform to window points (to skip undamaged items) and the context currently drawn into,
/// which changes inside layers that need their own pixels (blur, shadow).
final class PaintSession {
  private enum Frame {
    case clip
    case transform(previous: CGAffineTransform)
    /// A layer with no effect.
    case plainLayer
    /// A layer faded, blended, masking or holding a mask or blend: a cairo group. `unclip` tells
    /// whether the group was clipped to its bounds, a clip its compositing must not keep when
    /// `op` also changes pixels the group does not cover (a mask's).
    case groupLayer(opacity: Double, op: cairo_operator_t, unclip: Bool)
    /// A layer drawn into its own image surface, to be blurred, shadowed or color-transformed.
    case offscreenLayer(Offscreen)
    /// A layer drawn into its own image surface, to be projected in perspective.
    case projectedLayer(Projected)

    var isLayer: Bool {
      switch self {
      case .plainLayer, .groupLayer, .offscreenLayer, .projectedLayer: true
      case .clip, .transform: false
      }
    }
  }

  private struct Offscreen {
    var parent: OpaquePointer
    var surface: OpaquePointer
    /// Where the surface's top-left pixel lies in the parent's device space.
    var x: Int
    var y: Int
    var opacity: Double
    var op: cairo_operator_t
    /// In device pixels.
    var blurSigma: Double
    var colorMatrix: ColorMatrix?
    var shadow: (color: Color.Resolved, sigma: Double, dx: Double, dy: Double)?
    var previousDamage: [CGRect]?
  }

  private struct Projected {
    var parent: OpaquePointer
    var surface: OpaquePointer
    /// From the surface's pixels to the user space the projection acts in.
    var surfaceToUser: ProjectionTransform
    var projection: ProjectionTransform
    /// From that user space to the parent's device pixels.
    var userToDevice: ProjectionTransform
    var opacity: Double
    var op: cairo_operator_t
    var previousDamage: [CGRect]?
  }

  private var cr: OpaquePointer
  private let text: PangoTextEngine
  private let items: [DisplayItem]
  /// For each push, the index of its pop: skipping a subtree jumps past it.
  private let matches: [Int]
  /// For each layer push, whether a layer directly inside it is a mask or blends: the layer then
  /// needs pixels of its own for them to act on, even with no effect of its own.
  private let isolates: [Bool]
  /// Rectangles in window points outside which nothing needs drawing; nil to draw everything.
  private var damage: [CGRect]?
  /// The transform from the current coordinates to window points.
  private var ctm = CGAffineTransform.identity
  private var stack: [Frame] = []

  init(cr: OpaquePointer, text: PangoTextEngine, items: [DisplayItem], damage: [CGRect]?) {
    self.cr = cr
    self.text = text
    self.items = items
    self.damage = damage
    var matches = [Int](repeating: items.count, count: items.count)
    var isolates = [Bool](repeating: false, count: items.count)
    var open: [Int] = []
    var openLayers: [Int] = []
    for (index, item) in items.enumerated() {
      switch item {
      case .pushClip, .pushTransform: open.append(index)
      case .pushLayer(let effects):
        if effects.isMask || effects.blendMode != .normal, let outer = openLayers.last {
          isolates[outer] = true
        }
        open.append(index)
        openLayers.append(index)
      case .popClip, .popTransform: if let push = open.popLast() { matches[push] = index }
      case .popLayer:
        if let push = open.popLast() { matches[push] = index }
        _ = openLayers.popLast()
      case .fill, .stroke, .text, .image: break
      }
    }
    self.matches = matches
    self.isolates = isolates
  }

  func run() {
    var index = 0
    while index < items.count {
      let entered: Bool
      switch items[index] {
      case .fill(let path, let paint, let eoFill):
        fill(path, paint, eoFill: eoFill)
        entered = true
      case .stroke(let path, let paint, let style):
        stroke(path, paint, style)
        entered = true
      case .text(let request, let frame, let paint):
        drawText(request, frame: frame, paint: paint)
        entered = true
      case .image(let image, let frame, let interpolation):
        drawImage(image, frame: frame, interpolation: interpolation)
        entered = true
      case .pushClip(let path, let eoFill):
        entered = pushClip(path, eoFill: eoFill)
      case .pushTransform(let transform):
        entered = pushTransform(transform)
      case .pushLayer(let effects):
        entered = pushLayer(effects, isolating: isolates[index])
        // A mask that shows nothing here (faded out, or outside the damage) erases its layer.
        if !entered && effects.isMask { eraseClip() }
      case .popClip:
        pop { if case .clip = $0 { true } else { false } }
        entered = true
      case .popTransform:
        pop { if case .transform = $0 { true } else { false } }
        entered = true
      case .popLayer:
        pop(where: \.isLayer)
        entered = true
      }
      // A push that draws nothing skips everything up to and including its pop.
      index = entered ? index + 1 : matches[index] + 1
    }
    while let frame = stack.popLast() { finish(frame) }
  }

  // MARK: - Culling

  private func isVisible(_ rect: CGRect) -> Bool {
    guard let damage, rect.isFiniteRect else { return true }
    let inWindow = ctm.isIdentity ? rect : rect.applying(ctm)
    return damage.contains { $0.touches(inWindow) }
  }

  /// How many window points one current point spans, on average.
  private var ctmScale: CGFloat { abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot() }

  // MARK: - Drawing

  private func fill(_ path: Path, _ paint: Paint, eoFill: Bool) {
    let bounds = path.boundingRect
    guard isVisible(bounds), CairoPath.set(path, on: cr) else { return }
    cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    if CairoPaint.setSource(paint, on: cr, covering: bounds) { cairo_fill(cr) } else { cairo_new_path(cr) }
  }

  private func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle) {
    let width = style.lineWidth
    guard width.isFinite, width > 0 else { return }
    let miterLimit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
    // Miter joins reach out up to half the miter limit times the width; caps about 0.71 widths.
    let outset = width / 2 * (style.lineJoin == .miter ? max(miterLimit, 1.5) : 1.5)
    let bounds = path.boundingRect.insetBy(dx: -outset, dy: -outset)
    guard isVisible(bounds), CairoPath.set(path, on: cr) else { return }
    cairo_set_line_width(cr, width)
    let cap: cairo_line_cap_t =
      switch style.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    let join: cairo_line_join_t =
      switch style.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_cap(cr, cap)
    cairo_set_line_join(cr, join)
    cairo_set_miter_limit(cr, miterLimit)
    // cairo enters a sticky error state for negative or all-zero dashes; tiny ones would take ages.
    let dashes = style.dash.map { $0.isFinite ? Double(max($0, 0)) : 0 }
    if dashes.reduce(0, +) > 0.01 {
      cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
    if CairoPaint.setSource(paint, on: cr, covering: bounds) { cairo_stroke(cr) } else { cairo_new_path(cr) }
  }

  private func drawText(_ request: TextRequest, frame: CGRect, paint: Paint) {
    guard frame.isFiniteRect else { return }
    let frame = frame.standardized
    // Glyphs may overhang their logical box (italics, accents).
    let overhang = request.font.size.isFinite ? min(max(request.font.size, 0), 2000) / 2 + 2 : 10
    guard isVisible(frame.insetBy(dx: -overhang, dy: -overhang)) else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // Alignment is relative to the layout width, half a point wider than the frame.
    let shift: CGFloat =
      switch request.alignment {
      case .leading: 0
      case .center: 0.25
      case .trailing: 0.5
      }
    guard CairoPaint.setSource(paint, on: cr, covering: frame) else { return }
    cairo_move_to(cr, frame.minX - shift, frame.minY)
    // The extra half point keeps lines measured at exactly the frame's width from wrapping.
    text.draw(request, maxWidth: frame.width + 0.5, maxHeight: frame.height, in: cr)
  }

  private func drawImage(_ image: ImageBuffer, frame: CGRect, interpolation: ImageInterpolation) {
    guard frame.isFiniteRect, frame.width != 0, frame.height != 0, isVisible(frame) else { return }
    ImageSurfaces.withSurface(of: image) { surface in
      cairo_save(cr)
      defer { cairo_restore(cr) }
      cairo_translate(cr, frame.minX, frame.minY)
      cairo_scale(cr, frame.width / CGFloat(image.width), frame.height / CGFloat(image.height))
      cairo_set_source_surface(cr, surface, 0, 0)
      let pattern = cairo_get_source(cr)
      // cairo's GOOD and BEST filters turn strong enlargements into blocky pixels; only reducing
      // needs more than bilinear filtering.
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      let enlarging = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx) >= 1
      let filter: cairo_filter_t =
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium: enlarging ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
        case .high: enlarging ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_BEST
        }
      cairo_pattern_set_filter(pattern, filter)
      // Padding keeps the filtered edges opaque; the rectangle keeps the padding out.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
      cairo_fill(cr)
    }
  }

  // MARK: - Clips and transforms

  private func pushClip(_ path: Path, eoFill: Bool) -> Bool {
    let bounds = path.boundingRect
    guard !path.isEmpty, bounds.isFiniteRect, isVisible(bounds) else { return false }
    cairo_save(cr)
    CairoPath.set(path, on: cr)
    cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
    stack.append(.clip)
    return true
  }

  private func pushTransform(_ t: CGAffineTransform) -> Bool {
    let determinant = t.a * t.d - t.b * t.c
    // cairo refuses singular matrices with a sticky error; such a transform shows nothing anyway.
    guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), abs(determinant) > 1e-12 else {
      return false
    }
    cairo_save(cr)
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &matrix)
    stack.append(.transform(previous: ctm))
    ctm = t.concatenating(ctm)
    return true
  }

  private func pop(where matches: (Frame) -> Bool) {
    // A pop that does not match its push (a malformed list) is ignored.
    guard let frame = stack.last, matches(frame) else { return }
    stack.removeLast()
    finish(frame)
  }

  private func finish(_ frame: Frame) {
    switch frame {
    case .clip:
      cairo_restore(cr)
    case .transform(let previous):
      cairo_restore(cr)
      ctm = previous
    case .plainLayer:
      break
    case .groupLayer(let opacity, let op, let unclip):
      let group = cairo_pop_group(cr)
      if unclip {
        cairo_restore(cr)
        cairo_save(cr)
      }
      cairo_set_source(cr, group)
      cairo_pattern_destroy(group)
      cairo_set_operator(cr, op)
      cairo_paint_with_alpha(cr, opacity)
      cairo_restore(cr)
    case .offscreenLayer(let offscreen):
      finishOffscreen(offscreen)
    case .projectedLayer(let projected):
      finishProjected(projected)
    }
  }

  // MARK: - Layers

  /// Clears what lies inside the clip of the current layer.
  private func eraseClip() {
    cairo_save(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  private func pushLayer(_ effects: LayerEffects, isolating: Bool) -> Bool {
    let opacity = effects.opacity.isNaN ? 1 : min(max(effects.opacity, 0), 1)
    guard opacity > 0 else { return false }
    let blur = effects.blurRadius.isFinite ? max(effects.blurRadius, 0) : 0
    let shadow = effects.shadow.flatMap { shadow -> LayerEffects.Shadow? in
      guard shadow.color.opacity > 0, shadow.radius.isFinite, shadow.offset.width.isFinite,
        shadow.offset.height.isFinite
      else { return nil }
      var shadow = shadow
      shadow.radius = max(shadow.radius, 0)
      return shadow
    }
    let bounds = effects.bounds.flatMap { $0.isFiniteRect ? $0.standardized : nil }
    let colorMatrix = effects.colorMatrix.flatMap { $0.isIdentity ? nil : $0 }
    let op = effects.isMask ? CAIRO_OPERATOR_DEST_IN : effects.blendMode.cairoOperator
    if let projection = effects.projection, projection.affineTransform == nil {
      return beginProjected(projection, opacity: opacity, op: op, bounds: bounds)
    }

    if let bounds, damage != nil {
      var reach = bounds.insetBy(dx: -3 * blur - 2, dy: -3 * blur - 2)
      if let shadow {
        let spread = -3 * shadow.radius - 2
        reach = reach.union(
          bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: spread, dy: spread))
      }
      guard isVisible(reach) else { return false }
    }

    guard blur > 0 || shadow != nil || colorMatrix != nil else {
      if opacity >= 1 && op == CAIRO_OPERATOR_OVER && !isolating {
        stack.append(.plainLayer)
      } else {
        cairo_save(cr)
        if let bounds {
          // A group as large as the content rather than the whole clip.
          cairo_rectangle(cr, bounds.minX - 2, bounds.minY - 2, bounds.width + 4, bounds.height + 4)
          cairo_clip(cr)
        }
        cairo_push_group(cr)
        stack.append(.groupLayer(opacity: opacity, op: op, unclip: bounds != nil && effects.isMask))
      }
      return true
    }
    guard
      var offscreen = beginOffscreen(opacity: opacity, op: op, blur: blur, shadow: shadow, bounds: bounds)
    else {
      return false
    }
    offscreen.colorMatrix = colorMatrix
    stack.append(.offscreenLayer(offscreen))
    return true
  }

  /// Starts drawing into a new image surface that covers what the layer may show, blur and shadow
  /// spread included; nil when it would show nothing.
  private func beginOffscreen(
    opacity: Double, op: cairo_operator_t, blur: CGFloat, shadow: LayerEffects.Shadow?, bounds: CGRect?
  ) -> Offscreen? {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let deviceScale = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
    let blurSigma = Double(blur) * deviceScale
    let blurReach = Double(BoxBlur.reach(sigma: blurSigma))
    var deviceShadow: (color: Color.Resolved, sigma: Double, dx: Double, dy: Double)?
    var shadowReach = 0.0
    if let shadow {
      let ox = Double(shadow.offset.width)
      let oy = Double(shadow.offset.height)
      let sigma = Double(shadow.radius) * deviceScale
      deviceShadow = (shadow.color, sigma, m.xx * ox + m.xy * oy, m.yx * ox + m.yy * oy)
      shadowReach = Double(BoxBlur.reach(sigma: sigma))
    }

    let clip = deviceClip
    // The content that can reach the visible area once blurred or moved into the shadow.
    var needed = clip.insetBy(dx: -blurReach, dy: -blurReach)
    if let deviceShadow {
      needed = needed.union(
        clip.offsetBy(dx: -deviceShadow.dx, dy: -deviceShadow.dy).insetBy(dx: -shadowReach, dy: -shadowReach))
    }
    if let bounds {
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
      ].map { p in CGPoint(x: m.xx * p.x + m.xy * p.y + m.x0, y: m.yx * p.x + m.yy * p.y + m.y0) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let device = CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      needed = needed.intersection(device.insetBy(dx: -2, dy: -2))
    }
    guard needed.isFiniteRect, !needed.isEmpty else { return nil }
    let spread = max(blurReach, shadowReach)
    var region = needed.insetBy(dx: -spread, dy: -spread).integral
    // Keep memory bounded: a layer larger than this is cut.
    region.size.width = min(region.width, 8192)
    region.size.height = min(region.height, 8192)
    guard region.width >= 1, region.height >= 1,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let child = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let x = Int(region.minX)
    let y = Int(region.minY)
    cairo_rectangle(child, needed.minX - Double(x), needed.minY - Double(y), needed.width, needed.height)
    cairo_clip(child)
    m.x0 -= Double(x)
    m.y0 -= Double(y)
    cairo_set_matrix(child, &m)

    let offscreen = Offscreen(
      parent: cr, surface: surface, x: x, y: y, opacity: opacity, op: op, blurSigma: blurSigma,
      colorMatrix: nil, shadow: deviceShadow,
      previousDamage: damage)
    if let damage {
      // Items outside the damage can still blur or cast a shadow into it.
      let scale = ctmScale
      let blurGrowth = -(3 * blur + 2) * scale
      var grown = damage.map { $0.insetBy(dx: blurGrowth, dy: blurGrowth) }
      if let shadow {
        let offset = shadow.offset.applying(ctm)
        let shadowGrowth = -(3 * shadow.radius + 2) * scale
        grown += damage.map {
          $0.offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: shadowGrowth, dy: shadowGrowth)
        }
      }
      self.damage = grown
    }
    cr = child
    return offscreen
  }

  /// The visible area of the current context, in device pixels.
  private var deviceClip: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_restore(cr)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Ends drawing into a layer's own surface: back to `parent`, with the damage from before.
  private func leaveLayerSurface(to parent: OpaquePointer, damage previous: [CGRect]?) {
    cairo_destroy(cr)
    cr = parent
    damage = previous
  }

  private func finishOffscreen(_ offscreen: Offscreen) {
    leaveLayerSurface(to: offscreen.parent, damage: offscreen.previousDamage)
    let surface = offscreen.surface
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    if let matrix = offscreen.colorMatrix { CairoColorMatrix.apply(matrix, to: surface) }
    BoxBlur.apply(to: surface, sigma: offscreen.blurSigma)

    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let x = Double(offscreen.x)
    let y = Double(offscreen.y)
    // Fading or blending the shadow and the layer separately would let the shadow show through
    // the layer.
    let grouped = (offscreen.opacity < 1 || offscreen.op != CAIRO_OPERATOR_OVER) && offscreen.shadow != nil
    if grouped { cairo_push_group(cr) }
    if let shadow = offscreen.shadow,
      let silhouette = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
    {
      let tint = cairo_create(silhouette)
      cairo_set_source_rgba(
        tint, Double(shadow.color.red), Double(shadow.color.green), Double(shadow.color.blue),
        Double(shadow.color.opacity))
      cairo_mask_surface(tint, surface, 0, 0)
      cairo_destroy(tint)
      BoxBlur.apply(to: silhouette, sigma: shadow.sigma)
      cairo_set_source_surface(cr, silhouette, x + shadow.dx, y + shadow.dy)
      cairo_paint(cr)
      cairo_surface_destroy(silhouette)
    }
    cairo_set_source_surface(cr, surface, x, y)
    if grouped {
      cairo_paint(cr)
      cairo_pop_group_to_source(cr)
    }
    cairo_set_operator(cr, offscreen.op)
    cairo_paint_with_alpha(cr, offscreen.opacity)
  }

  // MARK: - Projected layers

  /// Starts drawing the content inside `bounds` into an image surface at the device's
  /// resolution, to be projected when the layer ends; false when it would show nothing.
  private func beginProjected(
    _ projection: ProjectionTransform, opacity: Double, op: cairo_operator_t, bounds: CGRect?
  ) -> Bool {
    guard let bounds, !bounds.isEmpty, projection.isFinite else { return false }
    if let projected = projection.bounds(of: bounds) { guard isVisible(projected) else { return false } }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let userToDevice = ProjectionTransform(
      CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
    guard let device = userToDevice.bounds(of: bounds) else { return false }
    // Keep memory bounded: a huge layer is drawn at a lower resolution.
    let longest = max(device.width, device.height)
    let scale = longest > 4096 ? 4096 / longest : 1
    let region = CGRect(
      x: device.minX * scale, y: device.minY * scale, width: device.width * scale,
      height: device.height * scale
    ).integral
    guard region.width >= 1, region.height >= 1,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
    else { return false }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let child = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      return false
    }
    var surfaceMatrix = cairo_matrix_t(
      xx: m.xx * scale, yx: m.yx * scale, xy: m.xy * scale, yy: m.yy * scale, x0: m.x0 * scale - region.minX,
      y0: m.y0 * scale - region.minY)
    cairo_set_matrix(child, &surfaceMatrix)
    let userToSurface = ProjectionTransform(
      CGAffineTransform(
        a: surfaceMatrix.xx, b: surfaceMatrix.yx, c: surfaceMatrix.xy, d: surfaceMatrix.yy,
        tx: surfaceMatrix.x0,
        ty: surfaceMatrix.y0))
    stack.append(
      .projectedLayer(
        Projected(
          parent: cr, surface: surface, surfaceToUser: userToSurface.inverted(), projection: projection,
          userToDevice: userToDevice, opacity: opacity, op: op, previousDamage: damage)))
    // All of the content is needed: the projection moves it anywhere in the damage.
    damage = nil
    cr = child
    return true
  }

  /// Projects a finished layer's pixels into the parent, inside the parent's clip.
  private func finishProjected(_ projected: Projected) {
    leaveLayerSurface(to: projected.parent, damage: projected.previousDamage)
    let surface = projected.surface
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let surfaceToDevice = projected.surfaceToUser.concatenating(projected.projection)
      .concatenating(projected.userToDevice)
    var deviceToSurface = surfaceToDevice
    guard deviceToSurface.invert() else { return }

    let clip = deviceClip
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let source = CGRect(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)))
    // Where part of the layer lies behind the eye, the rest may reach anywhere in the clip.
    var region = (surfaceToDevice.bounds(of: source) ?? clip).intersection(clip).integral
    guard region.isFiniteRect, !region.isNull, !region.isEmpty else { return }
    region.size.width = min(region.width, 8192)
    region.size.height = min(region.height, 8192)
    guard let warped = ProjectiveWarp.warp(surface, inverse: deviceToSurface, region: region) else { return }
    cairo_set_source_surface(cr, warped, region.minX, region.minY)
    cairo_set_operator(cr, projected.op)
    cairo_paint_with_alpha(cr, projected.opacity)
    cairo_surface_destroy(warped)
  }
}
