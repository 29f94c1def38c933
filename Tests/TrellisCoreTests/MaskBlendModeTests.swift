import Testing
import TrellisCore
import TrellisTesting

/// `.mask` layout (exact frames), display list and hit testing; `.blendMode` display list; the
/// damage of a changing mask.
@MainActor
struct MaskBlendModeTests {
  private func host<V: View>(
    _ view: V, layoutDirection: LayoutDirection = .leftToRight
  ) -> TestHost<V> {
    TestHost(
      view, size: CGSize(width: 400, height: 300), text: .fixedAdvance, layoutDirection: layoutDirection)
  }

  private func layers<V: View>(_ view: V) -> [LayerEffects] {
    TestHostFactory.fixed(view).displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects }
      return nil
    }
  }

  // MARK: Layout

  @Test func largerMaskDoesNotChangeTheLayout() {
    let host = host(
      HStack {
        Text("abc").accessibilityIdentifier("text")
          .mask { Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("mask") }
        Text("d").accessibilityIdentifier("d")
      })
    #expect(host.frame(of: "text") == CGRect(x: 176, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "mask") == CGRect(x: 166, y: 125, width: 50, height: 50))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 140, width: 10, height: 20))
  }

  @Test func maskIsProposedTheViewsSize() {
    let host = host(
      Color.red.frame(width: 120, height: 60)
        .mask { Circle().accessibilityIdentifier("circle") }
        .accessibilityIdentifier("masked"))
    #expect(host.frame(of: "masked") == CGRect(x: 140, y: 120, width: 120, height: 60))
    // A circle takes the whole proposal; its path is the largest circle centered in it.
    #expect(host.frame(of: "circle") == CGRect(x: 140, y: 120, width: 120, height: 60))
    let tree = host.find(id: "masked")!
    #expect(tree.type == "Mask")
    #expect(tree.children.map(\.type) == ["Frame", "Circle"])
  }

  @Test func maskAlignment() {
    func marked(_ alignment: Alignment) -> some View {
      Text("abc").mask(alignment: alignment) {
        Color.blue.frame(width: 6, height: 4).accessibilityIdentifier("dot")
      }
    }
    #expect(host(marked(.topLeading)).frame(of: "dot") == CGRect(x: 185, y: 140, width: 6, height: 4))
    #expect(host(marked(.bottomTrailing)).frame(of: "dot") == CGRect(x: 209, y: 156, width: 6, height: 4))
    #expect(host(marked(.center)).frame(of: "dot") == CGRect(x: 197, y: 148, width: 6, height: 4))
    #expect(host(marked(.trailing)).frame(of: "dot") == CGRect(x: 209, y: 148, width: 6, height: 4))
    // Leading is the right edge in a right-to-left layout.
    #expect(
      host(marked(.leading), layoutDirection: .rightToLeft).frame(of: "dot")
        == CGRect(x: 209, y: 148, width: 6, height: 4))

    let viewForm = host(
      Text("abc").mask(Color.blue.frame(width: 6, height: 4).accessibilityIdentifier("dot")))
    #expect(viewForm.frame(of: "dot") == CGRect(x: 197, y: 148, width: 6, height: 4))
  }

  @Test func maskFollowsItsViewWhenTheViewMoves() {
    struct Moving: View {
      @State var wide = false
      var body: some View {
        Color.red.frame(width: wide ? 100 : 40, height: 20)
          .mask(alignment: .trailing) { Color.black.frame(width: 10).accessibilityIdentifier("mask") }
          .onTapGesture { wide = true }
          .accessibilityIdentifier("bar")
      }
    }
    let host = host(Moving())
    #expect(host.frame(of: "mask") == CGRect(x: 210, y: 140, width: 10, height: 20))
    host.tap(id: "bar")
    #expect(host.frame(of: "bar") == CGRect(x: 150, y: 140, width: 100, height: 20))
    #expect(host.frame(of: "mask") == CGRect(x: 240, y: 140, width: 10, height: 20))
  }

  // MARK: Display list

  @Test func maskDrawsTheContentThenAMaskLayerInsideOneLayer() {
    let items = TestHostFactory.fixed(
      Color.red.frame(width: 40, height: 40).mask { Circle().frame(width: 20, height: 20) }
    ).displayList().items
    #expect(items.count == 6)
    guard items.count == 6, case .pushLayer(let outer) = items[0], case .fill(let content, _, _) = items[1],
      case .pushLayer(let mask) = items[2], case .fill(let circle, _, _) = items[3],
      case .popLayer = items[4],
      case .popLayer = items[5]
    else {
      Issue.record("unexpected display list \(items)")
      return
    }
    // What shows is where the content and the mask overlap.
    #expect(outer == LayerEffects(bounds: CGRect(x: 90, y: 90, width: 20, height: 20)))
    #expect(content == Path(CGRect(x: 80, y: 80, width: 40, height: 40)))
    #expect(mask == LayerEffects(isMask: true, bounds: CGRect(x: 90, y: 90, width: 20, height: 20)))
    #expect(circle == Circle().path(in: CGRect(x: 90, y: 90, width: 20, height: 20)))
  }

  @Test func emptyOrDisjointMaskHidesTheContent() {
    #expect(
      TestHostFactory.fixed(Color.red.frame(width: 40, height: 40).mask { EmptyView() }).displayList().items
        .isEmpty)
    let disjoint = Color.red.frame(width: 40, height: 40).mask(alignment: .topLeading) {
      Color.black.frame(width: 10, height: 10).offset(x: 60)
    }
    #expect(TestHostFactory.fixed(disjoint).displayList().items.isEmpty)
  }

  @Test func effectsAroundAMaskAreBoundedByWhatShows() {
    let masked = Color.red.frame(width: 40, height: 40).mask { Circle().frame(width: 20, height: 20) }
    let shadowed = layers(masked.shadow(radius: 2))
    #expect(shadowed.first?.bounds == CGRect(x: 90, y: 90, width: 20, height: 20))
    #expect(shadowed.first?.shadow?.radius == 2)
    #expect(
      layers(masked.compositingGroup()).first
        == LayerEffects(bounds: CGRect(x: 90, y: 90, width: 20, height: 20)))
    let faded = layers(masked.opacity(0.5))
    #expect(faded.map(\.opacity) == [0.5, 1, 1])
    #expect(faded.map(\.isMask) == [false, false, true])
  }

  @Test func maskAnimatesWithItsView() {
    struct Growing: View {
      @State var big = false
      var body: some View {
        VStack {
          Color.red.frame(width: 100, height: 100).mask { Circle().frame(width: big ? 100 : 20) }
          Button("Grow") { withAnimation(.linear(duration: 1)) { big = true } }.accessibilityIdentifier(
            "grow")
        }
      }
    }
    let host = TestHost(Growing(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.tap(id: "grow")
    host.advanceClock(by: 0.5)
    let masks = host.displayList().items.compactMap { item -> CGRect? in
      if case .pushLayer(let effects) = item, effects.isMask { return effects.bounds }
      return nil
    }
    #expect(masks.map(\.width) == [60])
  }

  // MARK: Hit testing

  @Test func maskedViewIsHitInItsWholeFrameAndTheMaskIsNeverHit() {
    let log = TapLog()
    let host = TestHostFactory.fixed(
      Color.red.frame(width: 100, height: 100)
        .onTapGesture { log.taps.append("content") }
        .mask { Circle().frame(width: 10, height: 10).onTapGesture { log.taps.append("mask") } })
    host.tap(at: CGPoint(x: 52, y: 52))  // a corner the mask hides
    host.tap(at: CGPoint(x: 100, y: 100))  // under the mask
    #expect(log.taps == ["content", "content"])
    host.tap(at: CGPoint(x: 20, y: 20))  // outside the view
    #expect(log.taps == ["content", "content"])
  }

  // MARK: Blend mode

  @Test func blendModeDrawsTheContentInABlendedLayer() {
    let square = Color.blue.frame(width: 20, height: 20)
    #expect(
      layers(square.blendMode(.multiply)) == [
        LayerEffects(blendMode: .multiply, bounds: CGRect(x: 90, y: 90, width: 20, height: 20))
      ])
    #expect(layers(square.blendMode(.normal)).isEmpty)
    #expect(layers(square.blendMode(.plusLighter).opacity(0.5)).map(\.blendMode) == [.normal, .plusLighter])
  }

  @Test func blendModeKeepsLayoutAndHitTesting() {
    let log = TapLog()
    let host = host(
      HStack {
        Color.blue.frame(width: 20, height: 20).blendMode(.difference).accessibilityIdentifier("blended")
          .onTapGesture { log.taps.append("blended") }
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("plain")
      })
    #expect(host.frame(of: "blended") == CGRect(x: 176, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "plain") == CGRect(x: 204, y: 140, width: 20, height: 20))
    host.tap(id: "blended")
    #expect(log.taps == ["blended"])
  }

  // MARK: Damage

  @Test func movingAMaskDamagesItsOldAndNewPlacesOnly() {
    func list(_ alignment: Alignment) -> DisplayList {
      TestHostFactory.fixed(
        Color.red.frame(width: 100, height: 100).mask(alignment: alignment) {
          Circle().frame(width: 20, height: 20)
        }
      ).displayList()
    }
    let damage = DisplayListDamage.rects(from: list(.topLeading), to: list(.bottomTrailing)) ?? []
    let union = damage.dropFirst().reduce(damage.first ?? .null) { $0.union($1) }
    #expect(union.contains(CGRect(x: 50, y: 50, width: 20, height: 20)))
    #expect(union.contains(CGRect(x: 130, y: 130, width: 20, height: 20)))
    #expect(CGRect(x: 46, y: 46, width: 108, height: 108).contains(union))

    let unchanged = DisplayListDamage.rects(from: list(.center), to: list(.center)) ?? [.infinite]
    #expect(unchanged.isEmpty)
  }

  @Test func changingABlendModeDamagesTheBlendedView() {
    func list(_ mode: BlendMode) -> DisplayList {
      TestHostFactory.fixed(
        ZStack {
          Color.yellow.frame(width: 100, height: 100)
          Circle().fill(Color.blue).frame(width: 20, height: 20).blendMode(mode)
        }
      ).displayList()
    }
    let damage = DisplayListDamage.rects(from: list(.multiply), to: list(.screen)) ?? []
    let union = damage.dropFirst().reduce(damage.first ?? .null) { $0.union($1) }
    #expect(union.contains(CGRect(x: 90, y: 90, width: 20, height: 20)))
    #expect(CGRect(x: 86, y: 86, width: 28, height: 28).contains(union))
  }
}
