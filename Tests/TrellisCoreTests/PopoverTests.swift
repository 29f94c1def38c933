import Testing
import TrellisCore
import TrellisTesting

/// `.popover`: where the panel goes (below its view, centered on it, on the other side or
/// inside the window when there is no room), and how it closes. Text is 10 points a character
/// and 20 high; the arrow is 9 points long and the panel keeps 6 points from the window's edges.
@MainActor
struct PopoverTests {
  struct Presenter: View {
    var arrowEdge: Edge = .top
    var alignment: Alignment = .center
    @State var shown = false
    @State var taps = 0

    var body: some View {
      VStack {
        Button("Show") { shown = true }
          .accessibilityIdentifier("show")
          .popover(isPresented: $shown, arrowEdge: arrowEdge) {
            Text("Hello").padding().accessibilityIdentifier("content")
          }
        Button("Count \(taps)") { taps += 1 }.accessibilityIdentifier("count")
        Text(shown ? "open" : "closed")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    }
  }

  private func host(_ view: Presenter) -> TestHost<Presenter> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func thePanelHoldsItsContentBelowTheViewCenteredOnIt() throws {
    let host = host(Presenter())
    #expect(host.find(id: "content") == nil)
    #expect(host.tap(id: "show"))
    let button = try #require(host.find(id: "show")).frame
    let panel = try #require(host.tree.all(ofType: "Popover").first).frame
    // "Hello" padded by 16: 82 × 52, its arrow's tip on the button's bottom edge.
    #expect(panel == CGRect(x: button.midX - 41, y: button.maxY + 9, width: 82, height: 52))
    #expect(host.find(id: "content")?.frame == panel)
    #expect(host.find(text: "open") != nil)
  }

  @Test func aClickOutsideClosesItAndGoesNoFurther() throws {
    let host = host(Presenter())
    #expect(host.tap(id: "show"))
    // A click on the button that opened it only closes it: it does not open it again.
    let show = try #require(host.find(id: "show")).frame
    host.tap(at: CGPoint(x: show.midX, y: show.midY))
    #expect(host.find(text: "closed") != nil)
    #expect(host.tree.all(ofType: "Popover").isEmpty)
    // With it closed, clicks reach the window again.
    #expect(host.tap(id: "count"))
    #expect(host.find(text: "Count 1") != nil)
  }

  @Test func escapeClosesIt() {
    let host = host(Presenter())
    #expect(host.tap(id: "show"))
    #expect(host.press(.escape))
    #expect(host.find(text: "closed") != nil)
    #expect(host.tree.all(ofType: "Popover").isEmpty)
  }

  @Test func withNoRoomBelowItGoesAbove() throws {
    struct AtTheBottom: View {
      @State var shown = true
      var body: some View {
        VStack {
          Spacer()
          Button("Show") {}.accessibilityIdentifier("show")
            .popover(isPresented: $shown) { Text("Hello").padding() }
        }
      }
    }
    let host = TestHost(AtTheBottom(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let button = try #require(host.find(id: "show")).frame
    let panel = try #require(host.tree.all(ofType: "Popover").first).frame
    #expect(button.maxY == 300)
    #expect(panel == CGRect(x: button.midX - 41, y: button.minY - 9 - 52, width: 82, height: 52))
  }

  @Test func aLeadingArrowPutsItAfterTheViewAndTheWindowKeepsItInside() throws {
    let host = host(Presenter(arrowEdge: .leading, alignment: .topLeading))
    #expect(host.tap(id: "show"))
    let button = try #require(host.find(id: "show")).frame
    let panel = try #require(host.tree.all(ofType: "Popover").first).frame
    // Centered on the button's middle, but no nearer than 6 points to the window's top.
    #expect(panel == CGRect(x: button.maxX + 9, y: 6, width: 82, height: 52))
  }

  @Test func dismissInsideClosesIt() {
    struct Closing: View {
      @State var shown = true
      var body: some View {
        VStack {
          Text(shown ? "open" : "closed")
            .popover(isPresented: $shown) { CloseButton() }
        }
      }
    }
    struct CloseButton: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Done") { dismiss() }.padding() }
    }
    let host = TestHost(Closing(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "open") != nil)
    #expect(host.tap(text: "Done"))
    #expect(host.find(text: "closed") != nil)
  }

  @Test func anItemPopoverShowsTheItemAndClosingClearsIt() {
    struct Fruit: Identifiable {
      let name: String
      var id: String { name }
    }
    struct Picker: View {
      @State var fruit: Fruit?
      var body: some View {
        VStack {
          Button("Pear") { fruit = Fruit(name: "Pear") }
            .popover(item: $fruit) { Text("About \($0.name)").padding() }
          Text(fruit == nil ? "none" : "some")
        }
      }
    }
    let host = TestHost(Picker(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "Pear"))
    #expect(host.find(text: "About Pear") != nil)
    #expect(host.press(.escape))
    #expect(host.find(text: "none") != nil)
    #expect(host.find(text: "About Pear") == nil)
  }

  @Test func tabStaysAmongThePopoversControls() {
    struct Form: View {
      @State var shown = true
      @State var last = ""
      var body: some View {
        VStack {
          Button("Outside") { last = "outside" }
          Text("last: \(last)")
            .popover(isPresented: $shown) {
              VStack {
                Button("One") { last = "one" }
                Button("Two") { last = "two" }
              }
              .padding()
            }
        }
      }
    }
    let host = TestHost(Form(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    for _ in 0..<3 { host.press(.tab) }
    host.press(.space)
    // Tab went One, Two, One: the button outside is never reached.
    #expect(host.find(text: "last: one") != nil)
  }
}
