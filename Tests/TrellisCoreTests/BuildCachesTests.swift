import Testing
import TrellisTesting

@testable import TrellisCore

/// What building the graph keeps per type, and the tables behind it: a wrong entry would link a
/// view's state to another view's storage or match a `ForEach` element to another's node.
@MainActor
struct BuildCachesTests {
  final class Marker {}

  // MARK: TypeTable

  @Test func typeTableKeepsEveryValueAsItGrows() {
    // Identifiers of live objects stand in for types: 200 keys make the table grow three times.
    let markers = (0..<200).map { _ in Marker() }
    var table = TypeTable<Int>()
    for (index, marker) in markers.enumerated() { table.set(index, for: ObjectIdentifier(marker)) }
    #expect(table.count == 200)
    for (index, marker) in markers.enumerated() { #expect(table[ObjectIdentifier(marker)] == index) }
    #expect(table[ObjectIdentifier(Marker())] == nil)
    table.set(-1, for: ObjectIdentifier(markers[7]))
    #expect(table[ObjectIdentifier(markers[7])] == -1)
    #expect(table.count == 200)
    #expect(table.entries.count == 200)
  }

  // MARK: NodeStorage

  @Test func nodeStorageKeepsSlotsInOrder() {
    let objects = (0..<4).map { _ in Marker() }
    var storage = NodeStorage()
    #expect(storage.isEmpty)
    #expect(storage.count == 0)
    storage.append(objects[0])
    #expect(!storage.isEmpty)
    #expect(storage.count == 1)
    storage.append(objects[1])
    storage.append(objects[2])
    #expect(storage.count == 3)
    #expect(ObjectIdentifier(storage[0]) == ObjectIdentifier(objects[0]))
    #expect(ObjectIdentifier(storage[1]) == ObjectIdentifier(objects[1]))
    #expect(ObjectIdentifier(storage[2]) == ObjectIdentifier(objects[2]))
    storage[0] = objects[3]
    storage[2] = objects[0]
    #expect(ObjectIdentifier(storage[0]) == ObjectIdentifier(objects[3]))
    #expect(ObjectIdentifier(storage[1]) == ObjectIdentifier(objects[1]))
    #expect(ObjectIdentifier(storage[2]) == ObjectIdentifier(objects[0]))
    #expect(storage.count == 3)
  }

  // MARK: CompositeViewType

  struct Plain: View {
    let title: String
    var body: some View { Text(title) }
  }

  struct Stateful: View {
    let title: String
    @State private var count = 0
    @State private var name = "x"
    var body: some View { Text("\(title) \(count) \(name)") }
  }

  @Test func compositeViewTypeIsMadeOncePerTypeWithItsNodeClass() {
    let plain = CompositeViewType.of(Plain.self)
    #expect(CompositeViewType.of(Plain.self) === plain)
    #expect(ObjectIdentifier(plain.nodeClass) == ObjectIdentifier(CompositeNode<Plain>.self))
    let stateful = CompositeViewType.of(Stateful.self)
    #expect(stateful !== plain)
    #expect(ObjectIdentifier(stateful.nodeClass) == ObjectIdentifier(CompositeNode<Stateful>.self))
    guard case .none = plain.links else {
      Issue.record("a view without dynamic properties links nothing")
      return
    }
    guard case .offsets(let properties) = stateful.links else {
      Issue.record("two @State fields are linked through their offsets")
      return
    }
    let fields = properties.fields
    #expect(properties.updates.isEmpty)
    #expect(fields.count == 2)
    #expect(fields[0].storage.map(ObjectIdentifier.init) == ObjectIdentifier(StateCell<Int>.self))
    #expect(fields[1].storage.map(ObjectIdentifier.init) == ObjectIdentifier(StateCell<String>.self))
  }

  @Test func nodesMadeThroughTheKeptClassKeepTheirOwnState() {
    struct Pair: View {
      var body: some View {
        VStack {
          Stateful(title: "a")
          Stateful(title: "b")
        }
      }
    }
    let host = TestHost(Pair(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "a 0 x") != nil)
    #expect(host.find(text: "b 0 x") != nil)
    #expect(host.graph.bodyEvaluations(of: Stateful.self) == 2)
  }

  // MARK: State layout

  struct Wide: Equatable {
    var a: SIMD4<Float>
    var b: Int8
  }

  @Test func stateFindsItsInitialValueWhereSwiftLaysItOut() {
    func check<Value>(_: Value.Type) {
      #expect(
        State<Value>.initialValueOffset == MemoryLayout<State<Value>>.offset(of: \State<Value>.initialValue))
    }
    check(Int8.self)
    check(Int.self)
    check(Double.self)
    check(String.self)
    check(Bool?.self)
    check(SIMD4<Float>.self)
    check(Wide.self)
    check([Int].self)
  }

