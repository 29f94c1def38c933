import Testing
import TrellisCore
import TrellisTesting

/// What the readers saw, in order.
@MainActor
private final class PreferenceLog {
  var values: [[String]] = []
  var widths: [CGFloat] = []
}

/// Names of the views that set one, in view order.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// The widest width set inside.
private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// An optional title; the last one set wins.
private struct TitleKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = nextValue() ?? value
  }
}

/// `PreferenceKey`, `.preference`, `.transformPreference`, `.onPreferenceChange` and the
/// preference-value overlay and background.
@MainActor
struct PreferenceTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct Names: View {
    let log: PreferenceLog
    @State private var items = ["c", "d"]
    @State private var showsB = true
    @State private var unrelated = 0

    var body: some View {
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        if showsB {
          Text("b").padding().preference(key: NamesKey.self, value: ["b"])
        }
        ForEach(items, id: \.self) { item in
          Text(item).preference(key: NamesKey.self, value: [item])
        }
        Text("plain")
        Button("toggle b") { showsB.toggle() }.accessibilityIdentifier("toggle")
        Button("add e") { items.append("e") }.accessibilityIdentifier("add")
        Button("reverse") { items.reverse() }.accessibilityIdentifier("reverse")
        Button("other \(unrelated)") { unrelated += 1 }.accessibilityIdentifier("other")
      }
      .onPreferenceChange(NamesKey.self) { log.values.append($0) }
    }
  }

  @Test func valuesAreReducedInViewOrderAndFollowChanges() {
    let log = PreferenceLog()
    let host = host(Names(log: log))
    #expect(log.values == [["a", "b", "c", "d"]])
    host.tap(id: "toggle")
    #expect(log.values == [["a", "b", "c", "d"], ["a", "c", "d"]])
    host.tap(id: "add")
    #expect(log.values.last == ["a", "c", "d", "e"])
    host.tap(id: "reverse")
    #expect(log.values.last == ["a", "e", "d", "c"])
    host.tap(id: "toggle")
    #expect(log.values.last == ["a", "b", "e", "d", "c"])
    #expect(log.values.count == 5)
  }

  @Test func unchangedValuesCallNoAction() {
    let log = PreferenceLog()
    let host = host(Names(log: log))
    host.tap(id: "other")
    host.tap(id: "other")
    host.resize(to: CGSize(width: 300, height: 300))
    #expect(log.values == [["a", "b", "c", "d"]])
  }

  @Test func aDefaultValueCallsNoActionAtFirst() {
    struct Quiet: View {
      let log: PreferenceLog
      @State private var width: CGFloat = 0
      var body: some View {
        VStack {
          Text("w").preference(key: WidthKey.self, value: width)
          Button("widen") { width = 30 }.accessibilityIdentifier("widen")
        }
        .onPreferenceChange(WidthKey.self) { log.widths.append($0) }
      }
    }
    let log = PreferenceLog()
    let host = host(Quiet(log: log))
    #expect(log.widths == [])
    host.tap(id: "widen")
    #expect(log.widths == [30])
  }

  @Test func anOuterPreferenceReplacesTheContentsValue() {
    struct Outer: View {
      let log: PreferenceLog
      var body: some View {
        VStack {
          Text("x").preference(key: NamesKey.self, value: ["inner"])
        }
        .preference(key: NamesKey.self, value: ["outer"])
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
      }
    }
    let log = PreferenceLog()
    _ = host(Outer(log: log))
    #expect(log.values == [["outer"]])
  }

  @Test func transformPreferenceChangesTheValueOnItsWayUp() {
    struct Transformed: View {
      let log: PreferenceLog
      @State private var suffix = "1"
      var body: some View {
        // Read here, so that the body (and the closure) is made again when it changes.
        let suffix = suffix
        return VStack {
          HStack {
            Text("x").preference(key: NamesKey.self, value: ["x"])
            Text("y").preference(key: NamesKey.self, value: ["y"])
          }
          .transformPreference(NamesKey.self) { $0 = $0.map { $0 + suffix } }
          Text("nothing inside").transformPreference(NamesKey.self) { $0.append("empty") }
          Button("next") { self.suffix = "2" }.accessibilityIdentifier("next")
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
      }
    }
    let log = PreferenceLog()
    let host = host(Transformed(log: log))
    #expect(log.values == [["x1", "y1", "empty"]])
    host.tap(id: "next")
    #expect(log.values == [["x1", "y1", "empty"], ["x2", "y2", "empty"]])
  }

  @Test func nestedReadersEachSeeTheirOwnContent() {
    struct Nested: View {
      let log: PreferenceLog
      let inner: PreferenceLog
      var body: some View {
        VStack {
          Text("p").preference(key: NamesKey.self, value: ["p"])
          VStack {
            Text("q").preference(key: NamesKey.self, value: ["q"])
          }
          .onPreferenceChange(NamesKey.self) { inner.values.append($0) }
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
      }
    }
    let log = PreferenceLog()
    let inner = PreferenceLog()
    _ = host(Nested(log: log, inner: inner))
    #expect(log.values == [["p", "q"]])
    #expect(inner.values == [["q"]])
  }

  @Test func aGeometryReaderInABackgroundReportsItsSize() {
    struct Measured: View {
      let log: PreferenceLog
      @State private var width: CGFloat = 0
      @State private var wide = false
      var body: some View {
        VStack {
          Text(wide ? "wider text" : "text")
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
              }
            )
          Text("measured \(Int(width))")
          Button("widen") { wide = true }.accessibilityIdentifier("widen")
        }
        .onPreferenceChange(WidthKey.self) {
          log.widths.append($0)
          width = $0
        }
      }
    }
    let log = PreferenceLog()
    let host = host(Measured(log: log))
    // Ten points per character: the state written by the action shows in the same frame.
    #expect(log.widths == [40])
    #expect(host.find(text: "measured 40") != nil)
    host.tap(id: "widen")
    #expect(log.widths == [40, 100])
    #expect(host.find(text: "measured 100") != nil)
  }

  @Test func overlayAndBackgroundPreferenceValuesShowTheCombinedValue() {
    struct Titled: View {
      @State private var title = "first"
      var body: some View {
        VStack {
          Text("body").preference(key: TitleKey.self, value: title)
          Button("rename") { title = "second" }.accessibilityIdentifier("rename")
        }
        .overlayPreferenceValue(TitleKey.self, alignment: .topLeading) { title in
          Text("over \(title ?? "none")")
        }
        .backgroundPreferenceValue(TitleKey.self) { title in
          Text("under \(title ?? "none")")
        }
      }
    }
    let host = host(Titled())
    #expect(host.find(text: "over first") != nil)
    #expect(host.find(text: "under first") != nil)
    host.tap(id: "rename")
    #expect(host.find(text: "over second") != nil)
    #expect(host.find(text: "under second") != nil)
    #expect(host.find(text: "over first") == nil)
  }
}
