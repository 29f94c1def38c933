import Testing
import TrellisCore
import TrellisTesting

/// `OutlineGroup` and `List(_:children:)`: in a list every element shown is a row, indented by
/// its depth behind a chevron; elsewhere an outline is nested disclosure groups. Text is 10
/// points a character and 20 high; list rows are 32 high and start 10 points in.
@MainActor
struct OutlineTests {
  struct Item: Identifiable {
    let name: String
    var children: [Item]?
    var id: String { name }
  }

  static let files = [
    Item(name: "Docs", children: [Item(name: "a.txt"), Item(name: "b.txt", children: [Item(name: "deep")])]),
    Item(name: "Music", children: [Item(name: "Song")]),
    Item(name: "notes"),
  ]

  struct Tree: View {
    @State var selection: String?
    var body: some View {
      VStack {
        List(OutlineTests.files, children: \.children, selection: $selection) { item in
          Text(item.name)
        }
        .frame(height: 240)
        .accessibilityIdentifier("list")
        Text("selected \(selection ?? "none")")
      }
    }
  }

  /// The chevrons of the rows shown, top to bottom.
  private func chevrons(_ host: TestHost<Tree>) -> [CGRect] {
    host.tree.allNodes.filter { $0.id == "outline-chevron" }.map(\.frame).sorted { $0.minY < $1.minY }
  }

  @Test func rootsStartCollapsedWithChevronsOnlyWhereThereAreChildren() throws {
    let host = TestHost(Tree(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let top = try #require(host.frame(of: "list")).minY
    // Chevron 16 wide and 4 points of gap: the text starts 30 points in.
    #expect(host.find(text: "Docs")?.frame == CGRect(x: 30, y: top + 10, width: 40, height: 20))
    #expect(host.find(text: "Music")?.frame == CGRect(x: 30, y: top + 42, width: 50, height: 20))
    #expect(host.find(text: "notes")?.frame == CGRect(x: 30, y: top + 74, width: 50, height: 20))
    #expect(host.find(text: "a.txt") == nil)
    #expect(chevrons(host).count == 2)
  }

  @Test func aChevronExpandsItsRowAndChildrenAreIndented() throws {
    let host = TestHost(Tree(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let top = try #require(host.frame(of: "list")).minY
    let docs = try #require(chevrons(host).first)
    host.tap(at: CGPoint(x: docs.midX, y: docs.midY))
    // One more level: 20 points further in, rows in order below their parent.
    #expect(host.find(text: "a.txt")?.frame == CGRect(x: 50, y: top + 42, width: 50, height: 20))
    #expect(host.find(text: "b.txt")?.frame == CGRect(x: 50, y: top + 74, width: 50, height: 20))
    #expect(host.find(text: "Music")?.frame.minY == top + 106)
    #expect(host.find(text: "deep") == nil)
    // The chevron only expands: no row was selected.
    #expect(host.find(text: "selected none") != nil)
    // b.txt has children of its own; then Docs collapses it all again.
    let nested = chevrons(host)[1]
    host.tap(at: CGPoint(x: nested.midX, y: nested.midY))
    #expect(host.find(text: "deep")?.frame == CGRect(x: 70, y: top + 106, width: 40, height: 20))
    host.tap(at: CGPoint(x: docs.midX, y: docs.midY))
    #expect(host.find(text: "a.txt") == nil)
    #expect(host.find(text: "deep") == nil)
    #expect(host.find(text: "Music")?.frame.minY == top + 42)
  }

  @Test func aRowSelectsItsElementsID() throws {
    let host = TestHost(Tree(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let music = try #require(chevrons(host).last)
    host.tap(at: CGPoint(x: music.midX, y: music.midY))
    #expect(host.tap(text: "Song"))
    #expect(host.find(text: "selected Song") != nil)
  }

  @Test func outsideAListAnOutlineIsNestedDisclosureGroups() {
    let host = TestHost(
      VStack(alignment: .leading) {
        OutlineGroup(OutlineTests.files, children: \.children) { Text($0.name) }
      },
      size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "Docs") != nil)
    #expect(host.find(text: "notes") != nil)
    #expect(host.find(text: "a.txt") == nil)
    #expect(host.tap(text: "Docs"))
    host.advanceClock(by: 1)
    let docs = host.find(text: "Docs")!.frame
    let child = host.find(text: "a.txt")!.frame
    // A disclosure group's content lines up with its label's text.
    #expect(child.minX == docs.minX)
    #expect(child.minY > docs.maxY)
  }
}
