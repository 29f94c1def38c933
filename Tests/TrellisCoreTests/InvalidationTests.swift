import Observation
import Testing
import TrellisCore
import TrellisTesting

@Observable
private final class Pair {
  var left = 0
  var right = 0
}

/// Only what changed runs again: body evaluation counts after one state change in large trees.
@MainActor
struct InvalidationTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  struct Row: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("row \(index): \(taps)") { taps += 1 }.buttonStyle(.plain).accessibilityIdentifier("row\(index)")
    }
  }

  struct ThousandRows: View {
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<1000) { Row(index: $0) }
      }
    }
  }

  @Test func oneRowsStateReevaluatesThatRowOnly() {
    let host = host(ThousandRows())
    #expect(host.graph.bodyEvaluations(of: Row.self) == 1000)
    let owner = host.graph.bodyEvaluations(of: ThousandRows.self)
    let rows = host.graph.bodyEvaluations(of: Row.self)
    #expect(host.tap(id: "row500"))
    #expect(host.find(text: "row 500: 1") != nil)
    #expect(host.graph.bodyEvaluations(of: Row.self) == rows + 1)
    #expect(host.graph.bodyEvaluations(of: ThousandRows.self) == owner)
  }

  struct Item: Identifiable, Equatable {
    let id: Int
    var value = 0
  }

  struct BoundRow: View {
    @Binding var item: Item
    var body: some View {
      Button("item \(item.id): \(item.value)") { item.value += 1 }.buttonStyle(.plain)
        .accessibilityIdentifier("item\(item.id)")
    }
  }

  struct BoundList: View {
    @State private var items = (0..<1000).map { Item(id: $0) }
    var body: some View {
      VStack(spacing: 0) {
        ForEach($items) { $item in BoundRow(item: $item) }
      }
    }
  }

  @Test func editingThroughForEachBindingsReevaluatesTheOwnerAndThatRow() {
    let host = host(BoundList())
    let owner = host.graph.bodyEvaluations(of: BoundList.self)
    let rows = host.graph.bodyEvaluations(of: BoundRow.self)
    #expect(rows == 1000)
    #expect(host.tap(id: "item500"))
    #expect(host.find(text: "item 500: 1") != nil)
    #expect(host.graph.bodyEvaluations(of: BoundList.self) == owner + 1)
    #expect(host.graph.bodyEvaluations(of: BoundRow.self) == rows + 1)
  }

  fileprivate struct LeftReader: View {
    let pair: Pair
    var body: some View { Text("left \(pair.left)") }
  }

  fileprivate struct RightReader: View {
    let pair: Pair
    var body: some View { Text("right \(pair.right)") }
  }

  fileprivate struct PairOwner: View {
    let pair: Pair
    var body: some View {
      VStack {
        ForEach(0..<50) { _ in LeftReader(pair: pair) }
        RightReader(pair: pair)
      }
    }
  }

  @Test func observableWriteReevaluatesOnlyReadersOfThatProperty() {
    let pair = Pair()
    let host = host(PairOwner(pair: pair))
    let total = host.graph.bodyEvaluations
    pair.right = 1
    host.flush()
    #expect(host.graph.bodyEvaluations == total + 1)
    #expect(host.graph.bodyEvaluations(of: RightReader.self) == 2)
    pair.left = 1
    host.flush()
    #expect(host.graph.bodyEvaluations == total + 51)
    #expect(host.graph.bodyEvaluations(of: LeftReader.self) == 100)
    #expect(host.graph.bodyEvaluations(of: PairOwner.self) == 1)
  }

  @Test func stateReadOnlyInAForEachsContentReevaluatesItsOwner() {
    struct Bars: View {
      @State private var wide = false
      var body: some View {
        VStack(spacing: 0) {
          ForEach(0..<2) { index in
            Color.red.frame(width: wide ? 100 : 50, height: 10).accessibilityIdentifier("bar\(index)")
          }
          Button("widen") { wide = true }
        }
      }
    }
    let host = host(Bars())
    #expect(host.find(id: "bar1")?.frame.width == 50)
    #expect(host.tap(text: "widen"))
    #expect(host.find(id: "bar0")?.frame.width == 100)
    #expect(host.find(id: "bar1")?.frame.width == 100)
  }

  /// Keeps the binding its view hands out, as an app's model or closure might.
  @MainActor final class BindingKeeper {
    var binding: Binding<Int>?
  }

  struct Counter: View {
    let keeper: BindingKeeper
    @State private var count = 0
    var body: some View {
      let _ = keeper.binding = $count
      Text("count \(count)")
    }
  }

  struct Removable: View {
    let keeper: BindingKeeper
    @State var shown = true
    var body: some View {
      VStack {
        if shown { Counter(keeper: keeper) }
        Button("hide") { shown = false }
      }
    }
  }

  @Test func writingStateThroughABindingThatOutlivedItsViewIsSafe() {
    let keeper = BindingKeeper()
    let host = host(Removable(keeper: keeper))
    keeper.binding?.wrappedValue = 1
    host.flush()
    #expect(host.find(text: "count 1") != nil)
    #expect(host.tap(text: "hide"))
    #expect(host.find(text: "count 1") == nil)
    let evaluations = host.graph.bodyEvaluations(of: Counter.self)
    keeper.binding?.wrappedValue = 2
    host.flush()
    #expect(host.graph.bodyEvaluations(of: Counter.self) == evaluations)
    #expect(keeper.binding?.wrappedValue == 2)
  }

  struct ChildReader: View {
    @Binding var value: Int
    var body: some View { Text("child \(value)") }
  }

  struct ParentOwner: View {
    @State private var value = 0
    var body: some View {
      VStack {
        ChildReader(value: $value)
        Button("bump") { value += 1 }
      }
    }
  }

  @Test func aChildReadingItsParentsStateThroughABindingUpdates() {
    let host = host(ParentOwner())
    #expect(host.tap(text: "bump"))
    #expect(host.find(text: "child 1") != nil)
    #expect(host.tap(text: "bump"))
    #expect(host.find(text: "child 2") != nil)
  }

  @Test func unchangedStateWriteEvaluatesNothing() {
    struct Same: View {
      @State private var value = 3
      var body: some View {
        Button("value \(value)") { value = 3 }.buttonStyle(.plain).accessibilityIdentifier("same")
      }
    }
    let host = host(Same())
    let before = host.graph.bodyEvaluations(of: Same.self)
    host.tap(id: "same")
    #expect(host.graph.bodyEvaluations(of: Same.self) == before)
  }

  @Test func unchangedChildInputsSkipTheChildsBody() {
    struct Leaf: View {
      let label: String
      var body: some View { Text(label) }
    }
    struct Parent: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Leaf(label: "fixed")
          Leaf(label: "count \(count)")
          Button("add") { count += 1 }.buttonStyle(.plain).accessibilityIdentifier("add")
        }
      }
    }
    let host = host(Parent())
    #expect(host.graph.bodyEvaluations(of: Leaf.self) == 2)
    host.tap(id: "add")
    // The parent runs again; of its two leaves only the one whose input changed does.
    #expect(host.graph.bodyEvaluations(of: Parent.self) == 2)
    #expect(host.graph.bodyEvaluations(of: Leaf.self) == 3)
  }

  @Test func stateChangeLaysOutAgainWithoutAFullRemeasure() {
    let host = host(ThousandRows())
    let measured = host.graph.measurements
    #expect(host.tap(id: "row500"))
    // The row's text changed width ("0" → "1" keeps it): the tap re-measures a handful of
    // nodes on the path to the root, not the 1,000 rows.
    #expect(host.graph.measurements - measured < 50)
  }
}
