import Testing
import TrellisTesting

@testable import TrellisCore

/// Containers read their subviews unretained during layout, so a layout node keeps the subviews
/// it drops until the update or layout pass ends; these check that it then lets them go.
@MainActor
struct SubviewLifetimeTests {
  /// Hides the view's second text from outside, as a tap would.
  final class Trigger {
    var hide: () -> Void = {}
  }

  struct Toggled: View {
    @State var isShown = true
    let trigger: Trigger

    var body: some View {
      let _ = trigger.hide = { isShown = false }
      VStack {
        Text("Always")
        if isShown { Text("Sometimes").padding(4) }
      }
    }
  }

  /// The subview of the stack whose layout tree shows `string`.
  private func stackSubview(showing string: String, in graph: ViewGraph) -> LayoutNode? {
    let stack = graph.rootLayoutNode.subviews.first { $0 is StackNode }
    return stack?.subviews.first { node in
      node.layoutTreeNodes().contains { tree in tree.allNodes.contains { $0.text == string } }
    }
  }

  /// The view laid out with both texts, and the trigger that hides the second.
  private func laidOut() -> (TestHost<Toggled>, Trigger) {
    let trigger = Trigger()
    let host = TestHost(Toggled(trigger: trigger), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.flush()
    return (host, trigger)
  }

  @Test func droppedSubviewIsReleasedWhenTheLayoutEnds() {
    let (host, trigger) = laidOut()
    weak let removed = stackSubview(showing: "Sometimes", in: host.graph)
    #expect(removed != nil)
    trigger.hide()
    host.flush()
    #expect(removed == nil)
    #expect(stackSubview(showing: "Always", in: host.graph) != nil)
  }

  @Test func droppedSubviewIsReleasedWhenAnUpdateWithoutLayoutEnds() {
    let (host, trigger) = laidOut()
    weak let removed = stackSubview(showing: "Sometimes", in: host.graph)
    #expect(removed != nil)
    trigger.hide()
    host.graph.update()
    #expect(removed == nil)
  }
}
