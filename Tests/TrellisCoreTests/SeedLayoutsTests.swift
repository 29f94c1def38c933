import Testing
import TrellisCore
import TrellisTesting

// The code of WWDC22 "Compose custom layouts with SwiftUI" and of the flow-layout post, as
// written there (with `import TrellisCore` for `import SwiftUI`). Changes: `Pet.exampleData` is a
// `let` (Swift 6 rejects a mutable global), and `getOffset`, `MyEqualWidthVStack`, `Avatar` and
// `Podium`, which the snippets do not show, are written here after Apple's sample.

struct Pet: Identifiable, Equatable {
  let type: String
  var votes: Int = 0
  var id: String { type }

  static let exampleData: [Pet] = [
    Pet(type: "Cat", votes: 25),
    Pet(type: "Goldfish", votes: 9),
    Pet(type: "Dog", votes: 16),
  ]
}

struct Leaderboard: View {
  var pets: [Pet]
  var totalVotes: Int

  var body: some View {
    Grid(alignment: .leading) {
      ForEach(pets) { pet in
        GridRow {
          Text(pet.type)
          ProgressView(
            value: Double(pet.votes),
            total: Double(totalVotes))
          Text("\(pet.votes)")
            .gridColumnAlignment(.trailing)
        }

        Divider()
      }
    }
    .padding()
  }
}

struct MyEqualWidthHStack: Layout {
  /// Returns a size that the layout container needs to arrange its subviews.
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) -> CGSize {
    guard !subviews.isEmpty else { return .zero }

    let maxSize = maxSize(subviews: subviews)
    let spacing = spacing(subviews: subviews)
    let totalSpacing = spacing.reduce(0) { $0 + $1 }

    return CGSize(
      width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
      height: maxSize.height)
  }

  /// Places the stack's subviews.
  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) {
    guard !subviews.isEmpty else { return }

    let maxSize = maxSize(subviews: subviews)
    let spacing = spacing(subviews: subviews)

    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
    var nextX = bounds.minX + maxSize.width / 2

    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: nextX, y: bounds.midY),
        anchor: .center,
        proposal: placementProposal)
      nextX += maxSize.width + spacing[index]
    }
  }

  /// Finds the largest ideal size of the subviews.
  private func maxSize(subviews: Subviews) -> CGSize {
    let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
      CGSize(
        width: max(currentMax.width, subviewSize.width),
        height: max(currentMax.height, subviewSize.height))
    }

    return maxSize
  }

  /// Gets an array of preferred spacing sizes between subviews in the
  /// horizontal dimension.
  private func spacing(subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      guard index < subviews.count - 1 else { return 0 }
      return subviews[index].spacing.distance(
        to: subviews[index + 1].spacing,
        along: .horizontal)
    }
  }
}

/// The vertical twin of `MyEqualWidthHStack`: every subview as wide and tall as the largest.
struct MyEqualWidthVStack: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) -> CGSize {
    guard !subviews.isEmpty else { return .zero }

    let maxSize = maxSize(subviews: subviews)
    let spacing = spacing(subviews: subviews)
    let totalSpacing = spacing.reduce(0) { $0 + $1 }

    return CGSize(
      width: maxSize.width,
      height: maxSize.height * CGFloat(subviews.count) + totalSpacing)
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) {
    guard !subviews.isEmpty else { return }

    let maxSize = maxSize(subviews: subviews)
    let spacing = spacing(subviews: subviews)

    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
    var nextY = bounds.minY + maxSize.height / 2

    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: bounds.midX, y: nextY),
        anchor: .center,
        proposal: placementProposal)
      nextY += maxSize.height + spacing[index]
    }
  }

  private func maxSize(subviews: Subviews) -> CGSize {
    let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
      CGSize(
        width: max(currentMax.width, subviewSize.width),
        height: max(currentMax.height, subviewSize.height))
    }

    return maxSize
  }

  private func spacing(subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      guard index < subviews.count - 1 else { return 0 }
      return subviews[index].spacing.distance(
        to: subviews[index + 1].spacing,
        along: .vertical)
    }
  }
}

struct Buttons: View {
  @Binding var pets: [Pet]

  var body: some View {
    ForEach($pets) { $pet in
      Button {
        pet.votes += 1
      } label: {
        Text(pet.type)
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.bordered)
    }
  }
}

struct StackedButtons: View {
  @Binding var pets: [Pet]

  var body: some View {
    ViewThatFits {
      MyEqualWidthHStack {
        Buttons(pets: $pets)
      }
      MyEqualWidthVStack {
        Buttons(pets: $pets)
      }
    }
  }
}

