import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsListFormTests {
  struct Pet: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false
  }

  struct Pets: View {
    @State var pets = (1...30).map { Pet(id: $0, name: "Pet \($0)") }
    @State var selection: Int?
    var body: some View {
      VStack {
        List(pets, selection: $selection) { pet in
          Text(pet.name)
        }
        .frame(height: 200)
        .accessibilityIdentifier("list")
        Text("selected \(selection.map(String.init) ?? "none")")
      }
    }
  }

  @Test func rowsArePaddedAndStacked() {
    let host = TestHost(Pets(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let top = host.frame(of: "list")!.minY
    // 4 points above the first row; a row is its text (20) with 6 above and below (at least
    // 28), and the text sits 10 points in from the leading edge.
    #expect(host.find(text: "Pet 1")?.frame == CGRect(x: 10, y: top + 10, width: 50, height: 20))
    #expect(host.find(text: "Pet 2")?.frame == CGRect(x: 10, y: top + 42, width: 50, height: 20))
  }

  @Test func clickSelectsARowAndScrollingMovesRows() {
    let host = TestHost(Pets(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let top = host.frame(of: "list")!.minY
    host.tap(text: "Pet 3")
    #expect(host.find(text: "selected 3") != nil)
    host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 64))
    #expect(host.find(text: "Pet 3")?.frame.minY == top + 74 - 64)
    host.tap(text: "Pet 5")
    #expect(host.find(text: "selected 5") != nil)
    host.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 100_000))
    // 30 rows of 32 and 8 points of padding: 968 points in a 200-point list.
    #expect(host.find(text: "Pet 30")?.frame.maxY == top + 200 - 4 - 6)
  }

  @Test func pageHomeAndEndKeysMoveTheSelection() throws {
    let host = TestHost(Pets(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let list = try #require(host.frame(of: "list"))
    host.tap(text: "Pet 3")
    // Rows are 32 high in a 200-point list: a page is 6 whole rows, less the one kept in view.
    #expect(host.press(.pageDown))
    #expect(host.find(text: "selected 8") != nil)
    #expect(host.press(.end))
    #expect(host.find(text: "selected 30") != nil)
    // The last row scrolled into view: its bottom edge at the list's (its text 6 points above).
    #expect(host.find(text: "Pet 30")?.frame.maxY == list.maxY - 6)
    #expect(host.press(.pageUp))
    #expect(host.find(text: "selected 25") != nil)
    #expect(host.press(.home))
    #expect(host.find(text: "selected 1") != nil)
    #expect(host.find(text: "Pet 1")?.frame.minY == list.minY + 6)
    #expect(host.press(.pageUp))
    #expect(host.find(text: "selected 1") != nil)
  }

  @Test func ctrlClickTogglesRowsOfASetSelection() {
    let host = TestHost(ManyPets(), size: CGSize(width: 300, height: 320), text: .fixedAdvance)
    host.tap(text: "Pet 1")
    host.tap(text: "Pet 3", modifiers: .control)
    #expect(host.find(text: "selected 1,3") != nil)
    host.tap(text: "Pet 1", modifiers: .control)
    #expect(host.find(text: "selected 3") != nil)
    host.tap(text: "Pet 2")
    #expect(host.find(text: "selected 2") != nil)
  }

  struct ManyPets: View {
    @State var selection = Set<Int>()
    var body: some View {
      VStack {
        List((1...6).map { Pet(id: $0, name: "Pet \($0)") }, selection: $selection) { Text($0.name) }
          .frame(height: 250)
        Text("selected \(selection.sorted().map(String.init).joined(separator: ","))")
      }
    }
  }

  @Test func shiftClickSelectsTheRowsFromTheLastRowClicked() {
    let host = TestHost(ManyPets(), size: CGSize(width: 300, height: 320), text: .fixedAdvance)
    host.tap(text: "Pet 2")
    host.tap(text: "Pet 4", modifiers: .shift)
    #expect(host.find(text: "selected 2,3,4") != nil)
    // The anchor stays where the last plain click put it: Shift-clicking above it reaches up.
    host.tap(text: "Pet 1", modifiers: .shift)
    #expect(host.find(text: "selected 1,2") != nil)
    // A Ctrl-click moves the anchor too.
    host.tap(text: "Pet 5", modifiers: .control)
    #expect(host.find(text: "selected 1,2,5") != nil)
    host.tap(text: "Pet 6", modifiers: .shift)
    #expect(host.find(text: "selected 5,6") != nil)
  }

  @Test func shiftArrowsGrowAndShrinkTheSelectionFromItsAnchor() {
    let host = TestHost(ManyPets(), size: CGSize(width: 300, height: 320), text: .fixedAdvance)
    host.tap(text: "Pet 3")
    #expect(host.press(.down, modifiers: .shift))
    #expect(host.press(.down, modifiers: .shift))
    #expect(host.find(text: "selected 3,4,5") != nil)
    // Up moves the end away from the anchor back: the run shrinks, then grows above it.
    #expect(host.press(.up, modifiers: .shift))
    #expect(host.find(text: "selected 3,4") != nil)
    #expect(host.press(.up, modifiers: .shift))
    #expect(host.press(.up, modifiers: .shift))
    #expect(host.find(text: "selected 2,3") != nil)
    #expect(host.press(.home, modifiers: .shift))
    #expect(host.find(text: "selected 1,2,3") != nil)
    // Without Shift the selection is one row again: the one below the selected rows.
    #expect(host.press(.down))
    #expect(host.find(text: "selected 4") != nil)
  }

  @Test func shiftDoesNotExtendASingleSelection() {
    struct One: View {
      @State var selection: Int?
      var body: some View {
        VStack {
          List((1...4).map { Pet(id: $0, name: "Pet \($0)") }, selection: $selection) { Text($0.name) }
            .frame(height: 200)
          Text("selected \(selection.map(String.init) ?? "none")")
        }
      }
    }
    let host = TestHost(One(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.tap(text: "Pet 1")
    host.tap(text: "Pet 3", modifiers: .shift)
    #expect(host.find(text: "selected 3") != nil)
    #expect(host.press(.down, modifiers: .shift))
    #expect(host.find(text: "selected 4") != nil)
  }

  @Test func listOfBindingsEditsTheData() {
    struct Favorites: View {
      @State var pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")]
      var body: some View {
        VStack {
          List($pets) { $pet in
            Toggle(pet.name, isOn: $pet.isFavorite).accessibilityIdentifier("fav\(pet.id)")
          }
          .frame(height: 100)
          Text(pets.filter(\.isFavorite).map(\.name).joined(separator: ","))
            .accessibilityIdentifier("favorites")
        }
      }
    }
    let host = TestHost(Favorites(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "fav2")
    #expect(host.find(id: "favorites")?.text == "Tom")
  }

  struct Settings: View {
    @State var wifi = true
    @State var name = "Trellis"
    var body: some View {
      Form {
        Section("Network") {
          Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
          TextField("Name", text: $name).accessibilityIdentifier("name")
        }
        Text("Plain row").accessibilityIdentifier("plain")
      }
      .frame(width: 400, height: 300)
    }
  }

  @Test func formRowsPutLabelsLeadingAndControlsTrailing() {
    let host = TestHost(Settings(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // 20 points of form padding, 12 inside each row: rows span x 32...368.
    let wifi = host.frame(of: "wifi")!
    #expect(wifi.minX == 32)
    #expect(wifi.maxX == 368)
    #expect(host.find(text: "Wi-Fi")?.frame.minX == 32)
    #expect(host.tree.all(ofType: "Switch").first?.frame.maxX == 368)
    // Header: 20 points of padding, then the header text (20) and 7 below it.
    #expect(host.find(text: "Network")?.frame == CGRect(x: 24, y: 20, width: 70, height: 20))
    // The first row starts at 47 and is 38 high; the 22-point switch row sits 8 points down.
    #expect(wifi.minY == 55)
    let field = host.tree.all(ofType: "TextField").first!.frame
    #expect(field.maxX == 368)
    #expect(host.find(text: "Name")?.frame.minX == 32)
    // A plain row after the section sits in a box of its own, 18 points further down.
    #expect(host.frame(of: "plain")?.minX == 32)
  }

  @Test func theGroupedFormStyleIsTheFormTrellisDraws() {
    let plain = TestHost(Settings(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let grouped = TestHost(
      Settings().formStyle(.grouped), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let automatic = TestHost(
      Settings().formStyle(.automatic), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(grouped.frame(of: "wifi") == CGRect(x: 32, y: 55, width: 336, height: 22))
    #expect(grouped.tree == plain.tree)
    #expect(automatic.tree == plain.tree)
  }
}
