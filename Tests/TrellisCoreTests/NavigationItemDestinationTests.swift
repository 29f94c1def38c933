import Testing
import TrellisCore
import TrellisTesting

/// `navigationDestination(item:destination:)`: a page pushed while an optional value is set.
@MainActor
struct NavigationItemDestinationTests {
  /// A page with a counter of its own, to tell one page's state from another's.
  struct PetPage: View {
    let pet: String
    @State private var visits = 0
    var body: some View {
      VStack {
        Text("\(pet) page, \(visits) taps")
        Button("Tap") { visits += 1 }.accessibilityIdentifier("tap")
      }
      .navigationTitle(pet)
    }
  }

  struct Pets: View {
    @State var chosen: String?
    var body: some View {
      NavigationStack {
        VStack {
          Text("chosen: \(chosen ?? "none")")
          Button("Cat") { chosen = "Cat" }
          Button("Dog") { chosen = "Dog" }
        }
        .navigationTitle("Pets")
        .navigationDestination(item: $chosen) { pet in PetPage(pet: pet) }
      }
    }
  }

  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func settingTheItemPushesItsPageAndGoingBackClearsIt() {
    let host = host(Pets())
    #expect(host.find(text: "Cat page, 0 taps") == nil)
    host.tap(text: "Cat")
    #expect(host.find(text: "Cat page, 0 taps") != nil)
    #expect(host.find(text: "Pets") != nil)  // the back button
    host.tap(id: "tap")
    #expect(host.find(text: "Cat page, 1 taps") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "chosen: none") != nil)
    #expect(host.find(text: "Cat page, 1 taps") == nil)
  }

  @Test func anotherItemIsANewPage() {
    struct Switching: View {
      @State var chosen: String?
      var body: some View {
        NavigationStack {
          Button("Cat") { chosen = "Cat" }
            .navigationDestination(item: $chosen) { pet in
              VStack {
                PetPage(pet: pet)
                Button("Switch") { chosen = chosen == "Cat" ? "Dog" : "Cat" }
              }
            }
        }
      }
    }
    let host = host(Switching())
    host.tap(text: "Cat")
    host.tap(id: "tap")
    #expect(host.find(text: "Cat page, 1 taps") != nil)
    host.tap(text: "Switch")
    // The dog's page starts afresh rather than inheriting the cat's taps.
    #expect(host.find(text: "Dog page, 0 taps") != nil)
    host.tap(id: "navigation-back")
    #expect(host.find(text: "Cat") != nil)
    #expect(host.find(text: "Dog page, 0 taps") == nil)
  }
}
