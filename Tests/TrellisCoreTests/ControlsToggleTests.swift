import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsToggleTests {
  struct Settings: View {
    @State var isOn = false
    var style = 0
    var body: some View {
      VStack(spacing: 10) {
        switch style {
        case 0: Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("toggle")
        case 1: Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.checkbox).accessibilityIdentifier("toggle")
        default: Toggle("Wi-Fi", isOn: $isOn).toggleStyle(.button).accessibilityIdentifier("toggle")
        }
        Text(isOn ? "on" : "off")
      }
    }
  }

  @Test(arguments: [0, 1, 2])
  func clickFlipsTheToggle(style: Int) {
    let host = TestHost(Settings(style: style), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "off") != nil)
    #expect(host.tap(id: "toggle"))
    #expect(host.find(text: "on") != nil)
    #expect(host.tap(id: "toggle"))
    #expect(host.find(text: "off") != nil)
  }

  @Test func spaceFlipsTheFocusedToggle() {
    let host = TestHost(Settings(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Toggle")
    #expect(host.press(.space))
    #expect(host.find(text: "on") != nil)
    #expect(host.press(.space))
    #expect(host.find(text: "off") != nil)
  }

  @Test func switchSitsAfterItsLabel() {
    let host = TestHost(Settings(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // "Wi-Fi" is 50 × 20; the switch 40 × 22, 8 points after it.
    let toggle = host.frame(of: "toggle")
    #expect(toggle?.size == CGSize(width: 98, height: 22))
    let label = host.find(text: "Wi-Fi")?.frame
    #expect(label?.minX == toggle?.minX)
    #expect(host.tree.all(ofType: "Switch").first?.frame.minX == toggle.map { $0.minX + 58 })
  }

  @Test func checkboxLeadsItsLabel() {
    let host = TestHost(Settings(style: 1), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let toggle = host.frame(of: "toggle")
    let box = host.tree.all(ofType: "Checkbox").first?.frame
    #expect(toggle?.size == CGSize(width: 73, height: 20))
    #expect(box == toggle.map { CGRect(x: $0.minX, y: $0.minY + 2, width: 16, height: 16) })
  }

  @Test func disabledToggleIgnoresClicksAndKeys() {
    struct Disabled: View {
      @State var isOn = false
      var body: some View {
        VStack {
          Toggle("Off limits", isOn: $isOn).disabled(true).accessibilityIdentifier("toggle")
          Text(isOn ? "on" : "off")
        }
      }
    }
    let host = TestHost(Disabled(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "toggle")
    host.press(.tab)
    host.press(.space)
    #expect(host.find(text: "off") != nil)
    #expect(host.graph.focusedViewType == nil)
  }

  struct StarStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(configuration.isOn ? "★" : "☆")
        .onTapGesture { configuration.isOn.toggle() }
        .accessibilityIdentifier("star")
    }
  }

  @Test func customStyleFlipsThroughItsConfiguration() {
    struct Starred: View {
      @State var isOn = false
      var body: some View {
        Toggle("Favorite", isOn: $isOn).toggleStyle(StarStyle())
      }
    }
    let host = TestHost(Starred(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "☆") != nil)
    host.tap(id: "star")
    #expect(host.find(text: "★") != nil)
  }
}
