import Testing
import TrellisCore
import TrellisTesting

/// `.inspector(isPresented:content:)`: a trailing column of the full height, resized by its
/// divider within the limits its content sets.
@MainActor
struct InspectorTests {
  struct Editor: View {
    @State var showsInspector = true
    var limits: (min: CGFloat?, ideal: CGFloat, max: CGFloat?)?

    var body: some View {
      VStack {
        Button("Toggle") { showsInspector.toggle() }.accessibilityIdentifier("toggle")
        Spacer()
      }
      .frame(maxWidth: .infinity)
      .accessibilityIdentifier("content")
      .inspector(isPresented: $showsInspector) {
        if let limits {
          Text("Details").accessibilityIdentifier("details")
            .inspectorColumnWidth(min: limits.min, ideal: limits.ideal, max: limits.max)
        } else {
          Text("Details").accessibilityIdentifier("details")
        }
      }
    }
  }

  func host(_ editor: Editor = Editor()) -> TestHost<Editor> {
    TestHost(editor, size: CGSize(width: 800, height: 400), text: .fixedAdvance)
  }

  @Test func theInspectorTakesATrailingColumnOfTheFullHeight() throws {
    let host = host()
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 540, height: 400))
    #expect(host.frame(of: "inspector-divider") == CGRect(x: 540, y: 0, width: 5, height: 400))
    // The divider's line takes a point; the content is at the top, centered in the rest.
    #expect(host.frame(of: "details") == CGRect(x: 636, y: 0, width: 70, height: 20))
    let line = try #require(host.tree.all(ofType: "Divider").first)
    #expect(line.frame == CGRect(x: 540, y: 0, width: 1, height: 400))
  }

  @Test func hidingTheInspectorGivesTheContentTheWholeWidth() {
    let host = host()
    host.tap(id: "toggle")
    host.advanceClock(by: 1)
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 800, height: 400))
    #expect(host.find(id: "details") == nil)
    host.tap(id: "toggle")
    host.advanceClock(by: 1)
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 540, height: 400))
    #expect(host.find(id: "details") != nil)
  }

  @Test func theContentSetsTheColumnsWidth() {
    let host = host(Editor(limits: (min: 150, ideal: 300, max: 350)))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 500, height: 400))
    #expect(host.frame(of: "inspector-divider")?.minX == 500)
  }

  @Test func draggingTheDividerResizesWithinTheLimitsAndADoubleClickGoesBackToTheIdeal() {
    let host = host(Editor(limits: (min: 150, ideal: 300, max: 350)))
    // 30 points towards the content: 30 wider.
    host.drag(from: CGPoint(x: 502, y: 200), to: CGPoint(x: 472, y: 200))
    #expect(host.frame(of: "content")?.width == 470)
    // Far the other way: no narrower than the minimum.
    host.drag(from: CGPoint(x: 472, y: 200), to: CGPoint(x: 772, y: 200))
    #expect(host.frame(of: "content")?.width == 650)
    // Far towards the content: no wider than the maximum.
    host.drag(from: CGPoint(x: 652, y: 200), to: CGPoint(x: 52, y: 200))
    #expect(host.frame(of: "content")?.width == 450)
    host.advanceClock(by: 1)
    host.tap(at: CGPoint(x: 452, y: 200))
    host.tap(at: CGPoint(x: 452, y: 200))
    #expect(host.frame(of: "content")?.width == 500)
  }

  @Test func absurdLimitsAreMadeConsistent() {
    let host = host(Editor(limits: (min: .nan, ideal: -40, max: .infinity)))
    // A negative ideal is zero; the column holds its divider alone.
    #expect(host.frame(of: "content")?.width == 800)
    let wide = self.host(Editor(limits: (min: 500, ideal: 100, max: 50)))
    // The minimum and maximum give way to the ideal.
    #expect(wide.frame(of: "content")?.width == 700)
  }
}
