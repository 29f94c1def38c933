import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.containerBackground(_:for: .window)`: the whole window is filled, behind everything in it.
@MainActor
struct WindowContainerBackgroundTests {
  struct Window: View {
    @State var filled = true
    var inner: Color? = nil

    var body: some View {
      VStack {
        if filled {
          Text("Filled")
            .modifier(Inner(color: inner))
            .containerBackground(Color.red, for: .window)
        }
        Button("Plain") { filled = false }.accessibilityIdentifier("plain")
      }
    }
  }

  /// An inner request, deeper in the tree than the outer one.
  struct Inner: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View {
      if let color { VStack { content.containerBackground(color, for: .window) } } else { content }
    }
  }

  /// The colors of the fills covering the whole 400 × 300 window.
  private func windowFills(_ host: TestHost<Window>) -> [Color.Resolved] {
    host.displayList().items.compactMap { item in
      guard case .fill(let path, .color(let color), _) = item,
        path.boundingRect == CGRect(x: 0, y: 0, width: 400, height: 300)
      else { return nil }
      return color
    }
  }

  private func host(_ view: Window = Window()) -> TestHost<Window> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theWindowIsFilledFirstOfAll() throws {
    let host = host()
    #expect(windowFills(host) == [Color.red.resolve(in: EnvironmentValues())])
    let first = try #require(host.displayList().items.first)
    guard case .fill(let path, _, _) = first else {
      Issue.record("the window's fill is not drawn first: \(first)")
      return
    }
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test func theFillGoesWhenTheViewLeaves() {
    let host = host()
    #expect(host.tap(id: "plain"))
    #expect(windowFills(host).isEmpty)
  }

  @Test func theOutermostRequestWins() {
    let host = host(Window(inner: .green))
    #expect(windowFills(host) == [Color.red.resolve(in: EnvironmentValues())])
  }
}
