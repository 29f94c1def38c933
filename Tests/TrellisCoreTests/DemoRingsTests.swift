import Observation
import Testing
import TrellisCore
import TrellisTesting

/// What the Rings demo relies on: a model read only inside `ForEach`'s content closure still
/// updates the views when it changes, as the random walk changes wedges without adding any; and
/// the session's `withAnimation(.spring())` compiles.
@MainActor
struct DemoRingsTests {
  @Observable
  final class Model {
    var ids = [0, 1]
    var labels = [0: "zero", 1: "one"]
  }

  /// As the demo's `RingView`: the ids are read by the body, each element's value only by the
  /// content closure, which runs after the body returned.
  struct Rows: View {
    var model: Model

    var body: some View {
      VStack {
        ForEach(model.ids, id: \.self) { id in
          Text(model.labels[id] ?? "?")
        }
      }
    }
  }

  @Test func changingAValueReadOnlyByForEachContentUpdatesTheView() {
    let model = Model()
    let host = TestHost(Rows(model: model), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "one") != nil)
    model.labels[1] = "uno"
    host.flush()
    #expect(host.find(text: "uno") != nil)
    #expect(host.find(text: "one") == nil)
  }

  @Test func theContentClosureKeepsTrackingAfterEachUpdate() {
    let model = Model()
    let host = TestHost(Rows(model: model), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    for round in 1...3 {
      model.labels[0] = "round \(round)"
      host.flush()
      #expect(host.find(text: "round \(round)") != nil)
    }
    #expect(host.find(text: "zero") == nil)
  }

  @Test func addingAnIdStillAddsARow() {
    let model = Model()
    let host = TestHost(Rows(model: model), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    model.labels[2] = "two"
    model.ids.append(2)
    host.flush()
    #expect(host.tree.all(ofType: "Text").compactMap(\.text) == ["zero", "one", "two"])
  }

  @Test func springWithEveryArgumentDefaultedIsTheStandardSpring() {
    #expect(Animation.spring() == Animation.spring)
    #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
  }
}