/// The pet-voting app: the leaderboard above the voting buttons.
struct PetVoting: View {
  @State var pets = Pet.exampleData

  var body: some View {
    VStack {
      Leaderboard(pets: pets, totalVotes: pets.reduce(0) { $0 + $1.votes })
      StackedButtons(pets: $pets)
    }
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue: Int = 1
}

extension View {
  func rank(_ value: Int) -> some View {
    layoutValue(key: Rank.self, value: value)
  }
}

struct MyRadialLayout: Layout {
  func sizeThatFits(
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) -> CGSize {
    // Take whatever space is offered.
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect,
    proposal: ProposedViewSize,
    subviews: Subviews,
    cache: inout Void
  ) {
    let radius = min(bounds.size.width, bounds.size.height) / 3.0
    let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

    let ranks = subviews.map { subview in
      subview[Rank.self]
    }
    let offset = getOffset(ranks)

    for (index, subview) in subviews.enumerated() {
      var point = CGPoint(x: 0, y: -radius)
        .applying(
          CGAffineTransform(
            rotationAngle: angle * Double(index) + offset))
      point.x += bounds.midX
      point.y += bounds.midY
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }

  /// The angle that turns the circle so the views read in rank order from top to bottom (only
  /// meaningful for three views; a three-way tie or another count gets none).
  private func getOffset(_ ranks: [Int]) -> Double {
    guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
    // A fraction of a third of a circle: the leader on top, half a step aside for a tie.
    var fraction: Double
    if ranks[0] == 1 {
      fraction = residual(rank1: ranks[1], rank2: ranks[2])
    } else if ranks[1] == 1 {
      fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
    } else {
      fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
    }
    return fraction * 2.0 * Double.pi / 3.0
  }

  /// How far to turn, given the places of the other two views.
  private func residual(rank1: Int, rank2: Int) -> Double {
    if rank1 == 1 {
      return -0.5
    } else if rank2 == 1 {
      return 0.5
    } else if rank1 < rank2 {
      return -0.25
    } else if rank1 > rank2 {
      return 0.25
    } else {
      return 0
    }
  }
}

struct Avatar: View {
  var pet: Pet
  var body: some View {
    Circle().frame(width: 40, height: 40).accessibilityIdentifier(pet.type)
  }
}

struct Podium: View {
  var body: some View { Color.gray.frame(width: 300, height: 300) }
}

struct Profile: View {
  var pets: [Pet]
  var isThreeWayTie: Bool

  var body: some View {
    let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

    Podium()  // Creates the background that shows ranks.
      .overlay(alignment: .top) {
        layout {
          ForEach(pets) { pet in
            Avatar(pet: pet)
              .rank(rank(pet))
          }
        }
        .animation(.default, value: pets)
      }
  }

  /// 1 for the most votes; ties share a rank.
  func rank(_ pet: Pet) -> Int {
    pets.filter { $0.votes > pet.votes }.count + 1
  }
}

struct FlowLayout: Layout {

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let containerWidth = proposal.replacingUnspecifiedDimensions().width
    let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }

    return dryRun(
      containerWidth: containerWidth,
      viewSizes: idealViewSizes
    ).containerSize
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let idealViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let viewOffsets = dryRun(
      containerWidth: bounds.width,
      viewSizes: idealViewSizes
    ).viewOffsets

    for (view, offset) in zip(subviews, viewOffsets) {
      view.place(
        at: .init(
          x: bounds.minX + offset.x,
          y: bounds.minY + offset.y
        ),
        proposal: .unspecified
      )
    }
  }

  private func dryRun(containerWidth: CGFloat, viewSizes: [CGSize]) -> (
    containerSize: CGSize, viewOffsets: [CGPoint]
  ) {
    var containerSize: CGSize = .zero
    var viewOffsets: [CGPoint] = []

    var currentOffset: CGPoint = .zero
    var lineHeight: CGFloat = .zero

    for viewSize in viewSizes {
      if currentOffset.x + viewSize.width > containerWidth {
        currentOffset.x = 0
        currentOffset.y += lineHeight
        lineHeight = 0
      }
      viewOffsets.append(currentOffset)

      currentOffset.x += viewSize.width
      lineHeight = max(lineHeight, viewSize.height)

      containerSize.width = max(containerSize.width, currentOffset.x)
      containerSize.height = max(containerSize.height, currentOffset.y + lineHeight)
    }
    return (containerSize, viewOffsets)
  }
}

/// The post's flow view, without the scroll view around it.
struct FlowView: View {
  var count: Int

