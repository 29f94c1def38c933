import Testing
import TrellisCore
import TrellisTesting

/// Focus on a view that leaves the tree is dropped, and its focus state hears it, whether the view
/// is gone at once or still drawn while its transition runs; Tab then moves on from the start.
@MainActor
struct FocusRemovalTests {
  fileprivate struct Screen: View {
    let animated: Bool
    @State private var shows = true
    @FocusState private var focused: Bool

    var body: some View {
      VStack {
        if shows {
          Button("Hide me") {
            if animated {
              withAnimation(.linear(duration: 1)) { shows = false }
            } else {
              shows = false
            }
          }
          .focused($focused)
          .transition(.opacity)
          .accessibilityIdentifier("hide")
        }
        Button("Other") {}.accessibilityIdentifier("other")
        Text(focused ? "focused" : "not focused")
      }
    }
  }

  @Test(arguments: [false, true])
  func tabAfterTheFocusedButtonLeftMovesOn(animated: Bool) {
    let host = TestHost(
      Screen(animated: animated), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    #expect(host.graph.focusedViewType?.contains("Button") == true)
    #expect(host.find(text: "focused") != nil)
    host.press(.space)
    // The focus state hears that the focused view left, as in SwiftUI.
    #expect(host.find(text: "not focused") != nil)
    #expect(host.graph.focusedViewType == nil)
    host.advanceClock(by: 0.5)
    // Focus moves on from the view that left, halfway through its transition or after it.
    host.press(.tab)
    #expect(host.graph.focusedViewType?.contains("Button") == true)
    #expect(host.find(text: "Hide me") == nil || animated)
    host.advanceClock(by: 1)
    #expect(host.find(text: "Hide me") == nil)
  }
}
