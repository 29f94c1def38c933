import Observation
import Testing
import TrellisCore
import TrellisTesting

/// A model as apps write them with the toolchain's Observation.
@Observable
private final class Scoreboard {
  var title = "Scores"
  var points = 0
}

/// `@Observable` models read in bodies, `@Bindable`, and models in the environment: a write
/// re-evaluates exactly the bodies that read the property written.
@MainActor
struct ObservationTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct TitleReader: View {
    let board: Scoreboard
    var body: some View { Text("title \(board.title)") }
  }

  fileprivate struct PointsReader: View {
    let board: Scoreboard
    var body: some View { Text("points \(board.points)") }
  }

  @Test func writingAPropertyReevaluatesOnlyItsReaders() {
    let board = Scoreboard()
    let host = host(
      VStack {
        TitleReader(board: board)
        PointsReader(board: board)
      })
    let titles = host.graph.bodyEvaluations(of: TitleReader.self)
    let points = host.graph.bodyEvaluations(of: PointsReader.self)
    let total = host.graph.bodyEvaluations

    board.points = 5
    #expect(host.graph.needsUpdate)
    #expect(host.find(text: "points 5") != nil)
    #expect(host.graph.bodyEvaluations(of: PointsReader.self) == points + 1)
    #expect(host.graph.bodyEvaluations(of: TitleReader.self) == titles)
    #expect(host.graph.bodyEvaluations == total + 1)

    board.title = "Final"
    #expect(host.find(text: "title Final") != nil)
    #expect(host.graph.bodyEvaluations(of: TitleReader.self) == titles + 1)
    #expect(host.graph.bodyEvaluations(of: PointsReader.self) == points + 1)
  }

  @Test func readerKeepsObservingAfterReevaluation() {
    let board = Scoreboard()
    let host = host(PointsReader(board: board))
    for value in 1...3 {
      board.points = value
      #expect(host.find(text: "points \(value)") != nil)
    }
  }

  fileprivate struct PointsEditor: View {
    @Bindable var board: Scoreboard
    var body: some View {
      PointsButton(points: $board.points)
    }
  }

  fileprivate struct PointsButton: View {
    @Binding var points: Int
    var body: some View {
      Button("add") { points += 10 }.accessibilityIdentifier("add")
    }
  }

  @Test func bindableMakesBindingsToModelProperties() {
    let board = Scoreboard()
    let host = host(
      VStack {
        PointsEditor(board: board)
        PointsReader(board: board)
      })
    host.tap(id: "add")
    host.tap(id: "add")
    #expect(board.points == 20)
    #expect(host.find(text: "points 20") != nil)
  }

  fileprivate struct EnvironmentPointsReader: View {
    @Environment(Scoreboard.self) private var board
    var body: some View { Text("env points \(board.points)") }
  }

  fileprivate struct OptionalBoardReader: View {
    @Environment(Scoreboard.self) private var board: Scoreboard?
    var body: some View { Text(board == nil ? "no board" : "has board") }
  }

  @Test func modelInTheEnvironment() {
    let board = Scoreboard()
    let host = host(
      VStack {
        EnvironmentPointsReader()
        OptionalBoardReader()
      }
      .environment(board))
    #expect(host.find(text: "env points 0") != nil)
    #expect(host.find(text: "has board") != nil)
    board.points = 3
    #expect(host.find(text: "env points 3") != nil)
  }

  @Test func optionalEnvironmentModelMayBeMissing() {
    let host = host(OptionalBoardReader())
    #expect(host.find(text: "no board") != nil)
  }

  @Test func modelOwnedByStateSurvivesReevaluation() {
    struct Owner: View {
      @State private var board = Scoreboard()
      @State private var ticks = 0
      var body: some View {
        VStack {
          PointsEditor(board: board)
          PointsReader(board: board)
          Button("tick \(ticks)") { ticks += 1 }.accessibilityIdentifier("tick")
        }
      }
    }
    let host = host(Owner())
    host.tap(id: "add")
    host.tap(id: "tick")
    #expect(host.find(text: "points 10") != nil)
    #expect(host.find(text: "tick 1") != nil)
  }
}
