import TrellisCore

/// The shapes of tree the layout benchmark builds.
enum TreeShape: String, CaseIterable {
  /// One VStack of many text rows.
  case wide
  /// Chains of stacks nested inside each other, alternating HStack and VStack.
  case deep
  /// Stacks of ten children each, down to text leaves.
  case nested
  /// A square `Grid` of text cells (100 × 100 for 10,000 nodes).
  case grid
  /// `ViewThatFits` nested ten deep, each choosing between an equal-width row and column (custom
  /// layouts) of a text and the next level; the node count is fixed by the depth.
  case fits

  /// How deep one chain of the deep shape goes: much deeper nesting overflows the main thread's
  /// stack, since building, measuring and placing recurse once per level.
  static let chainDepth = 100

  /// A tree of about `nodes` laid-out views, with `trigger` on one leaf near the middle.
  @MainActor
  func tree(nodes: Int, trigger: LeafTrigger) -> AnyView {
    switch self {
    case .wide:
      let rows = nodes - 1
      return AnyView(
        VStack(spacing: 0) {
          ForEach(0..<rows, id: \.self) { CounterLeaf(index: $0, trigger: $0 == rows / 2 ? trigger : nil) }
        })
    case .deep:
      // Each level is a stack and a text: 2 views; each chain ends in a leaf.
      let chains = max(1, nodes / (2 * Self.chainDepth + 1))
      return AnyView(
        VStack(spacing: 0) {
          ForEach(0..<chains, id: \.self) { chain in
            NestedChain(levels: Self.chainDepth, chain: chain, trigger: chain == chains / 2 ? trigger : nil)
          }
        })
    case .grid:
      let side = max(1, Int(Double(nodes).squareRoot()))
      return AnyView(
        Grid(horizontalSpacing: 4, verticalSpacing: 2) {
          ForEach(0..<side, id: \.self) { row in
            GridRow {
              ForEach(0..<side, id: \.self) { column in
                let index = row * side + column
                CounterLeaf(index: index, trigger: index == side * side / 2 ? trigger : nil)
              }
            }
          }
        })
    case .fits:
      return AnyView(FittingLevel(levels: 10, trigger: trigger))
    case .nested:
      var levels = 0
      var total = 1
      while total < nodes {
        levels += 1
        total = total * 10 + 1
      }
      return AnyView(TenWayTree(levels: levels, path: 0, trigger: trigger, onPath: true))
    }
  }
}

/// One chain of the deep shape: a stack holding a text and the rest of the chain.
struct NestedChain: View {
  let levels: Int
  let chain: Int
  let trigger: LeafTrigger?

  var body: some View {
    if levels == 0 {
      CounterLeaf(index: chain, trigger: trigger)
    } else if levels.isMultiple(of: 2) {
      HStack {
        Text("h")
        NestedChain(levels: levels - 1, chain: chain, trigger: trigger)
      }
    } else {
      VStack {
        Text("v")
        NestedChain(levels: levels - 1, chain: chain, trigger: trigger)
      }
    }
  }
}

/// A stack of ten subtrees, alternating VStack and HStack by level, down to leaves.
struct TenWayTree: View {
  let levels: Int
  let path: Int
  let trigger: LeafTrigger?
  /// Whether this subtree holds the leaf the benchmark changes (the first child at each level).
  let onPath: Bool

  var body: some View {
    if levels == 0 {
      CounterLeaf(index: path, trigger: onPath ? trigger : nil)
    } else if levels.isMultiple(of: 2) {
      HStack(spacing: 2) { children }
    } else {
      VStack(spacing: 2) { children }
    }
  }

  private var children: some View {
    ForEach(0..<10, id: \.self) { child in
      TenWayTree(levels: levels - 1, path: path * 10 + child, trigger: trigger, onPath: onPath && child == 5)
    }
  }
}
