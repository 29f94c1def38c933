import Testing
import TrellisCore
import TrellisTesting

/// `.hidden()` and `.zIndex(_:)`: layout kept, drawing, hits and focus changed.
@MainActor
struct VisibilityModifierTests {
  private final class Log {
    var taps: [String] = []
  }

  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  private func drawnTexts<V: View>(_ host: TestHost<V>) -> [String] {
    host.displayList().items.compactMap { item in
      if case .text(let request, _, _) = item { return request.string }
      return nil
    }
  }

  private func filledColors<V: View>(_ host: TestHost<V>) -> [Color.Resolved] {
    host.displayList().items.compactMap { item in
      if case .fill(_, .color(let color), _) = item { return color }
      return nil
    }
  }

  private func resolved(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

  // MARK: hidden

  @Test func hiddenKeepsItsSpaceButDrawsNothing() {
    let host = host(
      HStack {
        Text("abc").hidden().accessibilityIdentifier("hidden")
        Text("d").accessibilityIdentifier("d")
      })
    #expect(host.frame(of: "hidden") == CGRect(x: 176, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 140, width: 10, height: 20))
    #expect(drawnTexts(host) == ["d"])
  }

  @Test func hiddenViewTakesNoTapsAndTheViewBeneathDoes() {
    let log = Log()
    let host = host(
      ZStack {
        Color.blue.frame(width: 60, height: 60).onTapGesture { log.taps.append("beneath") }
        Button("Top") { log.taps.append("button") }.hidden()
      })
    host.tap(at: CGPoint(x: 200, y: 150))
    #expect(log.taps == ["beneath"])
  }

  @Test func hiddenControlTakesNoFocus() {
    let visible = host(VStack { Button("a") {} })
    visible.press(.tab)
    #expect(visible.graph.focusedViewType != nil)

    let hidden = host(VStack { Button("a") {}.hidden() })
    hidden.press(.tab)
    #expect(hidden.graph.focusedViewType == nil)
  }

  // MARK: zIndex

  @Test func zIndexDrawsAndHitsHigherViewsOnTop() {
    let log = Log()
    let host = host(
      ZStack {
        Color.red.frame(width: 50, height: 50).onTapGesture { log.taps.append("red") }.zIndex(1)
        Color.blue.frame(width: 50, height: 50).onTapGesture { log.taps.append("blue") }
      })
    #expect(filledColors(host) == [resolved(.blue), resolved(.red)])
    host.tap(at: CGPoint(x: 200, y: 150))
    #expect(log.taps == ["red"])
  }

  @Test func withoutZIndexTheLaterSiblingIsOnTop() {
    let log = Log()
    let host = host(
      ZStack {
        Color.red.frame(width: 50, height: 50).onTapGesture { log.taps.append("red") }
        Color.blue.frame(width: 50, height: 50).onTapGesture { log.taps.append("blue") }
      })
    #expect(filledColors(host) == [resolved(.red), resolved(.blue)])
    host.tap(at: CGPoint(x: 200, y: 150))
    #expect(log.taps == ["blue"])
  }

  @Test func zIndexDoesNotChangeLayout() {
    let host = host(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 40).offset(y: 20).zIndex(2).accessibilityIdentifier("red")
        Color.green.frame(width: 40, height: 40).accessibilityIdentifier("green")
        Color.blue.frame(width: 40, height: 40).zIndex(-1).accessibilityIdentifier("blue")
      })
    #expect(host.frame(of: "red") == CGRect(x: 180, y: 90, width: 40, height: 40))
    #expect(host.frame(of: "green") == CGRect(x: 180, y: 130, width: 40, height: 40))
    #expect(host.frame(of: "blue") == CGRect(x: 180, y: 170, width: 40, height: 40))
    // Equal indices keep their order; the offset red square overlaps green and is drawn over it.
    #expect(filledColors(host) == [resolved(.blue), resolved(.green), resolved(.red)])
  }

  @Test func zIndexReachesThroughModifiersAndChangesWithState() {
    struct Screen: View {
      @State var redOnTop = true
      var body: some View {
        VStack {
          ZStack {
            Color.red.frame(width: 50, height: 50).zIndex(redOnTop ? 1 : 0).padding(5)
            Color.blue.frame(width: 50, height: 50)
          }
          Button("swap") { redOnTop.toggle() }
        }
      }
    }
    let host = host(Screen())
    #expect(filledColors(host).prefix(2) == [resolved(.blue), resolved(.red)])
    #expect(host.tap(text: "swap"))
    #expect(filledColors(host).prefix(2) == [resolved(.red), resolved(.blue)])
  }

  @Test func zIndexOrdersOverlayContent() {
    let log = Log()
    let host = host(
      Color.gray.frame(width: 80, height: 80)
        .overlay {
          ZStack {
            Color.yellow.frame(width: 30, height: 30).onTapGesture { log.taps.append("yellow") }.zIndex(5)
            Color.purple.frame(width: 30, height: 30).onTapGesture { log.taps.append("purple") }
          }
        })
    host.tap(at: CGPoint(x: 200, y: 150))
    #expect(log.taps == ["yellow"])
    #expect(filledColors(host) == [resolved(.gray), resolved(.purple), resolved(.yellow)])
  }
}
