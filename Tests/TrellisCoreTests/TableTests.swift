import Foundation
import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct TableTests {
  struct Person: Identifiable {
    let id: Int
    var name: String
    var city: String
    var age: Int
  }

  static let people = [
    Person(id: 1, name: "Ann", city: "Oslo", age: 31),
    Person(id: 2, name: "Bob", city: "Rome", age: 25),
    Person(id: 3, name: "Cy", city: "Lima", age: 47),
    Person(id: 4, name: "Dee", city: "Kyiv", age: 19),
  ]

  struct Fixed: View {
    var body: some View {
      Table(TableTests.people) {
        TableColumn("Name", value: \.name).width(100)
        TableColumn("City", value: \.city)
        TableColumn("Age") { person in Text("\(person.age)") }
      }
    }
  }

  // With the fixed-advance measurer a character is 10 × 20 points. The header is 28 high, its
  // titles centered; rows are their tallest cell with 4 above and below (at least 24). Columns
  // run from 4 points in, each cell's content 6 points inside its column.
  @Test func fixedAndFlexibleColumns() {
    let host = TestHost(Fixed(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // 392 points of columns: 100 for Name, the other 292 shared by City and Age.
    #expect(host.find(text: "Name")?.frame == CGRect(x: 10, y: 4, width: 40, height: 20))
    #expect(host.find(text: "City")?.frame == CGRect(x: 110, y: 4, width: 40, height: 20))
    #expect(host.find(text: "Age")?.frame == CGRect(x: 256, y: 4, width: 30, height: 20))
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 10, y: 32, width: 30, height: 20))
    #expect(host.find(text: "Oslo")?.frame == CGRect(x: 110, y: 32, width: 40, height: 20))
    #expect(host.find(text: "31")?.frame == CGRect(x: 256, y: 32, width: 20, height: 20))
    #expect(host.find(text: "Bob")?.frame == CGRect(x: 10, y: 60, width: 30, height: 20))
    #expect(host.find(text: "19")?.frame == CGRect(x: 256, y: 116, width: 20, height: 20))
    // Narrower, the flexible columns share 192 points; Name keeps its 100.
    host.resize(to: CGSize(width: 300, height: 300))
    #expect(host.find(text: "City")?.frame.minX == 110)
    #expect(host.find(text: "Age")?.frame.minX == 206)
    #expect(host.find(text: "31")?.frame.minX == 206)
  }

  @Test func boundedAndIdealWidths() {
    struct Bounded: View {
      var body: some View {
        Table(TableTests.people) {
          TableColumn("N", value: \.name).width(min: 50, max: 80)
          TableColumn("C", value: \.city)
          TableColumn("A") { Text("\($0.age)") }.width(ideal: 120)
        }
      }
    }
    let host = TestHost(Bounded(), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    // Age takes its ideal 120; the even share of the other 272 (136) is above Name's maximum,
    // so Name gets 80 and City the remaining 192.
    #expect(host.find(text: "N")?.frame.minX == 10)
    #expect(host.find(text: "C")?.frame.minX == 90)
    #expect(host.find(text: "A")?.frame.minX == 282)
    #expect(host.find(text: "Kyiv")?.frame.minX == 90)
  }

  @Test func longCellsTruncateInsideTheirColumn() {
    struct Long: View {
      var body: some View {
        Table([Person(id: 1, name: String(repeating: "W", count: 500), city: "Oslo", age: 1)]) {
          TableColumn("Name", value: \.name).width(100)
          TableColumn("City", value: \.city)
        }
      }
    }
    let host = TestHost(Long(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let cell = host.tree.allNodes.first { $0.text?.hasPrefix("WWW") == true }?.frame
    // One line, no wider than the column less its padding (100 - 12).
    #expect(cell?.height == 20)
    #expect((cell?.width ?? .infinity) <= 88)
    #expect(host.find(text: "Oslo")?.frame.minX == 110)
  }

  struct Selecting: View {
    @State var selection: Person.ID?
    var body: some View {
      VStack(spacing: 0) {
        Table(TableTests.people, selection: $selection) {
          TableColumn("Name", value: \.name)
        }
        .frame(height: 200)
        .accessibilityIdentifier("table")
        Text("selected \(selection.map(String.init) ?? "none")")
      }
    }
  }

  @Test func clickSelectsOneRow() {
    let host = TestHost(Selecting(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.tap(text: "Bob")
    #expect(host.find(text: "selected 2") != nil)
    // A click beside the text, anywhere in the row, selects it too.
    let top = host.frame(of: "table")!.minY
    host.tap(at: CGPoint(x: 250, y: top + 28 + 2 * 28 + 10))
    #expect(host.find(text: "selected 3") != nil)
    // Ctrl-click on the selected row of a single selection clears it.
    host.tap(text: "Cy", modifiers: .control)
    #expect(host.find(text: "selected none") != nil)
    // Below the last row is no row.
    host.tap(text: "Ann")
    host.tap(at: CGPoint(x: 100, y: top + 190))
    #expect(host.find(text: "selected 1") != nil)
  }

  @Test func arrowKeysMoveTheSelectionOnceFocused() {
    let host = TestHost(Selecting(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.press(.down) == false)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Table")
    host.press(.down)
    #expect(host.find(text: "selected 1") != nil)
    host.press(.down)
    host.press(.down)
    #expect(host.find(text: "selected 3") != nil)
    host.press(.up)
    #expect(host.find(text: "selected 2") != nil)
    host.press(.up)
    host.press(.up)
    #expect(host.find(text: "selected 1") != nil)
    host.tap(text: "Dee")
    host.press(.down)
    #expect(host.find(text: "selected 4") != nil)
  }

  struct Many: View {
    @State var selection = Set<Person.ID>()
    var body: some View {
      VStack(spacing: 0) {
        Table(TableTests.people, selection: $selection) {
          TableColumn("Name", value: \.name)
        }
        .frame(height: 200)
        Text("selected \(selection.sorted().map(String.init).joined(separator: ","))")
      }
    }
  }

  @Test func modifiersExtendASetSelection() {
    let host = TestHost(Many(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.tap(text: "Bob")
    #expect(host.find(text: "selected 2") != nil)
    host.tap(text: "Dee", modifiers: .control)
    #expect(host.find(text: "selected 2,4") != nil)
    host.tap(text: "Bob", modifiers: .control)
    #expect(host.find(text: "selected 4") != nil)
    // Shift selects from the last row clicked (Bob, the anchor) to the row clicked.
    host.tap(text: "Ann", modifiers: .shift)
    #expect(host.find(text: "selected 1,2") != nil)
    host.tap(text: "Cy")
    host.tap(text: "Ann", modifiers: .shift)
    #expect(host.find(text: "selected 1,2,3") != nil)
    host.tap(text: "Dee")
    #expect(host.find(text: "selected 4") != nil)
    host.press(.up, modifiers: .shift)
    host.press(.up, modifiers: .shift)
    #expect(host.find(text: "selected 2,3,4") != nil)
    host.press(.down, modifiers: .shift)
    #expect(host.find(text: "selected 3,4") != nil)
    host.press(.up)
    #expect(host.find(text: "selected 2") != nil)
  }

  struct Sorting: View {
    @State var people = TableTests.people
    @State var order = [KeyPathComparator(\Person.name)]
    var body: some View {
      VStack(spacing: 0) {
        Table(people, sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("Age", value: \.age) { Text("\($0.age)") }
          TableColumn("Note") { _ in Text("-") }
        }
        .frame(height: 200)
        .accessibilityIdentifier("table")
        Text(order.map(Self.describe).joined(separator: " ")).accessibilityIdentifier("order")
      }
      .onChange(of: order) { people.sort(using: order) }
    }

    static func describe(_ comparator: KeyPathComparator<Person>) -> String {
      (comparator.keyPath == \Person.name ? "name" : "age") + (comparator.order == .forward ? "+" : "-")
    }
  }

  @Test func headerClicksChangeTheSortOrder() {
    let host = TestHost(Sorting(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.find(id: "order")?.text == "name+")
    // The first row's text is 32 points below the table's top.
    let first = host.frame(of: "table")!.minY + 32
    host.tap(text: "Name")
    #expect(host.find(id: "order")?.text == "name-")
    // The app sorted its rows: Dee first.
    #expect(host.find(text: "Dee")?.frame.minY == first)
    host.tap(text: "Age")
    #expect(host.find(id: "order")?.text == "age+ name-")
    #expect(host.find(text: "19")?.frame.minY == first)
    #expect(host.find(text: "47")?.frame.minY == first + 3 * 28)
    host.tap(text: "Age")
    #expect(host.find(id: "order")?.text == "age- name-")
    #expect(host.find(text: "47")?.frame.minY == first)
    // A column without a comparator does not sort.
    host.tap(text: "Note")
    #expect(host.find(id: "order")?.text == "age- name-")
  }

  @Test func rowsBuilderListsRowsInOrder() {
    struct Built: View {
      @State var selection: Person.ID?
      var body: some View {
        VStack(spacing: 0) {
          Table(of: Person.self, selection: $selection) {
            TableColumn("Name", value: \.name)
          } rows: {
            TableRow(Person(id: 9, name: "First", city: "", age: 0))
            ForEach(TableTests.people.prefix(2)) { TableRow($0) }
            if selection == nil {
              TableRow(Person(id: 8, name: "Last", city: "", age: 0))
            }
          }
          .frame(height: 200)
          .accessibilityIdentifier("table")
          Text("selected \(selection.map(String.init) ?? "none")")
        }
      }
    }
    let host = TestHost(Built(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let first = host.frame(of: "table")!.minY + 32
    #expect(host.find(text: "First")?.frame.minY == first)
    #expect(host.find(text: "Ann")?.frame.minY == first + 28)
    #expect(host.find(text: "Bob")?.frame.minY == first + 56)
    #expect(host.find(text: "Last")?.frame.minY == first + 84)
    host.tap(text: "Bob")
    #expect(host.find(text: "selected 2") != nil)
    #expect(host.find(text: "Last") == nil)
  }

  @Test func emptyTablesAndBadSizesDoNotCrash() {
    struct Empty: View {
      var body: some View {
        Table([Person]()) {
          TableColumn("Name", value: \.name).width(.nan)
          TableColumn("City", value: \.city).width(min: .infinity, ideal: -5, max: .nan)
        }
      }
    }
    let host = TestHost(Empty(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Name")?.frame.minX == 10)
    host.resize(to: CGSize(width: 0, height: 0))
    #expect(host.find(text: "Name") != nil)
  }
}
