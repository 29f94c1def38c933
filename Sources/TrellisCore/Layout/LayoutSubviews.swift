/// The subviews of a layout container, as proxies a `Layout` measures and places.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let nodes: [LayoutNode]
  let recorder: PlacementRecorder
  /// The positions of the first and one-past-the-last subview.
  public let startIndex: Int
  /// The position after the last subview.
  public let endIndex: Int

  @MainActor init(_ nodes: [LayoutNode], container: LayoutNode) {
    self.nodes = nodes
    self.recorder = PlacementRecorder(count: nodes.count, container: container)
    startIndex = 0
    endIndex = nodes.count
  }

  private init(nodes: [LayoutNode], recorder: PlacementRecorder, bounds: Range<Int>) {
    self.nodes = nodes
    self.recorder = recorder
    startIndex = bounds.lowerBound
    endIndex = bounds.upperBound
  }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], index: index, recorder: recorder)
  }

  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes: nodes, recorder: recorder, bounds: bounds)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.recorder === rhs.recorder && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
  }

  /// Places every subview where the layout put it (at the center of `bounds` when it did not),
  /// mirrored in a right-to-left environment.
  @MainActor func commitPlacements(in bounds: CGRect) {
    let rects = placedRects(in: bounds)
    for index in nodes.indices {
      nodes[index].place(in: rects[index].rect, proposal: rects[index].proposal)
    }
  }

  /// Where the layout put each subview, without placing them.
  @MainActor func placedRects(in bounds: CGRect) -> [(rect: CGRect, proposal: ProposedViewSize)] {
    let mirror = recorder.container.environment.layoutDirection == .rightToLeft
    var rects: [(rect: CGRect, proposal: ProposedViewSize)] = []
    rects.reserveCapacity(nodes.count)
    // A loop, not `map`: a main-actor closure handed to the standard library checks the
    // executor on every call.
    for index in nodes.indices {
      let node = nodes[index]
      let placement =
        recorder.placement(at: index)
        ?? Placement(
          position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
          proposal: ProposedViewSize(bounds.size))
      let size = node.sizeThatFits(placement.proposal)
      var origin = CGPoint(
        x: placement.position.x - placement.anchor.x * size.width,
        y: placement.position.y - placement.anchor.y * size.height)
      if mirror { origin.x = bounds.minX + bounds.maxX - origin.x - size.width }
      rects.append((CGRect(origin: origin, size: size), placement.proposal))
    }
    return rects
  }
}

/// Where a layout asked a subview to go.
struct Placement {
  var position: CGPoint
  var anchor: UnitPoint
  var proposal: ProposedViewSize
}

/// Collects the placements a layout makes during `placeSubviews`.
@MainActor
final class PlacementRecorder {
  /// Where each subview was put; empty until the first placement, since most layout calls only
  /// measure.
  private(set) var placements: [Placement?] = []
  private let count: Int
  unowned let container: LayoutNode

  init(count: Int, container: LayoutNode) {
    self.count = count
    self.container = container
  }

  func record(_ placement: Placement, at index: Int) {
    if placements.isEmpty { placements = Array(repeating: nil, count: count) }
    placements[index] = placement
  }

  /// Where the subview at `index` was put, if it was.
  func placement(at index: Int) -> Placement? {
    placements.isEmpty ? nil : placements[index]
  }
}

/// A proxy for one subview of a layout container.
@MainActor
public struct LayoutSubview: Equatable, Sendable {
  let node: LayoutNode
  let index: Int
  let recorder: PlacementRecorder

  /// The subview's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(for: proposal) }

  /// The spacing the subview prefers around it.
  public var spacing: ViewSpacing { node.spacing }

  /// The subview's layout priority.
  public var priority: Double { node.layoutPriority }

  /// The subview's value for a layout value key, set with `.layoutValue(key:value:)`.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    (node.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
  }

  /// Places the subview with its `anchor` point at `position`, sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    recorder.record(
      Placement(
        position: CGPoint(x: clean(position.x), y: clean(position.y)), anchor: anchor, proposal: proposal),
      at: index)
  }

  public nonisolated static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node && lhs.index == rhs.index
  }
}