  var body: some View {
    FlowLayout {
      ForEach(0..<count, id: \.self) {
        Text("\($0)")
          .padding()
          .background(.regularMaterial)
          .clipShape(.capsule)
      }
    }
  }
}

/// A cell that counts its own taps, to show that state survives layout switches.
struct CounterCell: View {
  var index: Int
  @State private var count = 0

  var body: some View {
    Button("\(index):\(count)") { count += 1 }
      .buttonStyle(.plain)
      .accessibilityIdentifier("cell\(index)")
  }
}

/// The post's layout switcher, with a button in place of the segmented picker.
struct LayoutSwitcher: View {
  @State private var layoutType: LayoutType = .hStack

  var body: some View {
    VStack {
      Button("next") {
        let all = LayoutType.allCases
        layoutType = all[(all.firstIndex(of: layoutType)! + 1) % all.count]
      }
      .buttonStyle(.plain)
      .accessibilityIdentifier("next")

      AnyLayout(layoutType.layout) {
        ForEach(0..<3, id: \.self) {
          CounterCell(index: $0)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .animation(.default, value: layoutType)
    }
  }

  enum LayoutType: String, CaseIterable, Hashable, Identifiable {
    case hStack
    case vStack
    case zStack
    case flowLayout

    var layout: any Layout {
      switch self {
      case .hStack:
        HStackLayout()
      case .vStack:
        VStackLayout()
      case .zStack:
        ZStackLayout()
      case .flowLayout:
        FlowLayout()
      }
    }

    var id: Self { self }
  }
}

@MainActor
struct SeedLayoutsTests {
  @Test func leaderboardLinesUpColumnsWithEqualProgressBarsAndTrailingCounts() {
    let pets = Pet.exampleData
    let host = TestHost(
      Leaderboard(pets: pets, totalVotes: 50), size: CGSize(width: 400, height: 301), text: .fixedAdvance)
    // Names 80 wide (Goldfish), counts 20, bars the rest: 368 - 80 - 20 - 16 = 252.
    #expect(host.find(text: "Cat")?.frame == CGRect(x: 16, y: 99, width: 30, height: 20))
    #expect(host.find(text: "Goldfish")?.frame == CGRect(x: 16, y: 136, width: 80, height: 20))
    #expect(host.find(text: "Dog")?.frame == CGRect(x: 16, y: 173, width: 30, height: 20))
    #expect(host.find(text: "25")?.frame == CGRect(x: 364, y: 99, width: 20, height: 20))
    #expect(host.find(text: "9")?.frame == CGRect(x: 374, y: 136, width: 10, height: 20))
    #expect(host.find(text: "16")?.frame == CGRect(x: 364, y: 173, width: 20, height: 20))
    let bars = host.tree.all(ofType: "ProgressView").map(\.frame)
    #expect(
      bars == [
        CGRect(x: 104, y: 106, width: 252, height: 6), CGRect(x: 104, y: 143, width: 252, height: 6),
        CGRect(x: 104, y: 180, width: 252, height: 6),
      ])
    let dividers = host.tree.all(ofType: "Divider").map(\.frame)
    #expect(
      dividers == [
        CGRect(x: 16, y: 127, width: 368, height: 1), CGRect(x: 16, y: 164, width: 368, height: 1),
        CGRect(x: 16, y: 201, width: 368, height: 1),
      ])
  }

  @Test func leaderboardWithThreeFixedRows() {
    struct Leaderboard: View {
      var body: some View {
        Grid {
          GridRow {
            Text("Cat")
            ProgressView(value: 0.5)
            Text("25")
          }
          GridRow {
            Text("Goldfish")
            ProgressView(value: 0.2)
            Text("9")
          }
          GridRow {
            Text("Dog")
            ProgressView(value: 0.3)
            Text("16")
          }
        }
      }
    }
    let host = TestHost(Leaderboard(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // Centered cells; the bars share 400 - 80 - 20 - 16 = 284.
    #expect(host.find(text: "Cat")?.frame == CGRect(x: 25, y: 112, width: 30, height: 20))
    #expect(host.find(text: "9")?.frame == CGRect(x: 385, y: 140, width: 10, height: 20))
    #expect(host.tree.all(ofType: "ProgressView").map(\.frame.width) == [284, 284, 284])
  }

  @Test func equalWidthHStackGivesEveryButtonTheWidestIdealWidth() {
    let host = TestHost(
      MyEqualWidthHStack { Buttons(pets: .constant(Pet.exampleData)) }, size: CGSize(width: 400, height: 300),
      text: .fixedAdvance)
    // Goldfish: 80 + 2 × 16 padding = 112 wide, 20 + 2 × 7 = 34 tall; 3 × 112 + 2 × 8 = 352.
    #expect(
      host.tree.all(ofType: "Button").map(\.frame) == [
        CGRect(x: 24, y: 133, width: 112, height: 34), CGRect(x: 144, y: 133, width: 112, height: 34),
        CGRect(x: 264, y: 133, width: 112, height: 34),
      ])
    // The label fills the 80 points inside the padding; "Cat" is centered in it.
    #expect(host.find(text: "Cat")?.frame == CGRect(x: 65, y: 140, width: 30, height: 20))
  }

  @Test func equalWidthVStackStacksEqualButtons() {
    let host = TestHost(
      MyEqualWidthVStack { Buttons(pets: .constant(Pet.exampleData)) }, size: CGSize(width: 400, height: 300),
      text: .fixedAdvance)
    #expect(
      host.tree.all(ofType: "Button").map(\.frame) == [
        CGRect(x: 144, y: 91, width: 112, height: 34), CGRect(x: 144, y: 133, width: 112, height: 34),
        CGRect(x: 144, y: 175, width: 112, height: 34),
      ])
  }

