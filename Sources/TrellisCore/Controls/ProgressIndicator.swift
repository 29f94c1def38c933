/// The drawn part of a progress view.
struct ProgressIndicator: PrimitiveView {
  let fraction: Double?
  let kind: BuiltInProgressKind

  nonisolated static func double<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
    guard let value else { return nil }
    return Double(value)
  }

  nonisolated static func fraction(_ value: Double?, total: Double) -> Double? {
    guard let value else { return nil }
    guard value.isFinite, total.isFinite, total > 0 else {
      ViewGraph.warnOnce("ProgressView got value \(value) of total \(total); showing no progress")
      return 0
    }
    return min(max(value / total, 0), 1)
  }

  var isCircular: Bool { kind == .circular || fraction == nil && kind == .automatic }

  static func _makeNode(_ view: Self, parent: _Node) -> _Node { ProgressNode(view: view, parent: parent) }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: ProgressNode.self)
    if node.view.fraction != view.fraction || node.view.kind != view.kind {
      let relayout = node.view.isCircular != view.isCircular
      node.view = view
      if relayout { node.invalidateLayout() } else { node.graph.setNeedsDisplay(node.frame) }
    }
  }
}

final class ProgressNode: LayoutNode {
  var view: ProgressIndicator
  static let barHeight: CGFloat = 6
  static let spinnerSize: CGFloat = 20

  init(view: ProgressIndicator, parent: _Node) {
    self.view = view
    super.init(parent: parent)
  }

  /// The spinner's turn, in radians, from the frame clock.
  private var spinnerAngle = 0.0

  override func didPlace() {
    super.didPlace()
    // An indeterminate spinner turns for as long as it is shown, so it asks for frames.
    if view.fraction == nil { graph.startAnimating(self) }
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    guard view.fraction == nil, isAlive else { return base }
    spinnerAngle = (time * 2 * .pi).truncatingRemainder(dividingBy: 2 * .pi)
    return true
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if view.isCircular { return CGSize(width: Self.spinnerSize, height: Self.spinnerSize) }
    // A bar takes the width it is offered and has a fixed height.
    return CGSize(width: proposal.width ?? 160, height: Self.barHeight)
  }

  override func draw(into list: inout DisplayListBuilder) {
    let track = Color.primary.opacity(0.12).resolve(in: environment)
    let accent = (environment.tint ?? .accentColor).resolve(in: environment)
    if view.isCircular {
      let ring = frame.insetBy(dx: 2, dy: 2)
      let center = CGPoint(x: ring.midX, y: ring.midY)
      let radius = min(ring.width, ring.height) / 2
      var circle = Path()
      circle.addArc(
        center: center, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
      list.append(.stroke(circle, .color(track), StrokeStyle(lineWidth: 3)))
      let fraction = view.fraction ?? 0.28
      guard fraction > 0 else { return }
      let start = Angle.degrees(-90) + (view.fraction == nil ? Angle.radians(spinnerAngle) : .zero)
      var arc = Path()
      arc.addArc(
        center: center, radius: radius, startAngle: start, endAngle: start + .degrees(360 * fraction),
        clockwise: false)
      list.append(.stroke(arc, .color(accent), StrokeStyle(lineWidth: 3, lineCap: .round)))
      return
    }
    let bar = CGRect(
      x: frame.minX, y: frame.midY - Self.barHeight / 2, width: frame.width, height: Self.barHeight)
    list.append(
      .fill(
        Path(roundedRect: bar, cornerRadius: Self.barHeight / 2, style: .circular), .color(track),
        eoFill: false))
    let filled = bar.width * CGFloat(view.fraction ?? 0)
    guard filled > 0 else { return }
    var fill = bar
    fill.size.width = max(filled, Self.barHeight)
    if environment.layoutDirection == .rightToLeft { fill.origin.x = bar.maxX - fill.width }
    list.append(
      .fill(
        Path(roundedRect: fill, cornerRadius: Self.barHeight / 2, style: .circular), .color(accent),
        eoFill: false))
  }

  override var typeName: String { "ProgressView" }
}
