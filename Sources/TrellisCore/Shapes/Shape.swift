/// A 2-D shape: a view that fills the space it is offered with its path, in the foreground
/// style unless filled or stroked with another.
///
/// ```swift
/// struct Wedge: Shape {
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
@MainActor @preconcurrency
public protocol Shape: Animatable, View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path

  /// The shape's size for `proposal`; by default whatever is proposed (10 × 10 when unspecified).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public var body: _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), mode: .fill(FillStyle()))
  }

  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(content), mode: .fill(style))
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), mode: .fill(style))
  }

  /// The shape's outline drawn with `content`, centered on the path.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn with `content` in `style`, centered on the path.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
    _ShapeView(shape: self, style: AnyShapeStyle(content), mode: .stroke(style.sanitized))
  }

  /// The shape's outline, as a shape, in the foreground style unless filled.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth).sanitized)
  }

  /// The shape's outline in `style`, as a shape.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style.sanitized)
  }
}

/// How a path is filled.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides what is inside (otherwise the non-zero winding rule).
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

extension StrokeStyle {
  var sanitized: StrokeStyle {
    var copy = self
    if !copy.lineWidth.isFinite || copy.lineWidth < 0 { copy.lineWidth = 1 }
    copy.dash = copy.dash.filter { $0.isFinite && $0 >= 0 }
    if copy.dash.allSatisfy({ $0 == 0 }) { copy.dash = [] }
    return copy
  }
}

/// A shape's outline as a shape of its own.
public struct _StrokedShape<Content: Shape>: Shape {
  let shape: Content
  let style: StrokeStyle

  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  public var body: _ShapeView<Content> {
    _ShapeView(shape: shape, style: AnyShapeStyle(ForegroundStyle()), mode: .stroke(style))
  }

  /// The outline filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Content> {
    _ShapeView(shape: shape, style: AnyShapeStyle(content), mode: .stroke(self.style))
  }
}

/// A shape drawn with a style: filled, or stroked.
public struct _ShapeView<Content: Shape>: PrimitiveView {
  enum Mode: Equatable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
  }

  let shape: Content
  let style: AnyShapeStyle
  let mode: Mode

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(view: view, name: _typeName(Content.self, qualified: false), parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Content>.self).update(view: view)
  }
}

/// The layout node of a shape.
final class ShapeNode<S: Shape>: LayoutNode {
  private var view: _ShapeView<S>
  private let name: String
  /// The shape as drawn now: its animatable data moves towards the view's.
  private var presentedShape: S
  private var shapeData: ValueAnimator<S.AnimatableData>
  /// A solid fill or stroke color, animated between colors.
  private var color:
    ValueAnimator<AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>>>?

  init(view: _ShapeView<S>, name: String, parent: _Node) {
    self.view = view
    self.name = name
    presentedShape = view.shape
    shapeData = ValueAnimator(view.shape.animatableData)
    super.init(parent: parent)
  }

  func update(view newView: _ShapeView<S>) {
    if ViewComparison.isSame(newView.shape, view.shape), newView.mode == view.mode,
      ViewComparison.bytesEqual(newView.style, view.style)
    {
      return
    }
    let animation = graph.animation(for: self)
    let oldPaint = view.style._resolvePaint(in: environment, bounds: frame)
    view = newView
    presentedShape = newView.shape
    if shapeData.set(
      newView.shape.animatableData, animation: animation, now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    presentedShape.animatableData = shapeData.presented
    if case .color(let old) = oldPaint,
      case .color(let new) = newView.style._resolvePaint(in: environment, bounds: frame),
      old != new, animation != nil
    {
      var animator = color ?? ValueAnimator(old.animatableData)
      if animator.set(new.animatableData, animation: animation, now: graph.passTime, environment: environment)
      {
        graph.startAnimating(self)
      }
      color = animator
    } else {
      color = nil
    }
    invalidateLayout()
  }

  override func advanceAnimations(to time: Double) -> Bool {
    var running = super.advanceAnimations(to: time)
    if shapeData.isAnimating {
      running = shapeData.advance(to: time) || running
      presentedShape.animatableData = shapeData.presented
    }
    if color != nil {
      running = color!.advance(to: time) || running
      if !color!.isAnimating { color = nil }
    }
    return running
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    view.shape.sizeThatFits(proposal)
  }

  var path: Path { ContainerShapeContext.path(of: presentedShape, in: frame, environment: environment) }

  override func draw(into list: inout DisplayListBuilder) {
    guard frame.width > 0 || frame.height > 0 else { return }
    var paint = view.style._resolvePaint(in: environment, bounds: frame)
    if let color {
      var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
      resolved.animatableData = color.presented
      paint = .color(resolved)
    }
    switch view.mode {
    case .fill(let fill): list.append(.fill(path, paint, eoFill: fill.isEOFilled))
    case .stroke(let stroke): list.append(.stroke(path, paint, stroke))
    }
  }

  override func contains(_ point: CGPoint) -> Bool {
    switch view.mode {
    case .fill(let fill): path.contains(point, eoFill: fill.isEOFilled)
    case .stroke(let stroke):
      // The painted outline, not the frame: a ring is hit on its band, not in its hole.
      PathMeasure(path).isNear(point, within: max(stroke.lineWidth / 2, 0.5))
    }
  }

  override var typeName: String { name }
}
