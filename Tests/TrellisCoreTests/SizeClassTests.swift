import Testing
import TrellisCore
import TrellisTesting

/// `\.horizontalSizeClass` and `\.verticalSizeClass` follow the window's size, as an iPad
/// window's do, so that code written for iOS picks its compact or roomy arrangement.
@MainActor
struct SizeClassTests {
  /// Two 100 × 40 boxes: stacked when the window is compact across, side by side otherwise.
  struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical

    var body: some View {
      let boxes = Group {
        Color.red.frame(width: 100, height: 40).accessibilityIdentifier("first")
        Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("second")
      }
      VStack(spacing: 0) {
        if horizontal == .compact {
          VStack(spacing: 0) { boxes }
        } else {
          HStack(spacing: 0) { boxes }
        }
        Text(vertical == .compact ? "short" : "tall")
      }
    }
  }

  /// A view that reads neither class.
  struct Bystander: View {
    var body: some View { Text("bystander") }
  }

  @Test func aNarrowWindowIsCompactAcrossAndAWideOneRegular() {
    let host = TestHost(Adaptive(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // Compact: stacked and centred in 400 × 300, with the 20-point text below.
    #expect(host.frame(of: "first") == CGRect(x: 150, y: 100, width: 100, height: 40))
    #expect(host.frame(of: "second") == CGRect(x: 150, y: 140, width: 100, height: 40))
    #expect(host.find(text: "short") != nil)

    host.resize(to: CGSize(width: 800, height: 600))
    #expect(host.frame(of: "first") == CGRect(x: 300, y: 270, width: 100, height: 40))
    #expect(host.frame(of: "second") == CGRect(x: 400, y: 270, width: 100, height: 40))
    #expect(host.find(text: "tall") != nil)
  }

  @Test func theClassesChangeAtSixHundredAcrossAndFiveHundredDown() {
    let host = TestHost(Adaptive(), size: CGSize(width: 599, height: 499), text: .fixedAdvance)
    #expect(host.frame(of: "second")?.minX == host.frame(of: "first")?.minX)
    #expect(host.find(text: "short") != nil)
    host.resize(to: CGSize(width: 600, height: 500))
    #expect(host.frame(of: "second")?.minX == host.frame(of: "first")!.maxX)
    #expect(host.find(text: "tall") != nil)
  }

  @Test func onlyTheViewsThatReadAClassAreEvaluatedWhenItChanges() {
    let host = TestHost(
      VStack {
        Adaptive()
        Bystander()
      }, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let adaptive = host.graph.bodyEvaluations(of: Adaptive.self)
    let bystander = host.graph.bodyEvaluations(of: Bystander.self)
    host.resize(to: CGSize(width: 450, height: 320))
    // Still compact: nothing is evaluated again.
    #expect(host.graph.bodyEvaluations(of: Adaptive.self) == adaptive)
    host.resize(to: CGSize(width: 900, height: 320))
    #expect(host.graph.bodyEvaluations(of: Adaptive.self) == adaptive + 1)
    #expect(host.graph.bodyEvaluations(of: Bystander.self) == bystander)
  }

  @Test func aSubtreeCanFixItsClass() {
    let host = TestHost(
      Adaptive().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 300, height: 300),
      text: .fixedAdvance)
    #expect(host.frame(of: "first") == CGRect(x: 50, y: 120, width: 100, height: 40))
    #expect(host.frame(of: "second") == CGRect(x: 150, y: 120, width: 100, height: 40))
  }

  @Test func aGraphLaidOutInASmallRootLearnsItsClassesBeforeItsFirstFrame() {
    let graph = ViewGraph(
      content: Adaptive(), services: RenderServices(textMeasurer: FixedAdvanceTextMeasurer()))
    #expect(graph.environment.horizontalSizeClass == .regular)
    graph.layout(in: CGSize(width: 320, height: 480))
    #expect(graph.environment.horizontalSizeClass == .compact)
    #expect(graph.environment.verticalSizeClass == .compact)
    let frames = graph.layoutTree().allNodes.filter { $0.id == "first" || $0.id == "second" }.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 110, y: 190, width: 100, height: 40), CGRect(x: 110, y: 230, width: 100, height: 40),
      ])
  }
}