  @Test func stateOfEveryLayoutStartsFromItsInitialValue() {
    struct Values: View {
      @State private var small: Int8 = 7
      @State private var vector = SIMD4<Float>(1, 2, 3, 4)
      @State private var wide = Wide(a: SIMD4<Float>(5, 6, 7, 8), b: 9)
      @State private var text = "hello"
      var body: some View {
        Text("\(small) \(vector[3]) \(wide.a[0]) \(wide.b) \(text)")
      }
    }
    let host = TestHost(Values(), size: CGSize(width: 400, height: 100), text: .fixedAdvance)
    // A float interpolated into a key shows six decimals, as SwiftUI formats it with `%lf`.
    #expect(host.find(text: "7 4.000000 5.000000 9 hello") != nil)
  }

  // MARK: IDIndex

  @Test func idIndexFindsEachPositionAndTellsCollisionsApart() {
    let ids = ["a", "b", "c", "d", "e"]
    // Two pairs share a hash, as distinct ids may.
    let hashes = [10, 20, 10, 30, 20]
    var index = IDIndex(capacity: ids.count)
    for position in ids.indices { index.insert(hash: hashes[position], position: position) }
    for (position, id) in ids.enumerated() {
      #expect(index.position(ofHash: hashes[position], where: { ids[$0] == id }) == position)
    }
    #expect(index.position(ofHash: 10, where: { ids[$0] == "z" }) == nil)
    #expect(index.position(ofHash: 40, where: { _ in true }) == nil)
    #expect(IDIndex().position(ofHash: 10, where: { _ in true }) == nil)
    #expect(IDIndex(capacity: 0).position(ofHash: 0, where: { _ in true }) == nil)
  }

  @Test func idIndexHoldsManyIDs() {
    let count = 1000
    var index = IDIndex(capacity: count)
    for position in 0..<count { index.insert(hash: position.hashValue, position: position) }
    for position in stride(from: 0, to: count, by: 37) {
      #expect(index.position(ofHash: position.hashValue, where: { $0 == position }) == position)
    }
  }

  // MARK: ForEach ids

  struct Row: Equatable {
    // At offset zero, as `\.self` is, but of another type: applied as a key path.
    var name: String
    var order: Int
  }

  struct Rows: View {
    @State var rows: [Row]
    var body: some View {
      VStack {
        ForEach(rows, id: \.name) { row in
          Text("\(row.name)\(row.order)").accessibilityIdentifier(row.name)
        }
        Button("swap") { rows.reverse() }.accessibilityIdentifier("swap")
      }
    }
  }

  @Test func forEachAppliesAKeyPathToAFieldAtOffsetZero() {
    let host = TestHost(
      Rows(rows: [Row(name: "x", order: 1), Row(name: "y", order: 2)]),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "x1") != nil)
    #expect(host.find(text: "y2") != nil)
    #expect(host.frame(of: "x")!.minY < host.frame(of: "y")!.minY)
    host.tap(id: "swap")
    #expect(host.frame(of: "y")!.minY < host.frame(of: "x")!.minY)
  }

  @Test func forEachOverARangeIdentifiedBySelfKeepsStatePerElement() {
    struct Counters: View {
      @State private var range = 0..<3
      var body: some View {
        VStack {
          ForEach(range, id: \.self) { Counter(name: "c\($0)") }
          Button("shift") { range = 1..<4 }.accessibilityIdentifier("shift")
        }
      }
    }
    let host = TestHost(Counters(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.tap(id: "c1")
    host.tap(id: "c2")
    host.tap(id: "c2")
    host.tap(id: "shift")
    #expect(host.find(id: "c0") == nil)
    #expect(host.find(text: "c1=1") != nil)
    #expect(host.find(text: "c2=2") != nil)
    #expect(host.find(text: "c3=0") != nil)
  }

  @Test func forEachGivesRepeatedIDsNodesOfTheirOwnAndDropsThem() {
    struct Repeats: View {
      @State private var items = [1, 2, 1]
      var body: some View {
        VStack {
          ForEach(items, id: \.self) { Text("item\($0)") }
          Button("dedupe") { items = [1, 2] }.accessibilityIdentifier("dedupe")
        }
      }
    }
    let host = TestHost(Repeats(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.tree.allNodes.filter { $0.text == "item1" }.count == 2)
    host.tap(id: "dedupe")
    #expect(host.tree.allNodes.filter { $0.text == "item1" }.count == 1)
    #expect(host.find(text: "item2") != nil)
  }

  struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
      Button("\(name)=\(count)") { count += 1 }.buttonStyle(.plain).accessibilityIdentifier(name)
    }
  }
}
