import Testing
import TrellisCore
import TrellisTesting

extension ContainerValues {
  @Entry var isFeatured: Bool = false
  @Entry var badge: String = ""
}

/// `ForEach(subviews:)` and `Group(subviews:)`: containers that take their content's subviews
/// one by one, as in SwiftUI. Fixed-advance text: 10 × 20 points a character.
@MainActor
struct SubviewsContainerTests {
  /// Pads each subview of its content by 5 points, in a stack without spacing.
  struct PaddedStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack(spacing: 0) {
        ForEach(subviews: content) { subview in
          subview.padding(5)
        }
      }
    }
  }

  @Test func eachSubviewOfTheContentIsWrappedOnItsOwn() {
    let view = PaddedStack {
      Text("A")
      ForEach(0..<2) { Text("B\($0)") }
      Group { Text("C") }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // Four padded rows, 30 high, in a stack 30 wide and 120 high, centered in the root.
    #expect(host.find(text: "A")?.frame == CGRect(x: 95, y: 45, width: 10, height: 20))
    #expect(host.find(text: "B0")?.frame == CGRect(x: 90, y: 75, width: 20, height: 20))
    #expect(host.find(text: "B1")?.frame == CGRect(x: 90, y: 105, width: 20, height: 20))
    #expect(host.find(text: "C")?.frame == CGRect(x: 95, y: 135, width: 10, height: 20))
  }

  /// A view whose body is several views gives a subview for each; a stack is one subview.
  struct TwoTexts: View {
    var body: some View {
      Text("one")
      Text("two")
    }
  }

  @Test func aBodyOfSeveralViewsGivesSeveralSubviewsAndAStackOne() {
    let view = PaddedStack {
      TwoTexts()
      HStack(spacing: 0) {
        Text("x")
        Text("y")
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // Rows 30 high: "one", "two", and the stack "xy" (20 wide); the stack is 40 wide, 90 high.
    #expect(host.find(text: "one")?.frame == CGRect(x: 85, y: 60, width: 30, height: 20))
    #expect(host.find(text: "two")?.frame == CGRect(x: 85, y: 90, width: 30, height: 20))
    #expect(host.find(text: "x")?.frame == CGRect(x: 90, y: 120, width: 10, height: 20))
    #expect(host.find(text: "y")?.frame == CGRect(x: 100, y: 120, width: 10, height: 20))
  }

  @Test func aModifierOnTheForEachAppliesToEachView() {
    let view = VStack(spacing: 0) {
      ForEach(
        subviews: Group {
          Text("A")
          Text("BB")
        }
      ) { $0 }
      .padding(5)
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "A")?.frame == CGRect(x: 95, y: 75, width: 10, height: 20))
    #expect(host.find(text: "BB")?.frame == CGRect(x: 90, y: 105, width: 20, height: 20))
  }

  /// Shows the second subview before the first, and the rest in a row below.
  struct Rearranged<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      Group(subviews: content) { subviews in
        VStack(spacing: 0) {
          if subviews.count >= 2 {
            subviews[1]
            subviews[0]
          }
          HStack(spacing: 0) { subviews[2...] }
          Text("\(subviews.count) views")
        }
      }
    }
  }

  @Test func aGroupArrangesTheSubviewsAsItsTransformSays() {
    let view = Rearranged {
      Text("first")
      Text("second")
      Text("c")
      Text("d")
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // Rows: "second" (60 wide), "first", the row "cd", "4 views" (70 wide): 70 × 80.
    #expect(host.find(text: "second")?.frame == CGRect(x: 70, y: 60, width: 60, height: 20))
    #expect(host.find(text: "first")?.frame == CGRect(x: 75, y: 80, width: 50, height: 20))
    #expect(host.find(text: "c")?.frame == CGRect(x: 90, y: 100, width: 10, height: 20))
    #expect(host.find(text: "d")?.frame == CGRect(x: 100, y: 100, width: 10, height: 20))
    #expect(host.find(text: "4 views")?.frame == CGRect(x: 65, y: 120, width: 70, height: 20))
  }

  /// A counter whose state lives in the content.
  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name) \(count)") { count += 1 }
    }
  }

  /// Lays its subviews out in a row or in a column, as its own state says.
  struct Switching<Content: View>: View {
    @ViewBuilder var content: Content
    @State private var isVertical = false
    var body: some View {
      VStack {
        Button("switch") { isVertical.toggle() }
        Group(subviews: content) { subviews in
          if isVertical {
            VStack { subviews }
          } else {
            HStack { subviews }
          }
        }
      }
    }
  }

  @Test func theSubviewsKeepTheirStateWhenTheContainerRearrangesThem() {
    let view = Switching {
      Counter(name: "a")
      Counter(name: "b")
    }
    let host = TestHost(view, size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "a 0"))
    #expect(host.tap(text: "b 0"))
    #expect(host.tap(text: "b 1"))
    let rowA = host.find(text: "a 1")?.frame
    let rowB = host.find(text: "b 2")?.frame
    #expect(rowA != nil && rowB != nil && rowA?.minY == rowB?.minY)
    #expect(host.tap(text: "switch"))
    // Now in a column, with their counts.
    let columnA = host.find(text: "a 1")?.frame
    let columnB = host.find(text: "b 2")?.frame
    #expect(columnA != nil && columnB != nil && columnA?.minX == columnB?.minX)
    #expect((columnB?.minY ?? 0) > (columnA?.maxY ?? .infinity))
    // And they still count.
    #expect(host.tap(text: "a 1"))
    #expect(host.find(text: "a 2") != nil)
  }

  /// `Switching`, animated.
  struct AnimatedSwitching: View {
    @State private var isVertical = false
    var body: some View {
      VStack {
        Button("switch") { withAnimation(.linear(duration: 1)) { isVertical.toggle() } }
        Group(
          subviews: Group {
            Text("a")
            Text("b")
          }
        ) { subviews in
          if isVertical {
            VStack(spacing: 0) { subviews }
          } else {
            HStack(spacing: 0) { subviews }
          }
        }
      }
    }
  }

  /// The texts drawn, each with the opacity of the layers around it.
  private func drawnTexts<C: View>(_ host: TestHost<C>) -> [(String, Double)] {
    var opacities: [Double] = [1]
    var result: [(String, Double)] = []
    for item in host.displayList().items {
      switch item {
      case .pushLayer(let effects): opacities.append(opacities.last! * effects.opacity)
      case .popLayer: opacities.removeLast()
      case .text(let request, _, _): result.append((request.string, opacities.last!))
      default: break
      }
    }
    return result
  }

  @Test func anAnimatedRearrangementShowsEachSubviewOnceAndEndsOpaque() {
    let host = TestHost(AnimatedSwitching(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(host.tap(text: "switch"))
    host.advanceClock(by: 0.5)
    // Drawn once each: the row leaving draws none of the subviews it showed, and the column
    // they are in now fades in, as any view an animated change inserts does.
    let midway = drawnTexts(host).filter { $0.0 == "a" || $0.0 == "b" }
    #expect(midway.map(\.0) == ["a", "b"])
    #expect(midway.allSatisfy { abs($0.1 - 0.5) < 0.01 })
    host.advanceClock(by: 1)
    let after = drawnTexts(host).filter { $0.0 == "a" || $0.0 == "b" }
    #expect(after.map(\.0) == ["a", "b"])
    #expect(after.allSatisfy { $0.1 == 1 })
    // In a column now, below the button.
    let a = host.find(text: "a")?.frame
    let b = host.find(text: "b")?.frame
    #expect(a?.minX == b?.minX)
    #expect(a?.maxY == b?.minY)
  }

  /// Shows featured subviews in a row above the others, with each one's badge.
  struct Board<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      Group(subviews: content) { subviews in
        let featured = subviews.filter { $0.containerValues.isFeatured }
        let others = subviews.filter { !$0.containerValues.isFeatured }
        VStack(spacing: 0) {
          HStack(spacing: 0) { ForEach(featured) { $0 } }
          ForEach(others) { subview in
            HStack(spacing: 0) {
              subview
              Text(subview.containerValues.badge)
            }
          }
        }
      }
    }
  }

  struct FeaturedItems: View {
    @State private var featuresB = false
    var body: some View {
      VStack(spacing: 0) {
        Button("feature") { featuresB = true }
        Board {
          Text("A").containerValue(\.isFeatured, true)
          Text("B").containerValue(\.isFeatured, featuresB).containerValue(\.badge, "!")
          Text("C")
        }
      }
    }
  }

  @Test func containerValuesReachTheContainerAndFollowChanges() {
    let host = TestHost(FeaturedItems(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // The bordered button, 34 high, over "A"; "B!"; "C": 94 high in all.
    #expect(host.find(text: "A")?.frame == CGRect(x: 95, y: 87, width: 10, height: 20))
    #expect(host.find(text: "B")?.frame == CGRect(x: 90, y: 107, width: 10, height: 20))
    #expect(host.find(text: "!")?.frame == CGRect(x: 100, y: 107, width: 10, height: 20))
    #expect(host.find(text: "C")?.frame == CGRect(x: 95, y: 127, width: 10, height: 20))
    #expect(host.tap(text: "feature"))
    // The button over "AB", the featured row, and "C": 74 high.
    #expect(host.find(text: "A")?.frame == CGRect(x: 90, y: 97, width: 10, height: 20))
    #expect(host.find(text: "B")?.frame == CGRect(x: 100, y: 97, width: 10, height: 20))
    #expect(host.find(text: "!") == nil)
    #expect(host.find(text: "C")?.frame == CGRect(x: 95, y: 117, width: 10, height: 20))
  }

  /// Lists the tag of each subview, as an `Int`.
  struct TagReader<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack {
        ForEach(subviews: content) { subview in
          Text("tag \(subview.containerValues.tag(for: Int.self).map(String.init) ?? "none")")
        }
      }
    }
  }

  @Test func subviewsCarryExplicitTagsAndForEachIds() {
    let view = TagReader {
      Text("x").tag(7)
      ForEach([3, 4], id: \.self) { Text("\($0)") }
      Text("y")
      Text("z").tag("text")
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 300), text: .fixedAdvance)
    let texts = host.tree.allNodes.compactMap(\.text)
    #expect(texts == ["tag 7", "tag 3", "tag 4", "tag none", "tag none"])
  }

  /// Shows how many ids of the last evaluation were seen before, and how many are new.
  final class IDLog {
    var seen: Set<Subview.ID> = []
    var kept = 0
    var new = 0
  }

  struct Growing: View {
    let log: IDLog
    @State private var items = [1, 2, 3]
    var body: some View {
      VStack {
        Button("add") { items.insert(0, at: 0) }
        Group(
          subviews: ForEach(items, id: \.self) { Text("item \($0)") }
        ) { subviews in
          let _ = record(subviews)
          VStack { subviews }
        }
      }
    }

    private func record(_ subviews: SubviewsCollection) {
      let ids = Set(subviews.map(\.id))
      log.kept = ids.intersection(log.seen).count
      log.new = ids.subtracting(log.seen).count
      log.seen = ids
    }
  }

  @Test func aSubviewKeepsItsIdAcrossChanges() {
    let log = IDLog()
    let host = TestHost(Growing(log: log), size: CGSize(width: 200, height: 300), text: .fixedAdvance)
    #expect(log.new == 3)
    #expect(host.tap(text: "add"))
    #expect(log.kept == 3)
    #expect(log.new == 1)
    #expect(host.find(text: "item 0")?.frame.maxY == host.find(text: "item 1")?.frame.minY.advanced(by: -8))
  }

  /// Reads a value from its environment.
  struct EnvironmentProbe: View {
    @Environment(\.probe) private var probe
    var body: some View { Text("sees \(probe)") }
  }

  @Test func aSubviewSeesTheEnvironmentOfTheContainerNotOfWhereItIsShown() {
    let view = Group(subviews: EnvironmentProbe()) { subviews in
      ForEach(subviews) { $0.environment(\.probe, "inside") }
    }
    .environment(\.probe, "container")
    let host = TestHost(view, size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "sees container") != nil)
  }

  final class AppearanceLog {
    var appeared: [String] = []
  }

  struct Picking: View {
    let log: AppearanceLog
    @State private var shown = 0
    var body: some View {
      VStack {
        Button("next") { shown = 1 }
        Group(
          subviews: Group {
            Text("zero").onAppear { log.appeared.append("zero") }
            Text("one").onAppear { log.appeared.append("one") }
          }
        ) { subviews in
          subviews[shown]
        }
      }
    }
  }

  @Test func onlyTheSubviewsShownAppear() {
    let log = AppearanceLog()
    let host = TestHost(Picking(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(log.appeared == ["zero"])
    #expect(host.find(text: "one") == nil)
    #expect(host.tap(text: "next"))
    #expect(log.appeared == ["zero", "one"])
    #expect(host.find(text: "zero") == nil)
    #expect(host.find(text: "one") != nil)
  }

  @Test func subviewsHandedOnToAnotherContainerKeepTheirIds() {
    let view = Group(
      subviews: Group {
        Text("head")
        Text("a")
        Text("b")
      }
    ) { subviews in
      VStack(spacing: 0) {
        subviews[0]
        Group(subviews: subviews[1...]) { rest in
          HStack(spacing: 0) {
            rest
            Text(rest.map(\.id) == Array(subviews[1...]).map(\.id) ? "same" : "other")
          }
        }
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // "head" (40 wide) over the row "a", "b", "same" (60 wide): 60 × 40.
    #expect(host.find(text: "head")?.frame == CGRect(x: 80, y: 80, width: 40, height: 20))
    #expect(host.find(text: "a")?.frame == CGRect(x: 70, y: 100, width: 10, height: 20))
    #expect(host.find(text: "b")?.frame == CGRect(x: 80, y: 100, width: 10, height: 20))
    #expect(host.find(text: "same")?.frame == CGRect(x: 90, y: 100, width: 40, height: 20))
  }

  @Test func aSubviewShownTwiceIsShownInOnePlace() {
    let view = Group(
      subviews: Group {
        Text("only")
        Text("other")
      }
    ) { subviews in
      VStack(spacing: 0) {
        subviews[0]
        subviews[0]
        subviews[1]
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let texts = host.tree.allNodes.compactMap(\.text)
    #expect(texts.filter { $0 == "only" }.count == 1)
    #expect(texts.contains("other"))
    host.resize(to: CGSize(width: 300, height: 300))
    #expect(host.tree.allNodes.compactMap(\.text).filter { $0 == "only" }.count == 1)
  }

  @Test func anEmptyContentHasNoSubviews() {
    let view = Group(subviews: EmptyView()) { subviews in
      Text(subviews.isEmpty ? "empty" : "\(subviews.count)")
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "empty") != nil)
  }

  /// A change of a subview's own state evaluates that subview's body, and the container's
  /// transform is not run again: its set of views did not change.
  struct CountingContainer<Content: View>: View {
    @ViewBuilder var content: Content
    let log: AppearanceLog
    var body: some View {
      Group(subviews: content) { subviews in
        let _ = log.appeared.append("transform")
        VStack { subviews }
      }
    }
  }

  @Test func aSubviewsOwnStateChangeLeavesTheTransformAlone() {
    let log = AppearanceLog()
    let view = CountingContainer(
      content: {
        Counter(name: "a")
        Counter(name: "b")
      }, log: log)
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    #expect(log.appeared == ["transform"])
    #expect(host.tap(text: "a 0"))
    #expect(host.find(text: "a 1") != nil)
    #expect(log.appeared == ["transform"])
    #expect(host.graph.bodyEvaluations(of: Counter.self) == 3)
  }
}

extension EnvironmentValues {
  @Entry var probe: String = "none"
}

/// `ForEach(sections:)` and `Group(sections:)`: a container reads its content's sections, and
/// the runs of views between them as sections of their own.
@MainActor
struct SectionsContainerTests {
  /// Each section as a row: its header's text, then its content's, then its footer's.
  struct SectionRows<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections: content) { section in
          HStack(spacing: 0) {
            Text(section.header.isEmpty ? "-" : "h")
            section.header
            Text("|")
            section.content
            Text("|")
            section.footer
            Text(section.containerValues.badge)
          }
        }
      }
    }
  }

  @Test func sectionsAndTheViewsBetweenThemAreTheSections() {
    let view = SectionRows {
      Section("H1") {
        Text("a")
        Text("b")
      }
      Text("loose")
      Section {
        ForEach(0..<2) { Text("r\($0)") }
      } header: {
        Text("H2")
      } footer: {
        Text("F2")
      }
      .containerValue(\.badge, "*")
    }
    let host = TestHost(view, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // Three rows 20 high, the widest "hH2|r0r1|F2*" (120 wide), centered: x 90, y 70.
    #expect(host.find(text: "H1")?.frame == CGRect(x: 100, y: 70, width: 20, height: 20))
    #expect(host.find(text: "a")?.frame == CGRect(x: 130, y: 70, width: 10, height: 20))
    #expect(host.find(text: "b")?.frame == CGRect(x: 140, y: 70, width: 10, height: 20))
    #expect(host.find(text: "loose")?.frame == CGRect(x: 110, y: 90, width: 50, height: 20))
    #expect(host.find(text: "H2")?.frame == CGRect(x: 100, y: 110, width: 20, height: 20))
    #expect(host.find(text: "r1")?.frame == CGRect(x: 150, y: 110, width: 20, height: 20))
    #expect(host.find(text: "F2")?.frame == CGRect(x: 180, y: 110, width: 20, height: 20))
    #expect(host.find(text: "*")?.frame == CGRect(x: 200, y: 110, width: 10, height: 20))
    let texts = host.tree.allNodes.compactMap(\.text)
    #expect(texts.filter { $0 == "-" }.count == 1)
  }

  @Test func aGroupOfSubviewsShowsASectionsContentWithoutItsHeader() {
    let view = Group(
      subviews: Group {
        Section("Header") {
          Text("a")
        }
        Text("b")
      }
    ) { subviews in
      HStack(spacing: 0) {
        subviews
        Text("\(subviews.count)")
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "Header") == nil)
    #expect(host.find(text: "a")?.frame == CGRect(x: 85, y: 40, width: 10, height: 20))
    #expect(host.find(text: "2")?.frame == CGRect(x: 105, y: 40, width: 10, height: 20))
  }

  @Test func aGroupOfSectionsInAListStillFindsTheSections() {
    let view = List {
      Group(
        sections: Group {
          Section("One") { Text("a") }
          Section("Two") { Text("b") }
        }
      ) { sections in
        Text("\(sections.count) sections")
      }
    }
    let host = TestHost(view, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "2 sections") != nil)
  }
}

