import Testing
import TrellisCore
import TrellisTesting

/// Outside a list or a form, a section is its header, its content's views and its footer, laid
/// out by the container around it as its own children, as in SwiftUI: no row styling, and in a
/// lazy stack the rows of a `ForEach` in the section are made lazily.
@MainActor
struct SectionOutsideListTests {
  @Test func inAStackTheViewsAreTheStacksChildren() {
    let view = VStack(alignment: .leading, spacing: 4) {
      Section {
        Text("one").accessibilityIdentifier("one")
        Text("two").accessibilityIdentifier("two")
      } header: {
        Text("head").accessibilityIdentifier("head")
      } footer: {
        Text("foot").accessibilityIdentifier("foot")
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // Four texts of 20 points, 4 apart: 92 high, centered in 200; 40 wide, centered.
    #expect(host.frame(of: "head") == CGRect(x: 80, y: 54, width: 40, height: 20))
    #expect(host.frame(of: "one") == CGRect(x: 80, y: 78, width: 30, height: 20))
    #expect(host.frame(of: "two") == CGRect(x: 80, y: 102, width: 30, height: 20))
    #expect(host.frame(of: "foot") == CGRect(x: 80, y: 126, width: 40, height: 20))
  }

  struct Row: View {
    let index: Int
    var body: some View {
      Text("Row \(index)").frame(height: 30).accessibilityIdentifier("row\(index)")
    }
  }

  struct Sections: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          Section {
            ForEach(0..<1_000) { Row(index: $0) }
          } header: {
            Text("First").frame(height: 30).accessibilityIdentifier("first")
          }
          Section("Second") {
            ForEach(1_000..<2_000) { Row(index: $0) }
          }
        }
      }
    }
  }

  @Test func inALazyStackTheRowsAreMadeLazily() {
    let host = TestHost(Sections(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // The header, then rows of 30 from y = 30: the 300-point viewport and one more viewport's
    // length below it hold rows 0 through 18.
    #expect(host.frame(of: "first") == CGRect(x: 175, y: 0, width: 50, height: 30))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: 30, width: 50, height: 30))
    #expect(host.frame(of: "row18")?.minY == 570)
    #expect(host.find(id: "row19") == nil)
    #expect(host.graph.bodyEvaluations(of: Row.self) == 19)
    // The second section's header is a plain text, placed after the first section's thousand
    // rows at their estimated length; none of its rows is made.
    #expect(host.find(text: "Second")?.frame == CGRect(x: 170, y: 30_030, width: 60, height: 20))
    #expect(host.find(id: "row1000") == nil)
  }

  @Test func aForEachInsideALazyForEachsElementMakesItsViews() {
    // The outer `ForEach` gives the lazy stack its elements; each is made whole, inner rows
    // included (they had been left for the stack to ask for, which it never did).
    let view = ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<2) { group in
          ForEach(0..<2) { item in
            Text("\(group)-\(item)").frame(height: 25).accessibilityIdentifier("\(group)-\(item)")
          }
        }
      }
    }
    let host = TestHost(view, size: CGSize(width: 100, height: 200), text: .fixedAdvance)
    for (index, id) in ["0-0", "0-1", "1-0", "1-1"].enumerated() {
      #expect(host.frame(of: id) == CGRect(x: 35, y: CGFloat(index) * 25, width: 30, height: 25))
    }
  }

  @Test func inAListTheSectionIsStillAGroupOfRows() {
    let view = List {
      Section("Header") {
        Text("one").accessibilityIdentifier("one")
        Text("two").accessibilityIdentifier("two")
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let one = host.frame(of: "one")
    let two = host.frame(of: "two")
    // Rows are padded to at least 28 points, with a separator between them.
    #expect(one != nil && two != nil)
    #expect((two?.minY ?? 0) - (one?.minY ?? 0) >= 28)
    #expect(host.find(text: "Header") != nil)
  }
}
