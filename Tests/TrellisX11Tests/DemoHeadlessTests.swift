import Foundation
import Testing
import TrellisCore

/// Every demo rendered headlessly, with no display: `--snapshot` writes the window's PNG and,
/// with `TRELLIS_LAYOUT_DUMP` set, its layout tree, which these tests check against what each
/// demo must show.
@Suite(.serialized)
@MainActor
struct DemoHeadlessTests {
  private func render(_ demo: String) throws -> (window: DumpedWindow, png: Data) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(demo)-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = try AppProcess(demo, arguments: ["--snapshot", file.path], environment: ["DISPLAY": ""])
    #expect(app.waitForExit() == 0, "\(demo) --snapshot failed: \(app.printed)")
    let window = try #require(app.window(), "no layout tree was written: \(app.printed)")
    let png = try Data(contentsOf: file)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    return (window, png)
  }

  private func texts(_ node: LayoutTreeNode) -> [String] { node.allNodes.compactMap(\.text) }

  @Test func petVotingShowsTheLeaderboardTheRowOfButtonsAndTheLeaderOnTop() throws {
    let (window, _) = try render("PetVoting")
    #expect(window.size == [700, 620])
    let leaderboard = try #require(window.root.find(id: "leaderboard"))
    #expect(texts(leaderboard) == ["Cat", "25", "Goldfish", "9", "Dog", "16"])
    let bars = leaderboard.all(ofType: "ProgressView").map(\.frame.width)
    #expect(bars.count == 3 && Set(bars).count == 1, "every bar equally wide: \(bars)")
    let buttons = ["Cat", "Goldfish", "Dog"].compactMap { window.buttons(labeled: $0).first?.frame }
    #expect(buttons.count == 3 && Set(buttons.map(\.minY)).count == 1 && Set(buttons.map(\.width)).count == 1)
    let profile = try #require(window.root.find(id: "profile"))
    let cat = try #require(profile.find(text: "C")?.frame)
    for other in ["G", "D"] {
      #expect(cat.minY < (profile.find(text: other)?.frame.minY ?? 0), "the leader, Cat, sits on top")
    }
  }

  @Test func avocadoToastKeepsTheTitleBesideItsRatingAndDetails() throws {
    let (window, _) = try render("AvocadoToast")
    let cell = try #require(window.root.find(id: "Avocado Toast"))
    #expect(texts(cell).starts(with: ["Avocado Toast", "delicious"]))
    let title = try #require(cell.find(text: "Avocado Toast")?.frame)
    let adjective = try #require(cell.find(text: "delicious")?.frame)
    #expect(adjective.minX > title.maxX, "the adjective follows the title on its line")
    #expect(!cell.all(ofType: "AvocadoShape").isEmpty, "the drawn avocado is in the cell")
  }

  @Test func ringsStartsWithEightWedges() throws {
    let (window, _) = try render("Rings")
    let ring = try #require(window.root.find(id: "ring"))
    #expect(ring.all(ofType: "WedgeShape").count == 8)
    #expect(window.root.find(text: "8 wedges — click one to remove it.") != nil)
  }

  @Test func flowLayoutWrapsAllHundredAndFiftyTags() throws {
    let (window, _) = try render("FlowLayout")
    let tags = try #require(window.root.find(id: "tags"))
    let numbers = texts(tags).compactMap(Int.init)
    #expect(numbers == Array(0..<150))
    let lines = Set(tags.allNodes.filter { $0.text.flatMap(Int.init) != nil }.map(\.frame.minY))
    #expect(lines.count > 5, "the tags wrap onto several lines")
  }

  @Test func galleryShowsEverySection() throws {
    let (window, _) = try render("Gallery")
    for section in ["Buttons", "Toggles", "Values", "Pickers"] {
      #expect(window.root.find(id: section) != nil, "missing section \(section)")
    }
    #expect(window.root.all(ofType: "Button").count >= 9)
  }

  @Test func textPadOpensAnUntitledDocument() throws {
    let (window, _) = try render("TextPad")
    #expect(window.title == "Untitled")
    #expect(window.size == [480, 320])
    #expect(window.root.find(id: "text") != nil)
    #expect(window.root.find(id: "status")?.text == "1 line, 0 characters")
  }

  @Test func checklistOpensANewChecklistOfThreeItems() throws {
    let (window, _) = try render("Checklist")
    #expect(window.title == "Untitled")
    #expect(window.size == [360, 320])
    #expect(window.root.all(ofType: "Toggle").count == 3)
    #expect(window.root.find(id: "status")?.text == "0 of 3 done")
  }
}