/// Where a `ForEach(subviews:)` stands for its content's views, containers that take their
/// children one by one lay it out as if the views were written there.
@MainActor
struct SubviewsInContainersTests {
  /// Every text with its frame, in the layout tree's order.
  private func textFrames<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 300)) -> [String:
    CGRect]
  {
    let host = TestHost(view, size: size, text: .fixedAdvance)
    var frames: [String: CGRect] = [:]
    for node in host.tree.allNodes { if let text = node.text { frames[text] = node.frame } }
    return frames
  }

  private var rows: some View {
    Group {
      Text("alpha")
      Text("beta")
      ForEach(0..<2) { Text("row \($0)") }
    }
  }

  @Test func aListShowsEachSubviewAsARow() {
    let direct = textFrames(List { rows })
    let through = textFrames(List { ForEach(subviews: rows) { $0 } })
    #expect(direct.count == 4)
    #expect(through == direct)
  }

  @Test func aLazyStackMakesEachSubviewARow() {
    let direct = textFrames(ScrollView { LazyVStack { rows } })
    let through = textFrames(ScrollView { LazyVStack { ForEach(subviews: rows) { $0 } } })
    #expect(direct.count == 4)
    #expect(through == direct)
  }

  struct Choice: View {
    @State private var selection = 2
    var body: some View {
      Picker("Pick", selection: $selection) {
        ForEach(
          subviews: Group {
            Text("one").tag(1)
            Text("two").tag(2)
          }
        ) { $0 }
      }
      .pickerStyle(.segmented)
    }
  }

  @Test func aPickerFindsTheTagsOfSubviews() {
    let host = TestHost(Choice(), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "one") != nil)
    #expect(host.find(text: "two") != nil)
    #expect(host.tap(text: "one"))
    let direct = textFrames(
      Picker("Pick", selection: .constant(1)) {
        Text("one").tag(1)
        Text("two").tag(2)
      }
      .pickerStyle(.segmented), size: CGSize(width: 300, height: 100))
    #expect(textFrames(Choice(), size: CGSize(width: 300, height: 100)) == direct)
  }

  struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
  }

  struct Reporting: View {
    @State private var total: CGFloat = 0
    var body: some View {
      VStack {
        Text("total \(Int(total))")
        Group(
          subviews: Group {
            Text("a").preference(key: WidthKey.self, value: 3)
            Text("b").preference(key: WidthKey.self, value: 4)
            Text("hidden").preference(key: WidthKey.self, value: 100)
          }
        ) { subviews in
          HStack { subviews[0..<2] }
        }
      }
      .onPreferenceChange(WidthKey.self) { total = $0 }
    }
  }

  @Test func preferencesComeFromTheSubviewsShownOnly() {
    let host = TestHost(Reporting(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "total 7") != nil)
    #expect(host.find(text: "hidden") == nil)
  }
}
