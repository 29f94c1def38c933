import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct SymbolVariantTests {
  func items<V: View>(_ view: V) -> String {
    let host = TestHost(view, size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    return "\(host.displayList().items)"
  }

  @Test func aVariantPicksTheSymbolWithItsSuffixes() {
    #expect(items(Image(systemName: "star").symbolVariant(.fill)) == items(Image(systemName: "star.fill")))
    #expect(
      items(Image(systemName: "xmark").symbolVariant(.circle.fill))
        == items(Image(systemName: "xmark.circle.fill")))
    #expect(items(Image(systemName: "star").symbolVariant(.none)) == items(Image(systemName: "star")))
    #expect(items(Image(systemName: "star")) != items(Image(systemName: "star.fill")))
  }

  @Test func withoutThatVariantTheNearestOneShows() {
    // There is no "star.circle.fill" nor "star.circle": the fill alone is kept.
    #expect(
      items(Image(systemName: "star").symbolVariant(.circle.fill)) == items(Image(systemName: "star.fill")))
    // A name that already has the suffix is not given it twice.
    #expect(
      items(Image(systemName: "star.fill").symbolVariant(.fill)) == items(Image(systemName: "star.fill")))
    #expect(items(Image(systemName: "gear").symbolVariant(.slash)) == items(Image(systemName: "gear")))
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
  }

  struct Favorite: View {
    @State var isOn = false
    var body: some View {
      Button("Toggle") { isOn.toggle() }
      Image(systemName: "heart").symbolVariant(isOn ? .fill : .none)
        .symbolRenderingMode(.hierarchical)
    }
  }

  @Test func changingTheVariantRedrawsTheSymbol() {
    let host = TestHost(Favorite(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let outline = "\(host.displayList().items)"
    host.tap(text: "Toggle")
    let filled = "\(host.displayList().items)"
    #expect(outline != filled)
    host.tap(text: "Toggle")
    // Away from the button, which drew its hover.
    host.hover(at: CGPoint(x: 1, y: 1))
    #expect("\(host.displayList().items)" == outline)
  }
}
