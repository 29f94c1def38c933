import Testing
import TrellisCore
import TrellisTesting

/// A small, seeded random number generator (SplitMix64), so every failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Proposes a fixed proposal (possibly zero, infinite or unspecified) to its content and places it
/// at its top-left corner: a way to lay a tree out under any proposal.
struct ProposingLayout: Layout {
  let proposal: ProposedViewSize

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let size = subviews.first?.sizeThatFits(self.proposal) ?? .zero
    return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: self.proposal) }
  }
}

/// Builds random view trees of stacks, frames, padding, grids and custom layouts.
@MainActor
struct RandomViewTree {
  var generator: SeededGenerator
  var budget = 40

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

  private mutating func length() -> CGFloat {
    [0, 1, 7.5, 10, 33, 120, 500][int(0...6)]
  }

  private mutating func oddLength() -> CGFloat {
    [0, 12, 64, -5, .nan, .infinity][int(0...5)]
  }

  private mutating func word() -> String {
    ["", "A", "Cat", "Goldfish", "one two three", "WIDE CELL HERE", "x\ny"][int(0...6)]
  }

  private mutating func children(_ depth: Int) -> [AnyView] {
    (0..<int(0...4)).map { _ in view(depth: depth + 1) }
  }

  mutating func view(depth: Int = 0) -> AnyView {
    budget -= 1
    if depth > 4 || budget <= 0 { return leaf() }
    switch int(0...15) {
    case 0, 1: return leaf()
    case 2:
      let items = children(depth)
      return AnyView(
        HStack(spacing: int(0...1) == 0 ? nil : length()) { ForEach(items.indices, id: \.self) { items[$0] } }
      )
    case 3:
      let items = children(depth)
      return AnyView(VStack(alignment: .leading) { ForEach(items.indices, id: \.self) { items[$0] } })
    case 4:
      let items = children(depth)
      return AnyView(ZStack(alignment: .bottomTrailing) { ForEach(items.indices, id: \.self) { items[$0] } })
    case 5: return AnyView(view(depth: depth + 1).padding(length()))
    case 6:
      let width: CGFloat? = int(0...1) == 0 ? nil : oddLength()
      let height: CGFloat? = int(0...1) == 0 ? nil : oddLength()
      return AnyView(view(depth: depth + 1).frame(width: width, height: height))
    case 7:
      return AnyView(
        view(depth: depth + 1).frame(
          minWidth: length(), maxWidth: int(0...1) == 0 ? .infinity : length(), alignment: .trailing))
    case 8:
      let rows = (0..<int(0...3)).map { _ in children(depth) }
      let spanning = int(0...1) == 0
      return AnyView(
        Grid(alignment: .topLeading, horizontalSpacing: int(0...1) == 0 ? nil : length()) {
          ForEach(rows.indices, id: \.self) { row in
            GridRow {
              ForEach(rows[row].indices, id: \.self) { rows[row][$0].gridCellColumns(spanning ? 2 : 1) }
            }
            if spanning { Divider() }
          }
        })
    case 9:
      let items = children(depth)
      return AnyView(MyEqualWidthHStack { ForEach(items.indices, id: \.self) { items[$0] } })
    case 10:
      let items = children(depth)
      return AnyView(FlowLayout { ForEach(items.indices, id: \.self) { items[$0] } })
    case 11:
      let items = children(depth)
      return AnyView(ViewThatFits { ForEach(items.indices, id: \.self) { items[$0] } })
    case 12:
      let inner = view(depth: depth + 1)
      return AnyView(GeometryReader { _ in inner })
    case 13: return AnyView(view(depth: depth + 1).fixedSize())
    case 14: return AnyView(view(depth: depth + 1).layoutPriority(Double(int(-1...1))))
    default:
      let items = children(depth)
      return AnyView(MyRadialLayout { ForEach(items.indices, id: \.self) { items[$0] } })
    }
  }

  private mutating func leaf() -> AnyView {
    switch int(0...5) {
    case 0: return AnyView(Text(word()))
    case 1: return AnyView(Color.red)
    case 2: return AnyView(Rectangle().frame(width: length(), height: length()))
    case 3: return AnyView(Spacer(minLength: int(0...1) == 0 ? nil : length()))
    case 4: return AnyView(Divider())
    default: return AnyView(ProgressView(value: 0.5))
    }
  }

  mutating func proposal() -> ProposedViewSize {
    func dimension(_ generator: inout SeededGenerator) -> CGFloat? {
      [nil, 0, 15, 240, .infinity][Int.random(in: 0...4, using: &generator)]
    }
    return ProposedViewSize(width: dimension(&generator), height: dimension(&generator))
  }
}

@MainActor
struct LayoutPropertyTests {
  private func isSane(_ rect: CGRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy { !$0.isNaN } && rect.width >= 0
      && rect.height >= 0
  }

  @Test(arguments: 0..<60)
  func randomTreesLayOutSanelyAndTheSameTwice(seed: Int) {
    var random = RandomViewTree(seed: UInt64(seed))
    let tree = random.view()
    let proposal = random.proposal()
    let root = ProposingLayout(proposal: proposal) { tree }
    let size = CGSize(width: [0, 50, 300][seed % 3], height: [0, 80, 200][seed / 3 % 3])
    let first = TestHost(root, size: size, text: .fixedAdvance)
    let second = TestHost(root, size: size, text: .fixedAdvance)
    let nodes = first.tree.allNodes
    #expect(nodes.allSatisfy { isSane($0.frame) }, "seed \(seed): \(nodes.filter { !isSane($0.frame) })")
    #expect(first.tree == second.tree, "seed \(seed)")

    // Asked about every kind of proposal, the tree answers with sizes that are never NaN or negative.
    for probe in [
      ProposedViewSize.zero, .infinity, .unspecified, proposal, ProposedViewSize(width: 33, height: nil),
    ] {
      let measured = first.graph.sizeThatFits(probe)
      #expect(!measured.width.isNaN && !measured.height.isNaN && measured.width >= 0 && measured.height >= 0)
    }

    // Laying out again, after a detour through another size, gives the same frames.
    let before = first.tree
    first.resize(to: CGSize(width: size.width + 37, height: size.height + 11))
    first.resize(to: size)
    #expect(first.tree == before, "seed \(seed)")
  }
}
