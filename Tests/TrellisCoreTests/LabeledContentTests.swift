import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct LabeledContentTests {
  struct Rows: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        LabeledContent("Version", value: "2.4.1").accessibilityIdentifier("version")
        LabeledContent("Owner") { Text("Ann") }
        LabeledContent {
          Text("Bob")
        } label: {
          Label("Editor", systemImage: "person.fill")
        }
        LabeledContent("Hidden", value: "value").labelsHidden().accessibilityIdentifier("hidden")
      }
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func labelLeadsAndValueTrails() {
    let host = TestHost(Rows(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // A row takes the whole width offered: the label at the leading edge, the value at the end.
    #expect(host.frame(of: "version") == CGRect(x: 10, y: 10, width: 280, height: 20))
    #expect(host.find(text: "Version")?.frame == CGRect(x: 10, y: 10, width: 70, height: 20))
    #expect(host.find(text: "2.4.1")?.frame == CGRect(x: 240, y: 10, width: 50, height: 20))
    #expect(host.find(text: "Owner")?.frame.minX == 10)
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 260, y: 40, width: 30, height: 20))
    #expect(host.find(text: "Editor")?.frame.minY == 70)
    #expect(host.find(text: "Bob")?.frame.maxX == 290)
  }

  @Test func hiddenLabelLeavesTheValueAlone() {
    let host = TestHost(Rows(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Hidden") == nil)
    #expect(host.frame(of: "hidden") == CGRect(x: 10, y: 100, width: 50, height: 20))
  }

  @Test func inAFormTheRowSpansTheGroup() {
    struct About: View {
      var body: some View {
        Form {
          Section("About") {
            LabeledContent("Version", value: "2.4.1").accessibilityIdentifier("version")
            Toggle("Updates", isOn: .constant(true))
          }
        }
      }
    }
    let host = TestHost(About(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // Rows span x 32...368, as a toggle's row does; the 20-point row is centered in its 38.
    #expect(host.frame(of: "version") == CGRect(x: 32, y: 56, width: 336, height: 20))
    #expect(host.find(text: "2.4.1")?.frame.maxX == 368)
    #expect(host.tree.all(ofType: "Switch").first?.frame.maxX == 368)
  }

  @Test func valueIsSecondary() {
    func textColors<V: View>(_ view: V) -> [String: Color.Resolved] {
      let host = TestHost(view, size: CGSize(width: 300, height: 100), text: .fixedAdvance)
      var colors: [String: Color.Resolved] = [:]
      for item in host.displayList().items {
        if case .text(let request, _, .color(let color)) = item { colors[request.string] = color }
      }
      return colors
    }
    let row = textColors(LabeledContent("Version", value: "2.4.1"))
    let reference = textColors(
      HStack {
        Text("Version")
        Text("2.4.1").foregroundStyle(.secondary)
      })
    #expect(row["2.4.1"] != nil)
    #expect(row["2.4.1"] == reference["2.4.1"])
    #expect(row["Version"] == reference["Version"])
  }
}
