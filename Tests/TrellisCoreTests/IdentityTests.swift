import Testing
import TrellisCore
import TrellisTesting

/// Structural identity: which views keep their state across updates (same position, same
/// `ForEach` id, same `.id`), and which start afresh (another branch, a removed element, a new
/// `.id`, another type behind `AnyView`).
@MainActor
struct IdentityTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  /// A button that counts its own taps and shows "name=count".
  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name)=\(count)") { count += 1 }.buttonStyle(.plain).accessibilityIdentifier(name)
    }
  }

  // MARK: Conditionals

  @Test func switchingIfElseBranchesDropsState() {
    struct Parent: View {
      @State private var first = true
      var body: some View {
        VStack {
          if first {
            Counter(name: "a")
          } else {
            Counter(name: "a")
          }
          Button("switch") { first.toggle() }.accessibilityIdentifier("switch")
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "a")
    #expect(host.find(text: "a=1") != nil)
    host.tap(id: "switch")
    #expect(host.find(text: "a=0") != nil)
    host.tap(id: "a")
    host.tap(id: "switch")
    #expect(host.find(text: "a=0") != nil)
  }

  @Test func hidingAnOptionalViewDropsItsState() {
    struct Parent: View {
      @State private var shown = true
      var body: some View {
        VStack {
          if shown { Counter(name: "a") }
          Button("toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "a")
    #expect(host.find(text: "a=1") != nil)
    host.tap(id: "toggle")
    #expect(host.find(id: "a") == nil)
    host.tap(id: "toggle")
    #expect(host.find(text: "a=0") != nil)
  }

  @Test func switchStatementCasesAreSeparateIdentities() {
    enum Page { case one, two, three }
    struct Pager: View {
      @State private var page = Page.one
      var body: some View {
        VStack {
          switch page {
          case .one: Counter(name: "a")
          case .two: Counter(name: "a")
          case .three: Text("three")
          }
          Button("next") {
            page = page == .one ? .two : page == .two ? .three : .one
          }
          .accessibilityIdentifier("next")
        }
      }
    }
    let host = host(Pager())
    host.tap(id: "a")
    #expect(host.find(text: "a=1") != nil)
    host.tap(id: "next")
    #expect(host.find(text: "a=0") != nil)
    host.tap(id: "a")
    host.tap(id: "a")
    #expect(host.find(text: "a=2") != nil)
    host.tap(id: "next")
    #expect(host.find(text: "three") != nil)
    #expect(host.find(id: "a") == nil)
    host.tap(id: "next")
    #expect(host.find(text: "a=0") != nil)
  }

  // MARK: ForEach

  @Test func forEachKeepsStateByIDAndDropsRemovedElements() {
    struct CounterList: View {
      @State private var items = [1, 2, 3]
      var body: some View {
        VStack {
          ForEach(items, id: \.self) { Counter(name: "\($0)") }
          Button("remove") { items.removeAll { $0 == 2 } }.accessibilityIdentifier("remove")
          Button("restore") { items = [1, 2, 3] }.accessibilityIdentifier("restore")
          Button("reverse") { items.reverse() }.accessibilityIdentifier("reverse")
        }
      }
    }
    let host = host(CounterList())
    host.tap(id: "2")
    host.tap(id: "3")
    host.tap(id: "3")
    #expect(host.find(text: "2=1") != nil)
    #expect(host.find(text: "3=2") != nil)

    host.tap(id: "reverse")
    #expect(host.find(text: "3=2") != nil)
    #expect(host.frame(of: "3")!.minY < host.frame(of: "1")!.minY)

    host.tap(id: "remove")
    #expect(host.find(id: "2") == nil)
    #expect(host.find(text: "3=2") != nil)

    host.tap(id: "restore")
    #expect(host.find(text: "2=0") != nil)
    #expect(host.find(text: "3=2") != nil)
    #expect(host.frame(of: "1")!.minY < host.frame(of: "2")!.minY)
    #expect(host.frame(of: "2")!.minY < host.frame(of: "3")!.minY)
  }

  struct Pet: Identifiable, Equatable {
    let id: Int
    var name: String
    var votes = 0
  }

  @Test func forEachOverIdentifiableElements() {
    let pets = [Pet(id: 1, name: "Cat"), Pet(id: 2, name: "Dog")]
    let host = host(VStack { ForEach(pets) { Text($0.name).accessibilityIdentifier("pet\($0.id)") } })
    #expect(host.frame(of: "pet1") == CGRect(x: 185, y: 126, width: 30, height: 20))
    #expect(host.frame(of: "pet2") == CGRect(x: 185, y: 154, width: 30, height: 20))
  }

  @Test func forEachOverARange() {
    let host = host(HStack(spacing: 0) { ForEach(0..<3) { Text("\($0)").accessibilityIdentifier("n\($0)") } })
    #expect(host.frame(of: "n0") == CGRect(x: 185, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "n1") == CGRect(x: 195, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "n2") == CGRect(x: 205, y: 140, width: 10, height: 20))
  }

  @Test func forEachOverBindingsEditsTheElements() {
    struct Votes: View {
      @State private var pets = [Pet(id: 1, name: "Cat"), Pet(id: 2, name: "Dog")]
      var body: some View {
        VStack {
          ForEach($pets) { $pet in
            Button("\(pet.name) \(pet.votes)") { pet.votes += 1 }.accessibilityIdentifier(pet.name)
          }
          Text("total \(pets.map(\.votes).reduce(0, +))")
          Button("rename") { pets[1].name = "Fox" }.accessibilityIdentifier("rename")
        }
      }
    }
    let host = host(Votes())
    host.tap(id: "Dog")
    host.tap(id: "Dog")
    host.tap(id: "Cat")
    #expect(host.find(text: "Cat 1") != nil)
    #expect(host.find(text: "Dog 2") != nil)
    #expect(host.find(text: "total 3") != nil)
    host.tap(id: "rename")
    host.tap(id: "Fox")
    #expect(host.find(text: "Fox 3") != nil)
    #expect(host.find(text: "total 4") != nil)
  }

  @Test func forEachOverBindingsWithAnIDKeyPath() {
    struct Names: View {
      @State private var names = ["a", "b"]
      var body: some View {
        VStack {
          ForEach($names, id: \.self) { $name in
            Button(name) { name += "!" }.accessibilityIdentifier("button-\(name)")
          }
          Text(names.joined(separator: ","))
        }
      }
    }
    let host = host(Names())
    host.tap(id: "button-b")
    #expect(host.find(text: "a,b!") != nil)
  }

  // MARK: Explicit identity

  @Test func changingIDResetsState() {
    struct Parent: View {
      @State private var generation = 0
      @State private var unrelated = 0
      var body: some View {
        VStack {
          Counter(name: "a").id(generation)
          Button("new") { generation += 1 }.accessibilityIdentifier("new")
          Button("other \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("other")
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "a")
    host.tap(id: "other")
    #expect(host.find(text: "a=1") != nil)
    host.tap(id: "new")
    #expect(host.find(text: "a=0") != nil)
  }

  @Test func anyViewKeepsStateForTheSameTypeAndResetsForAnother() {
    struct Parent: View {
      @State private var showCounter = true
      @State private var ticks = 0
      var body: some View {
        VStack {
          showCounter ? AnyView(Counter(name: "a")) : AnyView(Text("plain"))
          Button("tick \(ticks)") { ticks += 1 }.accessibilityIdentifier("tick")
          Button("swap") { showCounter.toggle() }.accessibilityIdentifier("swap")
        }
      }
    }
    let host = host(Parent())
    host.tap(id: "a")
    host.tap(id: "tick")
    #expect(host.find(text: "a=1") != nil)
    host.tap(id: "swap")
    #expect(host.find(text: "plain") != nil)
    host.tap(id: "swap")
    #expect(host.find(text: "a=0") != nil)
  }

  // MARK: Group and EmptyView

  @Test func groupChildrenJoinTheEnclosingStack() {
    let host = host(
      HStack {
        Text("a").accessibilityIdentifier("a")
        Group {
          Text("bb").accessibilityIdentifier("b")
          Text("ccc").accessibilityIdentifier("c")
        }
      })
    // Three children, two gaps: 10 + 8 + 20 + 8 + 30 = 76.
    #expect(host.frame(of: "a") == CGRect(x: 162, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 180, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 208, y: 140, width: 30, height: 20))
  }

  @Test func modifierOnAGroupAppliesToEachChild() {
    // The font reaches both texts, and they join the VStack as two children.
    expectGroupChildrenJoinTheStack()
  }

  @Test func paddingOnAGroupPadsEachChild() {
    let host = host(
      VStack(spacing: 0) {
        Group {
          Text("a").accessibilityIdentifier("a")
          Text("b").accessibilityIdentifier("b")
        }
        .padding(10)
      })
    // Each text 10 × 20 padded to 30 × 40, stacked without spacing: 80 tall, centered in 300.
    #expect(host.frame(of: "a") == CGRect(x: 195, y: 120, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 195, y: 160, width: 10, height: 20))
  }

  private func expectGroupChildrenJoinTheStack() {
    let host = host(
      VStack(spacing: 0) {
        Group {
          Text("a").accessibilityIdentifier("a")
          Text("b").accessibilityIdentifier("b")
        }
        .font(.system(size: 28))
      })
    #expect(host.frame(of: "a") == CGRect(x: 190, y: 110, width: 20, height: 40))
    #expect(host.frame(of: "b") == CGRect(x: 190, y: 150, width: 20, height: 40))
  }

  @Test func emptyViewTakesNoSpaceAndNoSpacing() {
    let host = host(
      HStack {
        Text("a").accessibilityIdentifier("a")
        EmptyView()
        Text("b").accessibilityIdentifier("b")
      })
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 204, y: 140, width: 10, height: 20))
  }
}
