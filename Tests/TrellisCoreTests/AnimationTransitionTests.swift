import Testing
import TrellisCore
import TrellisTesting

/// Transitions, animated layout switches and animated shapes, read mid-animation with the host's
/// hand-advanced clock.
@MainActor
struct AnimationTransitionTests {
  /// The WWDC19 custom transition, as written in the session's notes.
  struct ScaleAndFade: ViewModifier {
    var isActive: Bool

    func body(content: Content) -> some View {
      return
        content
        .scaleEffect(isActive ? 0.1 : 1)
        .opacity(isActive ? 0 : 1)
    }
  }

  struct Toggler: View {
    let transition: AnyTransition?
    @State private var shown = true
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 0) {
        Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
          .accessibilityIdentifier("toggle")
        if shown {
          if let transition {
            Button("Tap me") { taps += 1 }.accessibilityIdentifier("target").transition(transition)
          } else {
            Button("Tap me") { taps += 1 }.accessibilityIdentifier("target")
          }
        }
        Text("taps \(taps)")
      }
    }
  }

  private func host(_ transition: AnyTransition?) -> TestHost<Toggler> {
    TestHost(Toggler(transition: transition), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  private func layers(_ host: TestHost<Toggler>) -> [Double] {
    host.displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects.opacity }
      return nil
    }
  }

  @Test func aRemovedViewFadesOutByDefaultAndIsGoneAfter() throws {
    let host = host(nil)
    let target = try #require(host.frame(of: "target"))
    host.tap(id: "toggle")
    host.advanceClock(by: 0.5)
    #expect(host.find(id: "target") != nil, "still on screen while it leaves")
    #expect(layers(host).contains(0.5))
    // A leaving view takes no taps.
    host.tap(at: CGPoint(x: target.midX, y: target.midY))
    #expect(host.find(text: "taps 0") != nil)
    host.advanceClock(by: 0.6)
    #expect(host.find(id: "target") == nil)
    #expect(layers(host).isEmpty)
    #expect(!host.graph.isAnimating)
  }

  @Test func anInsertedViewFadesIn() {
    let host = host(nil)
    host.tap(id: "toggle")
    host.advanceClock(by: 2)
    #expect(host.find(id: "target") == nil)
    host.tap(id: "toggle")
    host.advanceClock(by: 0.25)
    #expect(host.find(id: "target") != nil)
    #expect(layers(host).contains(0.25))
    host.advanceClock(by: 1)
    #expect(layers(host).isEmpty)
  }

  @Test func aCustomModifierTransitionScalesAndFades() {
    let scaleAndFade = AnyTransition.modifier(
      active: ScaleAndFade(isActive: true), identity: ScaleAndFade(isActive: false))
    let host = host(scaleAndFade)
    host.tap(id: "toggle")
    host.advanceClock(by: 0.5)
    let items = host.displayList().items
    let scales = items.compactMap { item -> CGFloat? in
      if case .pushTransform(let t) = item { return t.a }
      return nil
    }
    // Halfway from 1 to 0.1, and from opacity 1 to 0.
    #expect(scales.contains { abs($0 - 0.55) < 1e-9 })
    #expect(layers(host).contains(0.5))
    host.advanceClock(by: 0.6)
    #expect(host.find(id: "target") == nil)
  }

  @Test func moveSlidesByTheViewsOwnSize() throws {
    let host = host(.move(edge: .leading))
    let frame = try #require(host.frame(of: "target"))
    host.tap(id: "toggle")
    host.advanceClock(by: 0.5)
    let shifts = host.displayList().items.compactMap { item -> CGFloat? in
      if case .pushTransform(let t) = item { return t.tx }
      return nil
    }
    #expect(shifts.contains(-frame.width / 2))
  }

  /// Counters inside children of an `AnyLayout` that switches between a row and a column.
  struct Switcher: View {
    @State private var vertical = false

    struct Counter: View {
      let name: String
      @State private var count = 0
      var body: some View {
        Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
      }
    }

    var body: some View {
      VStack {
        Button("Switch") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
          .accessibilityIdentifier("switch")
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
          Counter(name: "a")
          Counter(name: "b")
        }
      }
    }
  }

  @Test func anAnyLayoutSwitchMovesEachChildFromItsOldFrameToItsNewOneKeepingState() throws {
    let host = TestHost(Switcher(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "b")
    host.tap(id: "b")
    #expect(host.find(text: "b 2") != nil)
    let rowA = try #require(host.frame(of: "a"))
    let rowB = try #require(host.frame(of: "b"))
    host.tap(id: "switch")
    host.advanceClock(by: 2)
    let columnA = try #require(host.frame(of: "a"))
    let columnB = try #require(host.frame(of: "b"))
    #expect(columnA.minY < columnB.minY && columnA.minX == columnB.minX)
    #expect(host.find(text: "b 2") != nil, "state survives the switch")

    host.tap(id: "switch")
    host.advanceClock(by: 0.5)
    let midA = try #require(host.frame(of: "a"))
    let midB = try #require(host.frame(of: "b"))
    func halfway(_ from: CGRect, _ to: CGRect) -> CGPoint {
      CGPoint(x: ((from.minX + to.minX) / 2).rounded(), y: ((from.minY + to.minY) / 2).rounded())
    }
    #expect(abs(midA.minX - halfway(columnA, rowA).x) <= 1 && abs(midA.minY - halfway(columnA, rowA).y) <= 1)
    #expect(abs(midB.minX - halfway(columnB, rowB).x) <= 1 && abs(midB.minY - halfway(columnB, rowB).y) <= 1)
    host.advanceClock(by: 1)
    #expect(host.frame(of: "a") == rowA)
    #expect(host.frame(of: "b") == rowB)
    #expect(host.find(text: "b 2") != nil)
  }

  /// A wedge of a ring, as in WWDC19: its angle animates through `animatableData`.
  struct Wedge: Shape {
    var angle: Double
    var animatableData: Double {
      get { angle }
      set { angle = newValue }
    }

    func path(in rect: CGRect) -> Path {
      var path = Path()
      let center = CGPoint(x: rect.midX, y: rect.midY)
      path.move(to: center)
      path.addArc(
        center: center, radius: rect.width / 2, startAngle: .zero, endAngle: .radians(angle), clockwise: false
      )
      path.closeSubpath()
      return path
    }
  }

  struct WedgeView: View {
    @State private var angle = 1.0
    var body: some View {
      VStack {
        Wedge(angle: angle).fill(Color.orange).frame(width: 100, height: 100)
        Button("Grow") { withAnimation(.linear(duration: 1)) { angle = 3 } }.accessibilityIdentifier("grow")
      }
    }
  }

  @Test func aShapesPathInterpolatesThroughItsAnimatableData() throws {
    let host = TestHost(WedgeView(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.tap(id: "grow")
    host.advanceClock(by: 0.5)
    let paths = host.displayList().items.compactMap { item -> Path? in
      if case .fill(let path, _, _) = item, path.elements.count > 3 { return path }
      return nil
    }
    let drawn = try #require(paths.first)
    let expected = Wedge(angle: 2).path(
      in: try #require(host.graph.layoutTree().all(ofType: "Wedge").first?.frame))
    #expect(drawn == expected)
    host.advanceClock(by: 1)
    let final = host.displayList().items.compactMap { item -> Path? in
      if case .fill(let path, _, _) = item, path.elements.count > 3 { return path }
      return nil
    }.first
    #expect(
      final
        == Wedge(angle: 3).path(in: try #require(host.graph.layoutTree().all(ofType: "Wedge").first?.frame)))
  }

  @Test func anIndeterminateSpinnerAsksForFramesWhileShown() {
    let host = TestHost(ProgressView(), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(host.graph.isAnimating)
    let before = host.displayList().items.count
    host.advanceClock(by: 0.25)
    #expect(host.graph.isAnimating)
    #expect(host.displayList().items.count == before)
    let determinate = TestHost(
      ProgressView(value: 0.5), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(!determinate.graph.isAnimating, "an idle determinate bar asks for no frames")
  }
}

/// Reordering a `ForEach` keeps each row's identity, so in an animated change each row glides
/// from its old place to its new one.
@MainActor
struct AnimatedReorderTests {
  struct Rows: View {
    @State private var names = ["a", "b", "c"]
    var body: some View {
      VStack(spacing: 0) {
        Button("Reverse") { withAnimation(.linear(duration: 1)) { names.reverse() } }
          .accessibilityIdentifier("reverse")
        ForEach(names, id: \.self) { name in
          Text(name).frame(width: 50, height: 20).accessibilityIdentifier(name)
        }
      }
    }
  }

  @Test func reorderedRowsMoveFromTheirOldPlaces() throws {
    let host = TestHost(Rows(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let a = try #require(host.frame(of: "a"))
    let c = try #require(host.frame(of: "c"))
    host.tap(id: "reverse")
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "a")?.minY == (a.minY + c.minY) / 2)
    #expect(host.frame(of: "c")?.minY == (a.minY + c.minY) / 2)
    host.advanceClock(by: 0.6)
    #expect(host.frame(of: "a")?.minY == c.minY)
    #expect(host.frame(of: "c")?.minY == a.minY)
  }
}

/// `TRELLIS_DEBUG_BOUNDS=1` outlines every view's frame: the graph adds one stroke per laid-out
/// view on top of the drawing.
@MainActor
struct DebugBoundsTests {
  @Test func everyLaidOutViewGetsAnOutline() {
    let host = TestHost(
      VStack {
        Text("one")
        Text("two").padding()
      }, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let plain = host.displayList().items
    let outlined = host.graph.displayList(debugBounds: true).items
    let strokes = outlined.dropFirst(plain.count).compactMap { item -> CGRect? in
      if case .stroke(let path, _, _) = item { return path.boundingRect.insetBy(dx: -0.5, dy: -0.5) }
      return nil
    }
    let frames = host.tree.allNodes.map(\.frame).filter { $0.width > 0 && $0.height > 0 }
    #expect(Set(strokes.map { "\($0)" }) == Set(frames.map { "\($0)" }))
  }
}
