import Testing
import TrellisCore
import TrellisTesting

/// What a sheet, a full-screen cover or a popover shows follows the state of the view that
/// presents it, read only inside the presented content, as in SwiftUI.
@MainActor
struct PresentedContentUpdateTests {
  enum Kind { case sheet, cover, popover }

  struct Presenter: View {
    let kind: Kind
    @State var isPresented = true
    @State var count = 0

    var body: some View {
      switch kind {
      case .sheet: Text("Behind").sheet(isPresented: $isPresented) { counter }
      case .cover: Text("Behind").fullScreenCover(isPresented: $isPresented) { counter }
      case .popover: Text("Behind").popover(isPresented: $isPresented) { counter }
      }
    }

    private var counter: some View {
      VStack {
        Text("count \(count)")
        Button("Add") { count += 1 }.accessibilityIdentifier("add")
      }
    }
  }

  @Test(arguments: [Kind.sheet, .cover, .popover])
  func thePresentedContentFollowsThePresentersState(kind: Kind) {
    let host = TestHost(Presenter(kind: kind), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "count 0") != nil)
    #expect(host.tap(id: "add"))
    #expect(host.find(text: "count 1") != nil)
    #expect(host.tap(id: "add"))
    #expect(host.find(text: "count 2") != nil)
  }
}
