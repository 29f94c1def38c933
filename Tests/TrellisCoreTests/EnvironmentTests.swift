import Testing
import TrellisCore
import TrellisTesting

private struct ThemeNameKey: EnvironmentKey {
  static let defaultValue = "plain"
}

private struct DensityKey: EnvironmentKey {
  static let defaultValue = 1
}

extension EnvironmentValues {
  fileprivate var themeName: String {
    get { self[ThemeNameKey.self] }
    set { self[ThemeNameKey.self] = newValue }
  }

  fileprivate var density: Int {
    get { self[DensityKey.self] }
    set { self[DensityKey.self] = newValue }
  }
}

/// `@Environment` with custom keys: defaults, `.environment(_:_:)`, nesting, and which bodies a
/// change re-evaluates.
@MainActor
struct EnvironmentTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  struct ThemeReader: View {
    let tag: String
    @Environment(\.themeName) private var themeName
    var body: some View { Text("\(tag):\(themeName)") }
  }

  struct Bystander: View {
    var body: some View { Text("bystander") }
  }

  @Test func readsTheKeysDefaultValue() {
    let host = host(ThemeReader(tag: "a"))
    #expect(host.find(text: "a:plain") != nil)
  }

  @Test func environmentModifierSetsTheValueForTheSubtree() {
    let host = host(
      VStack {
        VStack {
          ThemeReader(tag: "inner")
          ThemeReader(tag: "overridden").environment(\.themeName, "night")
        }
        .environment(\.themeName, "day")
        ThemeReader(tag: "outside")
      })
    #expect(host.find(text: "inner:day") != nil)
    #expect(host.find(text: "overridden:night") != nil)
    #expect(host.find(text: "outside:plain") != nil)
  }

  @Test func transformEnvironmentStartsFromTheInheritedValue() {
    struct DensityReader: View {
      @Environment(\.density) private var density
      var body: some View { Text("density \(density)") }
    }
    let host = host(
      DensityReader()
        .transformEnvironment(\.density) { $0 *= 3 }
        .environment(\.density, 2))
    #expect(host.find(text: "density 6") != nil)
  }

  @Test func changingTheValueReevaluatesReadersOnly() {
    struct Parent: View {
      @State private var theme = "day"
      var body: some View {
        VStack {
          VStack {
            ThemeReader(tag: "a")
            Bystander()
          }
          .environment(\.themeName, theme)
          Button("switch") { theme = "night" }.accessibilityIdentifier("switch")
        }
      }
    }
    let host = host(Parent())
    let readers = host.graph.bodyEvaluations(of: ThemeReader.self)
    let bystanders = host.graph.bodyEvaluations(of: Bystander.self)
    host.tap(id: "switch")
    #expect(host.find(text: "a:night") != nil)
    #expect(host.graph.bodyEvaluations(of: ThemeReader.self) == readers + 1)
    #expect(host.graph.bodyEvaluations(of: Bystander.self) == bystanders)
  }

  @Test func rootEnvironmentChangeReachesReaders() {
    let host = host(ThemeReader(tag: "root"))
    var environment = host.graph.environment
    environment.themeName = "contrast"
    host.graph.environment = environment
    #expect(host.find(text: "root:contrast") != nil)
  }

  @Test func builtInValuesComeFromTheHost() {
    struct SchemeReader: View {
      @Environment(\.colorScheme) private var colorScheme
      @Environment(\.layoutDirection) private var direction
      var body: some View {
        Text("\(colorScheme == .dark ? "dark" : "light") \(direction == .rightToLeft ? "rtl" : "ltr")")
      }
    }
    let host = TestHost(
      SchemeReader(), text: .fixedAdvance, colorScheme: .dark, layoutDirection: .rightToLeft)
    #expect(host.find(text: "dark rtl") != nil)
  }
}
