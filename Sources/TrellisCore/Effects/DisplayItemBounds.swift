/// Estimates the area a run of display items paints, so a layer (shadow, blur, drawing group) can
/// tell the painter how much it needs: a layer's offscreen pixels then cover its content, not the
/// whole window.
///
/// The estimate errs on the large side (stroke joins, glyph overhang, nested blurs and shadows).
enum DisplayItemBounds {
  private struct Scope {
    var transform: CGAffineTransform
    var clip: CGRect?
    var bounds: CGRect = .null
    var effects: LayerEffects?
  }

  /// The union of what `items` paint, in their own coordinates; nil when nothing is painted or the
  /// area cannot be bounded.
  static func of(_ items: [DisplayItem]) -> CGRect? {
    var stack = [Scope(transform: .identity, clip: nil)]
    func add(_ rect: CGRect) {
      guard !rect.isNull else { return }
      let scope = stack[stack.count - 1]
      var placed = scope.transform.isIdentity ? rect : rect.applying(scope.transform)
      if let clip = scope.clip { placed = placed.intersection(clip) }
      stack[stack.count - 1].bounds = stack[stack.count - 1].bounds.union(placed)
    }
    // Set when a projection sends part of its content behind the eye: no finite bounds.
    var unbounded = false
    func finish() {
      guard stack.count > 1 else { return }
      let scope = stack.removeLast()
      var bounds = scope.bounds
      if let projection = scope.effects?.projection, !bounds.isNull {
        // The content was bounded in the layer's own coordinates (see `.pushLayer`).
        if let projected = projection.bounds(of: bounds) {
          let outer = stack[stack.count - 1].transform
          bounds = outer.isIdentity ? projected : projected.applying(outer)
        } else {
          unbounded = true
        }
      }
      if let effects = scope.effects, !bounds.isNull {
        let blur = effects.blurRadius.isFinite ? max(effects.blurRadius, 0) : 0
        bounds = bounds.insetBy(dx: -3 * blur, dy: -3 * blur)
        if let shadow = effects.shadow, shadow.radius.isFinite {
          let spread = -3 * max(shadow.radius, 0)
          bounds = bounds.union(
            bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: spread, dy: spread)
          )
        }
      }
      // The scope's bounds are already in the outer coordinates; only the clip applies again.
      if let clip = stack[stack.count - 1].clip { bounds = bounds.intersection(clip) }
      if scope.effects?.isMask == true {
        // A mask paints nothing itself; it erases what lies outside it.
        stack[stack.count - 1].bounds = stack[stack.count - 1].bounds.intersection(bounds)
      } else {
        stack[stack.count - 1].bounds = stack[stack.count - 1].bounds.union(bounds)
      }
    }
    for item in items {
      let current = stack[stack.count - 1]
      switch item {
      case .fill(let path, _, _):
        add(path.boundingRect)
      case .stroke(let path, _, let style):
        let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
        let outset =
          width / 2
          * (style.lineJoin == .miter ? max(style.miterLimit.isFinite ? style.miterLimit : 10, 1.5) : 1.5)
        add(path.boundingRect.insetBy(dx: -outset, dy: -outset))
      case .text(let request, let frame, _):
        let overhang = request.font.size.isFinite ? min(max(request.font.size, 0), 2000) / 2 + 2 : 10
        add(frame.standardized.insetBy(dx: -overhang, dy: -overhang))
      case .image(_, let frame, _):
        add(frame.standardized)
      case .pushClip(let path, _):
        var clip = path.boundingRect
        if !current.transform.isIdentity { clip = clip.applying(current.transform) }
        if let outer = current.clip { clip = clip.intersection(outer) }
        stack.append(Scope(transform: current.transform, clip: clip))
      case .pushTransform(let transform):
        stack.append(Scope(transform: transform.concatenating(current.transform), clip: current.clip))
      case .pushLayer(let effects):
        if effects.projection != nil {
          // Bounded in its own coordinates, to be projected; outer clips apply once it is.
          stack.append(Scope(transform: .identity, clip: nil, effects: effects))
        } else {
          stack.append(Scope(transform: current.transform, clip: current.clip, effects: effects))
        }
      case .popClip, .popTransform, .popLayer:
        finish()
      }
    }
    while stack.count > 1 { finish() }
    let bounds = stack[0].bounds
    guard !unbounded, !bounds.isNull, bounds.isFiniteRect else { return nil }
    return bounds
  }
}
