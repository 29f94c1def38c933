import Trellis

/// The data model for a single chart ring: wedges tracked by id, and the order to draw them in.
@Observable
final class Ring {
  /// A single wedge within a chart ring.
  struct Wedge: Equatable {
    /// The wedge's width, as an angle in radians, before the ring is scaled to fit a circle.
    var width: Double
    /// The wedge's cross-axis depth, in range [0, 1].
    var depth: Double
    /// The wedge's hue, in range [0, 1].
    var hue: Double

    /// The wedge's start location, as an angle in radians.
    fileprivate(set) var start = 0.0
    /// The wedge's end location, as an angle in radians.
    fileprivate(set) var end = 0.0

    static var random: Wedge {
      Wedge(width: .random(in: 0.5...1), depth: .random(in: 0.2...1), hue: .random(in: 0...1))
    }
  }

  /// The collection of wedges, tracked by their id, packed around the circle in display order.
  private(set) var wedges: [Int: Wedge] = [:]

  /// The display order of the wedges.
  private(set) var wedgeIDs: [Int] = []

  private var nextID = 0

  /// Whether the wedges random-walk through their parameter space.
  var isWalking = false {
    didSet { isWalking ? startWalking() : stopWalking() }
  }

  @ObservationIgnored private var walk: Task<Void, Never>?

  init(_ wedges: [Wedge] = []) {
    for wedge in wedges { addWedge(wedge) }
  }

  /// Adds a wedge at the end of the ring.
  func addWedge(_ value: Wedge) {
    let id = nextID
    nextID += 1
    wedges[id] = value
    wedgeIDs.append(id)
    layOutWedges()
  }

  /// Removes the wedge with `id`, letting the others close the gap.
  func removeWedge(id: Int) {
    guard let index = wedgeIDs.firstIndex(of: id) else { return }
    wedgeIDs.remove(at: index)
    wedges[id] = nil
    layOutWedges()
  }

  /// Removes every wedge.
  func reset() {
    wedgeIDs.removeAll()
    wedges.removeAll()
  }

  /// Moves every wedge's width, depth and hue a small random step.
  func randomWalk() {
    let epsilon = 0.2
    for id in wedgeIDs {
      guard var wedge = wedges[id] else { continue }
      wedge.width = (wedge.width + .random(in: -epsilon...epsilon)).clamped(to: 0.3...1.2)
      wedge.depth = (wedge.depth + .random(in: -epsilon...epsilon)).clamped(to: 0.2...1)
      wedge.hue = (wedge.hue + .random(in: -epsilon / 2...epsilon / 2) + 1).truncatingRemainder(dividingBy: 1)
      wedges[id] = wedge
    }
    layOutWedges()
  }

  /// Packs the wedges around the circle in display order, shrinking them when they overflow it.
  private func layOutWedges() {
    let total = wedgeIDs.reduce(0.0) { $0 + (wedges[$1]?.width ?? 0) }
    let scale = (.pi * 2) / max(.pi * 2, total)
    var location = 0.0
    for id in wedgeIDs {
      guard var wedge = wedges[id] else { continue }
      wedge.start = location * scale
      location += wedge.width
      wedge.end = location * scale
      wedges[id] = wedge
    }
  }

  // A main-actor task rather than a timer: the event loop runs it while idle, between frames.
  private func startWalking() {
    walk?.cancel()
    walk = Task { [weak self] in
      while !Task.isCancelled {
        guard let self else { return }
        withAnimation(.easeInOut(duration: 1)) { self.randomWalk() }
        try? await Task.sleep(for: .seconds(1))
      }
    }
  }

  private func stopWalking() {
    walk?.cancel()
    walk = nil
  }

  /// The ring the app opens with: the same eight wedges every run, so screenshots match.
  static var sample: Ring {
    let widths = [0.9, 0.6, 0.8, 0.7, 1.0, 0.55, 0.75, 0.85]
    let depths = [0.75, 0.95, 0.55, 0.85, 0.65, 1.0, 0.6, 0.8]
    return Ring(
      widths.indices.map { index in
        Wedge(width: widths[index], depth: depths[index], hue: Double(index) / Double(widths.count))
      })
  }
}

extension Ring.Wedge: Animatable {
  typealias AnimatableData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

  /// Start, end, depth and hue, so a change of any of them animates.
  var animatableData: AnimatableData {
    get { AnimatablePair(AnimatablePair(start, end), AnimatablePair(depth, hue)) }
    set {
      start = newValue.first.first
      end = newValue.first.second
      depth = newValue.second.first
      hue = newValue.second.second
    }
  }
}

extension Ring.Wedge {
  /// The wedge's fill: its hue, pale at the start and deeper at the end.
  var foregroundGradient: AngularGradient {
    AngularGradient(
      gradient: Gradient(colors: [
        Color(hue: hue, saturation: 0.4, brightness: 0.8),
        Color(hue: hue, saturation: 0.7, brightness: 0.9),
      ]),
      center: .center, startAngle: .radians(start), endAngle: .radians(end))
  }
}

extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
