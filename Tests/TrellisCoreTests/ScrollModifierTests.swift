import Testing
import TrellisCore
import TrellisTesting

/// `.scrollDisabled` (wheel scrolling) and `.scrollIndicators` (the scroll bars drawn).
@MainActor
struct ScrollModifierTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  /// Twenty rows of 40 points: 800 points of content in a 300-point viewport.
  private func rows(_ prefix: String = "row") -> some View {
    VStack(spacing: 0) {
      ForEach(0..<20, id: \.self) { index in
        Text("\(prefix) \(index)").frame(height: 40).accessibilityIdentifier("\(prefix)\(index)")
      }
    }
  }

  /// The fills in the display list: the rows are text, so each fill is part of a scroll bar.
  private func fillCount<V: View>(_ host: TestHost<V>) -> Int {
    host.displayList().items.filter { item in
      if case .fill = item { return true }
      return false
    }.count
  }

  // MARK: scrollDisabled

  @Test func wheelScrollsAnEnabledScrollView() {
    let host = host(ScrollView { rows() })
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 100))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: -100, width: 50, height: 40))
  }

  @Test func disabledScrollViewIgnoresTheWheel() {
    let host = host(ScrollView { rows() }.scrollDisabled(true))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: 0, width: 50, height: 40))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 100))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: 0, width: 50, height: 40))
  }

  @Test func innerEnablingDoesNotOverrideOuterDisabling() {
    let host = host(ScrollView { rows() }.scrollDisabled(false).scrollDisabled(true))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 100))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: 0, width: 50, height: 40))
  }

  @Test func wheelOverADisabledInnerScrollViewScrollsTheOuterOne() {
    let host = host(
      ScrollView {
        VStack(spacing: 0) {
          ScrollView { rows("inner") }.frame(height: 100).scrollDisabled(true)
          rows()
        }
      })
    host.scroll(at: CGPoint(x: 200, y: 50), by: CGSize(width: 0, height: 30))
    #expect(host.frame(of: "inner0") == CGRect(x: 165, y: -30, width: 70, height: 40))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: 70, width: 50, height: 40))
  }

  @Test func disablingFollowsState() {
    struct Screen: View {
      @State var locked = false
      var body: some View {
        HStack(spacing: 0) {
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<20, id: \.self) {
                Text("row \($0)").frame(height: 40).accessibilityIdentifier("row\($0)")
              }
            }
          }
          .frame(width: 200)
          .scrollDisabled(locked)
          Text("lock").onTapGesture { locked = true }
        }
      }
    }
    let host = host(Screen())
    host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 40))
    let scrolled = host.frame(of: "row0")
    #expect(scrolled?.minY == -40)
    #expect(host.tap(text: "lock"))
    host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 40))
    #expect(host.frame(of: "row0") == scrolled)
  }

  // MARK: scrollIndicators

  @Test func automaticBarsShowOnlyWhileHovered() {
    let host = host(ScrollView { rows() })
    #expect(fillCount(host) == 0)
    host.hover(at: CGPoint(x: 200, y: 150))
    #expect(fillCount(host) == 1)
  }

  @Test func visibleBarShowsWithoutHover() {
    let host = host(ScrollView { rows() }.scrollIndicators(.visible))
    let thumbs = host.displayList().items.compactMap { item -> CGRect? in
      if case .fill(let path, _, _) = item { return path.boundingRect }
      return nil
    }
    // 3 points in from the trailing edge, 6 wide; 300 × 300 / 800 of the 294-point track.
    #expect(thumbs == [CGRect(x: 391, y: 3, width: 6, height: 110.25)])
  }

  @Test func barsFlashForAMomentWhenTheScrollViewAppears() {
    let host = host(ScrollView { rows() }.scrollIndicatorsFlash(onAppear: true))
    #expect(fillCount(host) == 1, "shown without the pointer over it")
    host.advanceClock(by: 0.9)
    #expect(fillCount(host) == 1)
    host.advanceClock(by: 0.2)
    #expect(fillCount(host) == 0, "hidden again after a second")
    #expect(host.graph.nextWakeUp == nil, "nothing left to wake for")
  }

  struct Messages: View {
    @State private var count = 20
    @State private var other = 0
    var body: some View {
      VStack(spacing: 0) {
        Button("Add") { count += 1 }
        Button("Other") { other += 1 }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { Text("message \($0)").frame(height: 40) }
          }
        }
        .frame(height: 200)
        .scrollIndicatorsFlash(trigger: count)
      }
      .buttonStyle(.plain)
    }
  }

  @Test func barsFlashEachTimeTheTriggerChanges() {
    let host = host(Messages())
    #expect(fillCount(host) == 0)
    host.tap(text: "Other")
    #expect(fillCount(host) == 0, "an unrelated change does not flash")
    host.tap(text: "Add")
    #expect(fillCount(host) == 1)
    host.advanceClock(by: 1.1)
    #expect(fillCount(host) == 0)
    host.tap(text: "Add")
    #expect(fillCount(host) == 1, "and again")
  }

  @Test func aFlashDoesNotShowBarsThatAreHidden() {
    let host = host(ScrollView { rows() }.scrollIndicators(.hidden).scrollIndicatorsFlash(onAppear: true))
    #expect(fillCount(host) == 0)
  }

  @Test func hiddenAndNeverBarsDoNotShowEvenWhenHovered() {
    for visibility in [ScrollIndicatorVisibility.hidden, .never] {
      let host = host(ScrollView { rows() }.scrollIndicators(visibility))
      host.hover(at: CGPoint(x: 200, y: 150))
      #expect(fillCount(host) == 0, "\(visibility)")
    }
  }

  @Test func indicatorsFollowOnlyTheirAxes() {
    let horizontalOnly = host(ScrollView { rows() }.scrollIndicators(.visible, axes: .horizontal))
    #expect(fillCount(horizontalOnly) == 0)
    let vertical = host(ScrollView { rows() }.scrollIndicators(.hidden, axes: .vertical))
    vertical.hover(at: CGPoint(x: 200, y: 150))
    #expect(fillCount(vertical) == 0)
  }

  @Test func showsIndicatorsFalseWins() {
    let host = host(ScrollView(showsIndicators: false) { rows() }.scrollIndicators(.visible))
    #expect(fillCount(host) == 0)
  }

  @Test func indicatorsFollowState() {
    struct Screen: View {
      @State var visibility = ScrollIndicatorVisibility.never
      var body: some View {
        HStack(spacing: 0) {
          ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("row \($0)").frame(height: 40) } }
          }
          .frame(width: 200)
          .scrollIndicators(visibility)
          Text("show").onTapGesture { visibility = .visible }
        }
      }
    }
    let host = host(Screen())
    #expect(fillCount(host) == 0)
    #expect(host.tap(text: "show"))
    #expect(fillCount(host) == 1)
  }

  @Test func hiddenBarCannotBeDragged() {
    let shown = host(ScrollView { rows() })
    shown.hover(at: CGPoint(x: 394, y: 20))
    shown.drag(from: CGPoint(x: 394, y: 20), to: CGPoint(x: 394, y: 200))
    #expect((shown.frame(of: "row0")?.minY ?? 0) < 0)

    let hidden = host(ScrollView { rows() }.scrollIndicators(.hidden))
    hidden.hover(at: CGPoint(x: 394, y: 20))
    hidden.drag(from: CGPoint(x: 394, y: 20), to: CGPoint(x: 394, y: 200))
    #expect(hidden.frame(of: "row0")?.minY == 0)
  }
}