  @Test func stackedButtonsSwitchAsTheWidthCrossesTheRowsIdealWidth() {
    let host = TestHost(
      StackedButtons(pets: .constant(Pet.exampleData)), size: CGSize(width: 352, height: 300),
      text: .fixedAdvance)
    #expect(host.tree.all(ofType: "MyEqualWidthHStack").count == 1)
    #expect(host.tree.all(ofType: "Button").map(\.frame.minY) == [133, 133, 133])
    host.resize(to: CGSize(width: 351, height: 300))
    #expect(host.tree.all(ofType: "MyEqualWidthHStack").isEmpty)
    #expect(host.tree.all(ofType: "MyEqualWidthVStack").count == 1)
    #expect(
      host.tree.all(ofType: "Button").map(\.frame)
        == [
          CGRect(x: 119.5, y: 91, width: 112, height: 34), CGRect(x: 119.5, y: 133, width: 112, height: 34),
          CGRect(x: 119.5, y: 175, width: 112, height: 34),
        ].map { host.graph.roundedForTest($0) })
    host.resize(to: CGSize(width: 500, height: 300))
    #expect(host.tree.all(ofType: "Button").map(\.frame.minX) == [74, 194, 314])
  }

  @Test func votingUpdatesTheLeaderboard() {
    let host = TestHost(PetVoting(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "25") != nil)
    // The first "Cat" is the leaderboard's; the button is the first Button.
    let button = host.tree.all(ofType: "Button")[0].frame
    host.tap(at: CGPoint(x: button.midX, y: button.midY))
    #expect(host.find(text: "26") != nil)
    #expect(host.find(text: "25") == nil)
  }

  @Test func radialLayoutPutsRanksInOrderFromTopToBottom() {
    let host = TestHost(
      Profile(pets: Pet.exampleData, isThreeWayTie: false), size: CGSize(width: 300, height: 300),
      text: .fixedAdvance)
    // Radius 100; ranks [1, 3, 2] turn the circle by 30°: Cat (first) is up, Dog left, Goldfish down.
    #expect(host.frame(of: "Cat") == CGRect(x: 180, y: 43, width: 40, height: 40))
    #expect(host.frame(of: "Goldfish") == CGRect(x: 180, y: 217, width: 40, height: 40))
    #expect(host.frame(of: "Dog") == CGRect(x: 30, y: 130, width: 40, height: 40))
  }

  @Test func radialLayoutOffsetsForEveryRankOrder() {
    // The turn getOffset gives each order of ranks, in degrees.
    let turns: [([Int], Double)] = [
      ([1, 2, 3], -30), ([2, 1, 3], -90), ([3, 2, 1], 150), ([1, 1, 3], -60), ([2, 2, 2], 0),
    ]
    for (ranks, turn) in turns {
      let host = TestHost(
        MyRadialLayout {
          ForEach(0..<3, id: \.self) { index in
            Color.red.frame(width: 20, height: 20).rank(ranks[index]).accessibilityIdentifier("\(index)")
          }
        }, size: CGSize(width: 300, height: 300), text: .fixedAdvance)
      for index in 0..<3 {
        let angle = (Double(index) * 120 + turn) * Double.pi / 180
        let center = CGPoint(x: 150 + 100 * sin(angle), y: 150 - 100 * cos(angle))
        let frame = host.frame(of: "\(index)")!
        #expect(frame.size == CGSize(width: 20, height: 20))
        #expect(abs(frame.midX - center.x) <= 0.5, "\(ranks) \(index) \(frame)")
        #expect(abs(frame.midY - center.y) <= 0.5, "\(ranks) \(index) \(frame)")
      }
    }
  }

  @Test func threeWayTieLinesTheAvatarsUpAtTheTop() {
    let tie = Pet.exampleData.map { Pet(type: $0.type, votes: 10) }
    let host = TestHost(
      Profile(pets: tie, isThreeWayTie: true), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    // An HStack of three 40-point avatars, 8 apart, at the top center of the podium.
    #expect(host.frame(of: "Cat") == CGRect(x: 82, y: 0, width: 40, height: 40))
    #expect(host.frame(of: "Goldfish") == CGRect(x: 130, y: 0, width: 40, height: 40))
    #expect(host.frame(of: "Dog") == CGRect(x: 178, y: 0, width: 40, height: 40))
  }

  @Test func flowLayoutWrapsAtTheContainerWidth() {
    let host = TestHost(FlowView(count: 12), size: CGSize(width: 200, height: 300), text: .fixedAdvance)
    // Items 42 (one digit) or 52 (two) wide and 52 tall: 4, 4 and 4 per line, 188 × 156.
    let texts = (0..<12).map { host.find(text: "\($0)")!.frame }
    #expect(texts[0] == CGRect(x: 22, y: 88, width: 10, height: 20))
    #expect(texts[3] == CGRect(x: 148, y: 88, width: 10, height: 20))
    #expect(texts[4] == CGRect(x: 22, y: 140, width: 10, height: 20))
    #expect(texts[10] == CGRect(x: 106, y: 192, width: 20, height: 20))
    #expect(texts[11] == CGRect(x: 158, y: 192, width: 20, height: 20))
    host.resize(to: CGSize(width: 100, height: 400))
    // Two one-digit items per line at 100 points, then 10 and 11 alone: 7 lines, 84 × 364.
    #expect(host.find(text: "1")!.frame == CGRect(x: 66, y: 34, width: 10, height: 20))
    #expect(host.find(text: "11")!.frame == CGRect(x: 24, y: 346, width: 20, height: 20))
  }

  @Test func anyLayoutKeepsEachChildsStateAcrossLayoutSwitches() {
    let host = TestHost(LayoutSwitcher(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    func settle() { host.advanceClock(by: 2) }
    func cells() -> [CGRect] { (0..<3).map { host.frame(of: "cell\($0)")! } }
    // HStack: three 30-point cells, 8 apart, top center of the 300 × 172 frame below "next".
    #expect(
      cells() == [
        CGRect(x: 97, y: 28, width: 30, height: 20), CGRect(x: 135, y: 28, width: 30, height: 20),
        CGRect(x: 173, y: 28, width: 30, height: 20),
      ])
    host.tap(id: "cell0")
    host.tap(id: "cell0")
    #expect(host.find(text: "0:2") != nil)

    host.tap(id: "next")
    settle()
    #expect(
      cells() == [
        CGRect(x: 135, y: 28, width: 30, height: 20), CGRect(x: 135, y: 56, width: 30, height: 20),
        CGRect(x: 135, y: 84, width: 30, height: 20),
      ])
    #expect(host.find(text: "0:2") != nil)
    host.tap(id: "cell1")
    #expect(host.find(text: "1:1") != nil)

    host.tap(id: "next")
    settle()
    #expect(cells() == Array(repeating: CGRect(x: 135, y: 28, width: 30, height: 20), count: 3))
    #expect(host.find(text: "0:2") != nil)
    #expect(host.find(text: "1:1") != nil)

    host.tap(id: "next")
    settle()
    // The flow layout has no spacing: 90 wide.
    #expect(
      cells() == [
        CGRect(x: 105, y: 28, width: 30, height: 20), CGRect(x: 135, y: 28, width: 30, height: 20),
        CGRect(x: 165, y: 28, width: 30, height: 20),
      ])
    #expect(host.find(text: "0:2") != nil)
    #expect(host.find(text: "1:1") != nil)

    host.tap(id: "next")
    settle()
    #expect(cells()[2] == CGRect(x: 173, y: 28, width: 30, height: 20))
    #expect(host.find(text: "0:2") != nil)
    #expect(host.find(text: "1:1") != nil)
    #expect(host.find(text: "2:0") != nil)
  }
}

extension ViewGraph {
  /// A rectangle rounded to the pixel grid as the graph rounds frames (half-points round away
  /// from zero).
  func roundedForTest(_ rect: CGRect) -> CGRect {
    let x0 = rect.minX.rounded()
    let y0 = rect.minY.rounded()
    return CGRect(x: x0, y: y0, width: rect.maxX.rounded() - x0, height: rect.maxY.rounded() - y0)
  }
}
