import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.listRowBackground`: the view fills the whole row, padding included, behind the row's
/// content, in lists and (clipped to the rounded box) in forms.
@MainActor
struct ListRowBackgroundTests {
  struct Rows: View {
    let form: Bool
    @State private var marked = true
    var body: some View {
      let rows = Group {
        Text("a")
        Text("b").listRowBackground(marked ? Color(red: 1, green: 0, blue: 0) : nil)
        Text("c")
        Button("Toggle") { marked.toggle() }.accessibilityIdentifier("toggle")
      }
      if form { Form { rows } } else { List { rows } }
    }
  }

  private func redFills(_ host: TestHost<some View>) -> [CGRect] {
    host.displayList().items.compactMap { item in
      if case .fill(let path, .color(let color), _) = item, color.red == 1, color.green == 0, color.blue == 0
      {
        return path.boundingRect
      }
      return nil
    }
  }

  @Test func backgroundFillsTheWholeRowBehindItsContent() throws {
    let host = TestHost(Rows(form: false), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let b = try #require(host.find(text: "b")?.frame)
    let a = try #require(host.find(text: "a")?.frame)
    let fills = redFills(host)
    #expect(fills.count == 1)
    let fill = try #require(fills.first)
    // The row spans the list's width; it starts where row a ends.
    #expect(fill.minX == 0 && fill.width == 200)
    #expect(fill.minY > a.maxY && fill.minY < b.minY && fill.maxY > b.maxY)
    #expect(fill.height > b.height)
    // Drawn before the row's text.
    let items = host.displayList().items
    let fillIndex = items.firstIndex {
      if case .fill(_, .color(let c), _) = $0 { c.red == 1 && c.green == 0 } else { false }
    }
    let textIndex = items.firstIndex {
      if case .text(let request, _, _) = $0 { request.string == "b" } else { false }
    }
    #expect((fillIndex ?? .max) < (textIndex ?? -1))
    host.tap(id: "toggle")
    #expect(redFills(host).isEmpty, "a nil background takes it away")
    host.tap(id: "toggle")
    #expect(redFills(host) == fills, "and a new one is placed again")
  }

  @Test func inAFormTheBackgroundIsClippedToTheBox() throws {
    let host = TestHost(Rows(form: true), size: CGSize(width: 200, height: 220), text: .fixedAdvance)
    let items = host.displayList().items
    let index = try #require(
      items.firstIndex {
        if case .fill(_, .color(let c), _) = $0 { c.red == 1 && c.green == 0 } else { false }
      })
    guard case .pushClip(let clip, _) = items[index - 1] else {
      Issue.record("the background is not clipped: \(items[index - 1])")
      return
    }
    // The box is as wide as the row; the row's corners are cut where it meets the box's.
    guard case .fill(let fill, _, _) = items[index] else { return }
    #expect(
      clip.boundingRect.minX == fill.boundingRect.minX && clip.boundingRect.width == fill.boundingRect.width)
    #expect(clip.boundingRect.height > fill.boundingRect.height)
  }
}
