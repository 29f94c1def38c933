import CX11
import Foundation
import Testing
import TrellisCore

/// The pet-voting demo in a real window: clicks vote, resizing switches the buttons between a
/// row and a column, a three-way tie lines the avatars up, the keyboard works, and closing the
/// window ends the app with status 0.
@Suite(.serialized)
@MainActor
struct PetVotingWindowTests {
  private func launch(_ environment: [String: String] = [:]) throws -> (AppProcess, XObserver, UInt) {
    let app = try AppProcess("PetVoting", environment: environment)
    let observer = try XObserver()
    let window = try #require(
      observer.window(titled: "Pet Voting"), "the window did not appear: \(app.printed)")
    _ = try #require(app.waitForWindow(), "no frame was presented: \(app.printed)")
    return (app, observer, window)
  }

  private func count(of pet: String, in window: DumpedWindow) -> String? {
    // The leaderboard row: the pet's name, then its bar, then its count.
    let texts = window.root.find(id: "leaderboard")?.allNodes.compactMap(\.text) ?? []
    guard let index = texts.firstIndex(of: pet), index + 1 < texts.count else { return nil }
    return texts[index + 1]
  }

  private func click(_ observer: XObserver, _ node: LayoutTreeNode) {
    observer.click(atRoot: Int(node.frame.midX), Int(node.frame.midY))
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func windowMapsWithTitleAtItsDefaultSize() throws {
    let (app, observer, window) = try launch()
    let size = observer.size(of: window)
    #expect(size.width == 700 && size.height == 620)
    let dumped = try #require(app.window())
    #expect(dumped.title == "Pet Voting")
    #expect(dumped.size == [700, 620])
    #expect(dumped.root.find(text: "Which pet is best?") != nil)
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func clickingAButtonAddsAVote() throws {
    let (app, observer, _) = try launch()
    let first = try #require(app.window())
    #expect(count(of: "Goldfish", in: first) == "9")
    let button = try #require(first.buttons(labeled: "Goldfish").first)
    click(observer, button)
    let after = app.waitForWindow { self.count(of: "Goldfish", in: $0) == "10" }
    #expect(after != nil, "the leaderboard did not show the new vote")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func resizingSwitchesTheButtonsBetweenARowAndAColumn() throws {
    let (app, observer, window) = try launch()
    func buttonFrames(_ dumped: DumpedWindow) -> [CGRect] {
      ["Cat", "Goldfish", "Dog"].compactMap { dumped.buttons(labeled: $0).first?.frame }
    }
    let wide = try #require(app.window())
    var frames = buttonFrames(wide)
    #expect(frames.count == 3)
    #expect(Set(frames.map(\.minY)).count == 1, "at 700 points the buttons share a row")

    observer.resize(window, width: 300, height: 620)
    let narrow = app.waitForWindow { $0.size == [300, 620] }
    frames = narrow.map(buttonFrames) ?? []
    #expect(frames.count == 3)
    #expect(Set(frames.map(\.minX)).count == 1, "at 300 points the buttons share a column")
    #expect(Set(frames.map(\.minY)).count == 3)

    observer.resize(window, width: 700, height: 620)
    let again = app.waitForWindow { $0.size == [700, 620] }
    frames = again.map(buttonFrames) ?? []
    #expect(Set(frames.map(\.minY)).count == 1, "back at 700 points the buttons share a row again")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func aThreeWayTiePutsTheAvatarsInARow() throws {
    let (app, observer, _) = try launch()
    let first = try #require(app.window())
    let goldfish = try #require(first.buttons(labeled: "Goldfish").first)
    let dog = try #require(first.buttons(labeled: "Dog").first)
    // Cat 25, Goldfish 9, Dog 16: 16 votes for Goldfish and 9 for Dog tie all three at 25.
    for _ in 0..<16 { click(observer, goldfish) }
    for _ in 0..<9 { click(observer, dog) }
    let tied = app.waitForWindow(timeout: 10) { window in
      ["Cat", "Goldfish", "Dog"].allSatisfy { self.count(of: $0, in: window) == "25" }
    }
    #expect(tied != nil, "the votes did not reach a tie")
    // The avatars animate into a row: wait until they settle on one line.
    let settled = app.waitForWindow(timeout: 5) { window in
      let letters = ["C", "G", "D"].compactMap { window.root.find(id: "profile")?.find(text: $0)?.frame.minY }
      return letters.count == 3 && Set(letters).count == 1
    }
    #expect(settled != nil, "the avatars did not line up in a row")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func tabFocusesAButtonAndSpaceActivatesIt() throws {
    let (app, observer, window) = try launch()
    observer.focus(window)
    observer.type(keysym: Int32(XK_Tab))
    observer.type(keysym: Int32(XK_space))
    let after = app.waitForWindow { self.count(of: "Cat", in: $0) == "26" }
    #expect(after != nil, "Tab then Space did not vote for the first pet")
    observer.type(keysym: Int32(XK_Tab))
    observer.type(keysym: Int32(XK_Return))
    let second = app.waitForWindow { self.count(of: "Goldfish", in: $0) == "10" }
    #expect(second != nil, "Tab then Return did not vote for the second pet")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func closingTheWindowExitsWithStatusZero() throws {
    let (app, observer, window) = try launch()
    observer.sendDeleteWindow(window)
    #expect(app.waitForExit() == 0)
  }

  @Test func withoutADisplayTheAppSaysSoAndExitsWithStatusOne() throws {
    let app = try AppProcess("PetVoting", environment: ["DISPLAY": ":4242"])
    #expect(app.waitForExit() == 1)
    let printed = app.printed
    #expect(printed.contains("Trellis: cannot open"))
    #expect(printed.split(separator: "\n").count == 1, "one clear line: \(printed)")
  }

  @Test func snapshotRendersWithoutADisplay() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("pets-\(getpid()).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let app = try AppProcess("PetVoting", arguments: ["--snapshot", file.path], environment: ["DISPLAY": ""])
    #expect(app.waitForExit() == 0)
    let data = try Data(contentsOf: file)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
