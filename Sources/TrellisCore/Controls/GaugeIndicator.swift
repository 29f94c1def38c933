/// The drawn part of a gauge: a bar, a track with a marker, or a ring.
struct GaugeIndicator: PrimitiveView {
  let fraction: Double
  let kind: GaugeStyleKind.Kind

  static func _makeNode(_ view: Self, parent: _Node) -> _Node { GaugeNode(view: view, parent: parent) }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: GaugeNode.self)
    guard node.view.fraction != view.fraction || node.view.kind != view.kind else { return }
    let relayout = node.view.kind != view.kind
    node.view = view
    if relayout { node.invalidateLayout() } else { node.graph.setNeedsDisplay(node.frame) }
  }
}

/// Draws a gauge's indicator in the tint color over a track.
final class GaugeNode: LayoutNode {
  var view: GaugeIndicator
  static let barHeight: CGFloat = 8
  static let thinBarHeight: CGFloat = 5
  static let markerDiameter: CGFloat = 9
  static let ringSize: CGFloat = 58
  static let ringWidth: CGFloat = 5
  /// The opening of an open ring, at the bottom, where the bounds labels go.
  static let ringGap = Angle.degrees(90)

  init(view: GaugeIndicator, parent: _Node) {
    self.view = view
    super.init(parent: parent)
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    graph.setNeedsDisplay(frame)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    switch view.kind {
    case .linearCapacity: CGSize(width: proposal.width ?? 160, height: Self.barHeight)
    case .accessoryLinearCapacity: CGSize(width: proposal.width ?? 120, height: Self.thinBarHeight)
    case .accessoryLinear: CGSize(width: proposal.width ?? 120, height: Self.markerDiameter)
    case .accessoryCircular, .accessoryCircularCapacity: CGSize(width: Self.ringSize, height: Self.ringSize)
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    switch view.kind {
    case .linearCapacity, .accessoryLinearCapacity: drawBar(palette: palette, into: &list)
    case .accessoryLinear: drawTrack(palette: palette, into: &list)
    case .accessoryCircular: drawOpenRing(palette: palette, into: &list)
    case .accessoryCircularCapacity: drawClosedRing(palette: palette, into: &list)
    }
  }

  private var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

  /// A capacity bar: the track, then a capsule of the tint up to the value (at least round, as a
  /// progress bar's fill is).
  private func drawBar(palette: ControlPalette, into list: inout DisplayListBuilder) {
    let height = view.kind == .linearCapacity ? Self.barHeight : Self.thinBarHeight
    let bar = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
    ControlDrawing.fill(bar, radius: height / 2, palette.track(), into: &list)
    guard view.fraction > 0 else { return }
    var fill = bar
    fill.size.width = max((bar.width * CGFloat(view.fraction)).rounded(), height)
    if isRightToLeft { fill.origin.x = bar.maxX - fill.width }
    ControlDrawing.fill(fill, radius: height / 2, palette.accent, into: &list)
  }

  /// A thin tinted track with a marker at the value.
  private func drawTrack(palette: ControlPalette, into list: inout DisplayListBuilder) {
    let height: CGFloat = 3
    let bar = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
    ControlDrawing.fill(bar, radius: height / 2, palette.accent.withOpacity(0.35), into: &list)
    let travel = max(0, bar.width - Self.markerDiameter)
    let fraction = CGFloat(isRightToLeft ? 1 - view.fraction : view.fraction)
    let marker = CGRect(
      x: bar.minX + travel * fraction, y: frame.midY - Self.markerDiameter / 2, width: Self.markerDiameter,
      height: Self.markerDiameter)
    drawMarker(marker, palette: palette, into: &list)
  }

  /// A ring open at the bottom, with a marker at the value.
  private func drawOpenRing(palette: ControlPalette, into list: inout DisplayListBuilder) {
    let ring = ringRect
    let start = Angle.degrees(90) + Self.ringGap / 2
    let sweep = Angle.degrees(360) - Self.ringGap
    list.append(
      .stroke(arc(in: ring, from: start, sweep: sweep), .color(palette.accent.withOpacity(0.35)), ringStroke))
    var at = start + sweep * view.fraction
    if isRightToLeft { at = .degrees(180) - at }
    let radius = ring.width / 2
    let center = CGPoint(
      x: ring.midX + radius * CGFloat(cos(at.radians)), y: ring.midY + radius * CGFloat(sin(at.radians)))
    let marker = CGRect(
      x: center.x - Self.markerDiameter / 2, y: center.y - Self.markerDiameter / 2,
      width: Self.markerDiameter, height: Self.markerDiameter)
    drawMarker(marker, palette: palette, into: &list)
  }

  /// A closed ring filled clockwise from the top up to the value.
  private func drawClosedRing(palette: ControlPalette, into list: inout DisplayListBuilder) {
    let ring = ringRect
    list.append(.stroke(Path(ellipseIn: ring), .color(palette.track()), ringStroke))
    guard view.fraction > 0 else { return }
    list.append(
      .stroke(
        arc(in: ring, from: .degrees(-90), sweep: .degrees(360 * view.fraction)), .color(palette.accent),
        ringStroke))
  }

  /// The circle the ring's stroke is centered on.
  private var ringRect: CGRect {
    let side = min(frame.width, frame.height) - Self.ringWidth
    return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }

  private var ringStroke: StrokeStyle { StrokeStyle(lineWidth: Self.ringWidth, lineCap: .round) }

  /// An arc clockwise on screen from `start` through `sweep`, mirrored in right-to-left.
  private func arc(in ring: CGRect, from start: Angle, sweep: Angle) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: ring.midX, y: ring.midY), radius: ring.width / 2, startAngle: start,
      endAngle: start + sweep, clockwise: false)
    guard isRightToLeft else { return path }
    let mirror = CGAffineTransform(translationX: 2 * ring.midX, y: 0).scaledBy(x: -1, y: 1)
    return path.applying(mirror)
  }

  /// The value's marker: a light dot ringed in the tint, so it reads over the track.
  private func drawMarker(_ rect: CGRect, palette: ControlPalette, into list: inout DisplayListBuilder) {
    list.append(.fill(Path(ellipseIn: rect), .color(palette.accent), eoFill: false))
    list.append(.fill(Path(ellipseIn: rect.insetBy(dx: 2, dy: 2)), .color(palette.knob), eoFill: false))
  }

  override var typeName: String { "Gauge" }
}
