/// One effect of a ``VisualEffect``: what `content.offset(…)`, `.scaleEffect(…)`, `.opacity(…)`
/// and the rest record, to be drawn around a view without changing its layout.
enum VisualEffectStep: Equatable, Sendable {
  /// The numbers of a 3-D rotation (see `_Rotation3DEffect`).
  struct Rotation3D: Equatable, Sendable {
    var radians: Double
    var axis: SIMD3<Double>
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat
  }

  /// A color effect and its amount.
  enum ColorKind: Equatable, Sendable {
    case brightness, contrast, saturation, hueRotation
  }

  case offset(CGSize)
  case scale(CGSize, anchor: UnitPoint)
  case rotation(radians: Double, anchor: UnitPoint)
  case rotation3D(Rotation3D)
  case transform(CGAffineTransform)
  case opacity(Double)
  case blur(radius: CGFloat)
  case color(ColorKind, amount: Double)
  case colorMultiply(Color)

  /// This step `fraction` of the way to `other`; nil when they are different kinds of effect,
  /// which cannot be interpolated.
  func interpolated(to other: VisualEffectStep, fraction: Double) -> VisualEffectStep? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(fraction) }
    func mix(_ a: CGSize, _ b: CGSize) -> CGSize {
      CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }
    func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    switch (self, other) {
    case (.offset(let a), .offset(let b)): return .offset(mix(a, b))
    case (.scale(let a, let anchorA), .scale(let b, let anchorB)):
      return .scale(mix(a, b), anchor: mix(anchorA, anchorB))
    case (.rotation(let a, let anchorA), .rotation(let b, let anchorB)):
      return .rotation(radians: mix(a, b), anchor: mix(anchorA, anchorB))
    case (.rotation3D(let a), .rotation3D(let b)):
      return .rotation3D(
        Rotation3D(
          radians: mix(a.radians, b.radians), axis: a.axis + (b.axis - a.axis) * fraction,
          anchor: mix(a.anchor, b.anchor), anchorZ: mix(a.anchorZ, b.anchorZ),
          perspective: mix(a.perspective, b.perspective)))
    case (.transform(let a), .transform(let b)):
      return .transform(
        CGAffineTransform(
          a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx),
          ty: mix(a.ty, b.ty)))
    case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
    case (.blur(let a), .blur(let b)): return .blur(radius: mix(a, b))
    case (.color(let kindA, let a), .color(let kindB, let b)) where kindA == kindB:
      return .color(kindA, amount: mix(a, b))
    case (.colorMultiply(let a), .colorMultiply(let b)):
      return a == b ? self : (fraction < 0.5 ? self : other)
    default: return nil
    }
  }

  /// The transform this step moves a view laid out in `frame` (root coordinates) by, in root
  /// coordinates; nil for steps that do not move it.
  @MainActor func transform(in frame: CGRect) -> ProjectionTransform? {
    func around(_ anchor: UnitPoint, _ transform: CGAffineTransform) -> ProjectionTransform {
      let point = anchor.point(in: frame)
      return ProjectionTransform(
        CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(transform)
          .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
    }
    switch self {
    case .offset(let offset):
      return ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    case .scale(let scale, let anchor):
      return around(anchor, CGAffineTransform(scaleX: scale.width, y: scale.height))
    case .rotation(let radians, let anchor):
      return around(anchor, CGAffineTransform(rotationAngle: radians))
    case .rotation3D(let r):
      let effect = _Rotation3DEffect(
        angle: .radians(r.radians), axis: (r.axis.x, r.axis.y, r.axis.z), anchor: r.anchor,
        anchorZ: r.anchorZ,
        perspective: r.perspective)
      return effect.effectValue(size: frame.size).moved(to: frame.origin)
    case .transform(let transform):
      return around(.topLeading, transform)
    case .opacity, .blur, .color, .colorMultiply:
      return nil
    }
  }
}

extension [VisualEffectStep] {
  /// These steps `fraction` of the way to `other`, step by step; where the two differ in kind or
  /// number, the nearer of the two.
  func interpolated(to other: [VisualEffectStep], fraction: Double) -> [VisualEffectStep] {
    if fraction <= 0 { return self }
    if fraction >= 1 { return other }
    guard count == other.count else { return fraction < 0.5 ? self : other }
    var result: [VisualEffectStep] = []
    for (a, b) in zip(self, other) {
      guard let step = a.interpolated(to: b, fraction: fraction) else { return fraction < 0.5 ? self : other }
      result.append(step)
    }
    return result
  }

  /// The transform all the steps move a view laid out in `frame` by, innermost first.
  @MainActor func transform(in frame: CGRect) -> ProjectionTransform {
    var total = ProjectionTransform()
    for step in self {
      if let transform = step.transform(in: frame) { total = total.concatenating(transform) }
    }
    return total
  }

  /// Appends `content` drawn with the steps around it, innermost first, for a view laid out in
  /// `frame`.
  @MainActor func draw(
    _ content: [DisplayItem], in frame: CGRect, environment: EnvironmentValues,
    into list: inout DisplayListBuilder
  ) {
    var items = content
    func wrap(_ push: DisplayItem, _ pop: DisplayItem) {
      items.insert(push, at: 0)
      items.append(pop)
    }
    func layer(_ effects: LayerEffects) {
      var effects = effects
      effects.bounds = DisplayItemBounds.of(items) ?? frame
      wrap(.pushLayer(effects), .popLayer)
    }
    for step in self where !items.isEmpty {
      switch step {
      case .opacity(let opacity):
        let opacity = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        if opacity <= 0 { items = [] } else if opacity < 1 { layer(LayerEffects(opacity: opacity)) }
      case .blur(let radius):
        if radius.isFinite, radius > 0 { layer(LayerEffects(blurRadius: radius)) }
      case .color(let kind, let amount):
        guard amount.isFinite else { continue }
        let matrix: ColorMatrix =
          switch kind {
          case .brightness: .brightness(Float(amount))
          case .contrast: .contrast(Float(amount))
          case .saturation: .saturation(Float(amount))
          case .hueRotation: .hueRotation(radians: amount)
          }
        if !matrix.isIdentity { layer(LayerEffects(colorMatrix: matrix)) }
      case .colorMultiply(let color):
        let c = color.resolve(in: environment)
        layer(
          LayerEffects(
            colorMatrix: .colorMultiply(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)))
      case .offset, .scale, .rotation, .rotation3D, .transform:
        guard let transform = step.transform(in: frame), transform.isFinite, !transform.isIdentity else {
          continue
        }
        if let affine = transform.affineTransform {
          if affine.a == 0 && affine.b == 0 || affine.c == 0 && affine.d == 0 {
            items = []
          } else {
            wrap(.pushTransform(affine), .popTransform)
          }
        } else {
          layer(LayerEffects(projection: transform))
        }
      }
    }
    list.items.append(contentsOf: items)
  }
}
