import Testing
import TrellisCore
import TrellisTesting

/// What ran, in order.
@MainActor
private final class EventLog {
  var events: [String] = []
}

/// A modifier on a list of views (a `Group`, a `ForEach`, an `if`, a view builder's views)
/// applies to each of its views, as in SwiftUI; modifiers that only hand values down, and
/// presentations, apply once.
@MainActor
struct ViewListModifierTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func paddingOnAForEachPadsEachViewInARow() {
    let host = host(
      HStack(spacing: 0) {
        ForEach(["a", "bb", "ccc"], id: \.self) { Text($0).accessibilityIdentifier($0) }
          .padding(5)
      })
    // 20 + 30 + 40 = 90 wide, centered: from 155; each text 5 inside its padding.
    #expect(host.frame(of: "a") == CGRect(x: 160, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "bb") == CGRect(x: 180, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "ccc") == CGRect(x: 210, y: 140, width: 30, height: 20))
  }

  @Test func modifiersAfterTheFirstApplyToEachViewToo() {
    let host = host(
      VStack(spacing: 0) {
        Group {
          Text("a")
          Text("bb")
        }
        .padding(5)
        .background { Color.red.accessibilityIdentifier("background") }
      })
    let backgrounds = host.tree.allNodes.filter { $0.id == "background" }.map(\.frame)
    // One background behind each padded text: 20 × 30 and 30 × 30, stacked and centered.
    #expect(
      backgrounds == [
        CGRect(x: 190, y: 120, width: 20, height: 30), CGRect(x: 185, y: 150, width: 30, height: 30),
      ])
  }

  @Test func aValueHandedDownAroundTheListStillReachesEachPaddedView() {
    let host = host(
      VStack(spacing: 0) {
        Group {
          Text("a").accessibilityIdentifier("a")
          Text("b").accessibilityIdentifier("b")
        }
        .font(.system(size: 28))
        .padding(5)
      })
    // Each text 20 × 40 at this size, padded to 30 × 50: 100 tall, centered in 300.
    #expect(host.frame(of: "a") == CGRect(x: 190, y: 105, width: 20, height: 40))
    #expect(host.frame(of: "b") == CGRect(x: 190, y: 155, width: 20, height: 40))
  }

  @Test func onAppearOnAGroupRunsForEachViewAndForEachBranchShown() {
    struct Screen: View {
      let log: EventLog
      @State private var first = true
      var body: some View {
        VStack {
          Group {
            Text("one")
            Text("two")
          }
          .onAppear { log.events.append("pair") }
          Group {
            if first {
              Text("first")
            } else {
              Text("second")
            }
          }
          .onAppear { log.events.append(first ? "first" : "second") }
          Button("switch") { first.toggle() }.accessibilityIdentifier("switch")
        }
      }
    }
    let log = EventLog()
    let host = host(Screen(log: log))
    #expect(log.events.sorted() == ["first", "pair", "pair"])
    host.tap(id: "switch")
    #expect(log.events.sorted() == ["first", "pair", "pair", "second"])
  }

  @Test func rowsKeepTheirStateWhenTheListIsUpdated() {
    struct Row: View {
      let name: String
      @State private var count = 0
      var body: some View {
        Button("\(name)=\(count)") { count += 1 }.buttonStyle(.plain).accessibilityIdentifier(name)
      }
    }
    struct Screen: View {
      @State private var names = ["a", "b"]
      var body: some View {
        VStack {
          ForEach(names, id: \.self) { Row(name: $0) }
            .padding(4)
          Button("add") { names.append("c") }.accessibilityIdentifier("add")
        }
      }
    }
    let host = host(Screen())
    host.tap(id: "b")
    host.tap(id: "b")
    host.tap(id: "add")
    #expect(host.find(text: "a=0") != nil)
    #expect(host.find(text: "b=2") != nil)
    #expect(host.find(text: "c=0") != nil)
  }

  /// A view whose body is two texts, each showing how often it was tapped.
  fileprivate struct Pair: View {
    @State private var taps = 0
    var body: some View {
      Text("a\(taps)").accessibilityIdentifier("a").onTapGesture { taps += 1 }
      Text("b").accessibilityIdentifier("b")
    }
  }

  @Test func aViewWhoseBodyIsSeveralViewsIsAListToo() throws {
    struct Screen: View {
      @State private var inset: CGFloat = 5
      var body: some View {
        VStack(spacing: 0) {
          HStack(spacing: 0) {
            Pair().padding(inset)
          }
          Button("wider") { inset = 10 }.accessibilityIdentifier("wider")
        }
      }
    }
    let host = host(Screen())
    let button = try #require(host.frame(of: "wider"))
    // "a0" (20 wide) and "b" (10 wide), each padded by 5: 30 + 20 = 50 wide, centered: from 175.
    #expect(host.frame(of: "a") == CGRect(x: 180, y: button.minY - 25, width: 20, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 210, y: button.minY - 25, width: 10, height: 20))
    host.tap(id: "a")
    #expect(host.find(text: "a1") != nil)
    // A new modifier value reaches each view, and the body keeps its state.
    host.tap(id: "wider")
    let widerButton = try #require(host.frame(of: "wider"))
    // 40 + 30 = 70 wide, centered: from 165.
    #expect(host.frame(of: "a") == CGRect(x: 175, y: widerButton.minY - 30, width: 20, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 215, y: widerButton.minY - 30, width: 10, height: 20))
    #expect(host.find(text: "a1") != nil)
  }

  @Test func modifiersOnAnEmptyViewHaveNothingToApplyTo() {
    let host = host(
      VStack(spacing: 0) {
        Text("a").accessibilityIdentifier("a")
        EmptyView().frame(width: 100, height: 100).border(.red)
        Text("b").accessibilityIdentifier("b")
      })
    #expect(host.frame(of: "a") == CGRect(x: 195, y: 130, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 195, y: 150, width: 10, height: 20))
  }

  @Test func anAlertOnAGroupIsPresentedOnce() {
    struct Screen: View {
      @State private var shows = false
      var body: some View {
        VStack {
          Group {
            Text("one")
            Text("two")
          }
          .alert("Hello", isPresented: $shows) {}
          Button("show") { shows = true }.accessibilityIdentifier("show")
        }
      }
    }
    let host = host(Screen())
    host.tap(id: "show")
    #expect(host.tree.allNodes.filter { $0.text == "Hello" }.count == 1)
  }
}
