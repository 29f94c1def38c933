import Testing
import TrellisCore
import TrellisTesting

/// `dialogIcon`, `dialogSeverity` and `dialogSuppressionToggle` on the dialogs presented inside a
/// view.
@MainActor
struct DialogModifierTests {
  struct Screen: View {
    var icon: Image?
    var severity = DialogSeverity.automatic
    var suppressible = false
    @State private var isPresented = true
    @State private var isSuppressed = false

    var body: some View {
      VStack {
        Text(isSuppressed ? "suppressed" : "asking")
      }
      .alert("Empty the trash?", isPresented: $isPresented) {
        Button("Empty") {}
      }
      .dialogIcon(icon)
      .dialogSeverity(severity)
      .modifier(Suppression(enabled: suppressible, isSuppressed: $isSuppressed))
    }
  }

  struct Suppression: ViewModifier {
    let enabled: Bool
    let isSuppressed: Binding<Bool>
    func body(content: Content) -> some View {
      if enabled { content.dialogSuppressionToggle(isSuppressed: isSuppressed) } else { content }
    }
  }

  private func host(_ screen: Screen) -> TestHost<Screen> {
    TestHost(screen, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theSuppressionCheckBoxSetsItsBindingAndTheButtonsStillClose() throws {
    let host = host(Screen(suppressible: true))
    let box = try #require(host.find(text: "Do not show this message again"))
    host.tap(at: CGPoint(x: box.frame.midX, y: box.frame.midY))
    #expect(host.find(text: "suppressed") != nil)
    #expect(host.find(text: "Empty the trash?") != nil, "the check box does not close the alert")
    host.tap(text: "Empty")
    #expect(host.find(text: "Empty the trash?") == nil)
  }

  @Test func aCustomSuppressionTitle() {
    struct Titled: View {
      @State private var isSuppressed = false
      var body: some View {
        Color.clear.alert("Quit?", isPresented: .constant(true)) { Button("Quit") {} }
          .dialogSuppressionToggle("Don’t ask about quitting", isSuppressed: $isSuppressed)
      }
    }
    let host = TestHost(Titled(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "Don’t ask about quitting") != nil)
  }

  @Test func noCheckBoxOrIconUnlessAsked() {
    let host = host(Screen())
    #expect(host.find(text: "Do not show this message again") == nil)
    #expect(host.graph.layoutTree().all(ofType: "Image").isEmpty)
  }

  @Test func anIconStandsAboveTheTitleAndACriticalOneCarriesACautionSign() throws {
    let plain = host(Screen(icon: Image(systemName: "trash")))
    let images = plain.graph.layoutTree().all(ofType: "Image")
    #expect(images.count == 1)
    let icon = try #require(images.first?.frame)
    let title = try #require(plain.find(text: "Empty the trash?")?.frame)
    // Fitted in 48 × 48: the trash can is taller than wide.
    #expect(icon.height == 48 && icon.width <= 48)
    #expect(icon.maxY <= title.minY)
    #expect(abs(icon.midX - title.midX) < 1)

    let critical = host(Screen(icon: Image(systemName: "trash"), severity: .critical))
    let badged = critical.graph.layoutTree().all(ofType: "Image").map(\.frame.size)
    #expect(badged.contains(CGSize(width: 22, height: 22)), "the caution sign on the icon")

    let signOnly = host(Screen(severity: .critical))
    #expect(
      signOnly.graph.layoutTree().all(ofType: "Image").map(\.frame.size) == [CGSize(width: 44, height: 44)])
  }
}
