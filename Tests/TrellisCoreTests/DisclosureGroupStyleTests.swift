import Testing
import TrellisCore
import TrellisTesting

/// `.disclosureGroupStyle` with a style of the app's that shows the content itself and expands
/// the group through the configuration's binding.
@MainActor
struct DisclosureGroupStyleTests {
  /// A "+" or "−" button after the label; the content below while expanded.
  struct PlusMinus: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) {
          configuration.label
          Button(configuration.isExpanded ? "-" : "+") { configuration.isExpanded.toggle() }
            .buttonStyle(.plain)
        }
        if configuration.isExpanded { configuration.content }
      }
    }
  }

  struct Groups: View {
    @State var isExpanded = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        DisclosureGroup("Own") { Text("Inside own") }
        DisclosureGroup("Bound", isExpanded: $isExpanded) { Text("Inside bound") }
        Text(isExpanded ? "expanded" : "collapsed")
      }
      .disclosureGroupStyle(PlusMinus())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func theStyleDrawsTheLabelAndHidesTheContent() {
    let host = TestHost(Groups(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Own")?.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    #expect(host.find(text: "Bound")?.frame == CGRect(x: 0, y: 20, width: 50, height: 20))
    #expect(host.find(text: "Inside own") == nil)
    #expect(host.tree.all(ofType: "DisclosureGroup").isEmpty)
  }

  @Test func settingTheConfigurationsBindingExpandsTheGroup() throws {
    let host = TestHost(Groups(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let plus = try #require(host.tree.allNodes.filter { $0.text == "+" }.first?.frame)
    #expect(plus == CGRect(x: 30, y: 0, width: 10, height: 20))
    host.tap(at: CGPoint(x: plus.midX, y: plus.midY))
    #expect(host.find(text: "Inside own")?.frame == CGRect(x: 0, y: 20, width: 100, height: 20))
    #expect(host.find(text: "Bound")?.frame.minY == 40)
    #expect(
      host.tree.allNodes.filter { $0.text == "-" }.first?.frame == CGRect(x: 30, y: 0, width: 10, height: 20))
  }

  @Test func aGroupWithABindingExpandsThroughIt() throws {
    let host = TestHost(Groups(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let plus = try #require(host.tree.allNodes.filter { $0.text == "+" }.last?.frame)
    host.tap(at: CGPoint(x: plus.midX, y: plus.midY))
    #expect(host.find(text: "expanded") != nil)
    #expect(host.find(text: "Inside bound")?.frame == CGRect(x: 0, y: 40, width: 120, height: 20))
  }

  @Test func aGroupInsideTheContentKeepsTheStyle() throws {
    let host = TestHost(
      DisclosureGroup("Outer") {
        DisclosureGroup("Inner") { Text("Deep") }
      }
      .disclosureGroupStyle(PlusMinus())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let outer = try #require(host.tree.allNodes.filter { $0.text == "+" }.first?.frame)
    host.tap(at: CGPoint(x: outer.midX, y: outer.midY))
    #expect(host.find(text: "Inner")?.frame == CGRect(x: 0, y: 20, width: 50, height: 20))
    let inner = try #require(host.tree.allNodes.filter { $0.text == "+" }.first?.frame)
    #expect(inner == CGRect(x: 50, y: 20, width: 10, height: 20))
    host.tap(at: CGPoint(x: inner.midX, y: inner.midY))
    #expect(host.find(text: "Deep")?.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(host.tree.all(ofType: "DisclosureGroup").isEmpty)
  }

  @Test func theAutomaticStyleIsTheChevron() {
    let host = TestHost(
      DisclosureGroup("Advanced") { Text("Option") }.disclosureGroupStyle(.automatic),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // As without a style: a 16-point chevron square and 4 points before the label.
    #expect(
      host.tree.all(ofType: "DisclosureGroup").first?.frame == CGRect(x: 100, y: 90, width: 100, height: 20))
  }
}
