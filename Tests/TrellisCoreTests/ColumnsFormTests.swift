import Testing
import TrellisCore
import TrellisTesting

/// `.formStyle(.columns)`: exact frames with the fixed-advance measurer (10 points a character,
/// 20 a line).
@MainActor
struct ColumnsFormTests {
  struct Settings: View {
    @State private var name = "Ada"
    @State private var volume = 0.5
    @State private var sync = false

    var body: some View {
      Form {
        TextField("Name", text: $name)
        Slider(value: $volume) { Text("Volume level") }
        Toggle("Sync", isOn: $sync).accessibilityIdentifier("sync")
        Section {
          LabeledContent("Version", value: "2.4")
        } header: {
          Text("About")
        } footer: {
          Text("Daily")
        }
      }
      .formStyle(.columns)
    }
  }

  private func host() -> TestHost<Settings> {
    TestHost(Settings(), size: CGSize(width: 400, height: 400), text: .fixedAdvance)
  }

  private func textFrame(_ host: TestHost<Settings>, _ string: String) throws -> CGRect {
    try #require(host.find(text: string)?.frame, "no text \(string)")
  }

  @Test func labelsEndAtOneLineAndControlsStartAfterIt() throws {
    let host = host()
    let name = try textFrame(host, "Name")
    let volume = try textFrame(host, "Volume level")
    let version = try textFrame(host, "Version")
    // The widest label, "Volume level", sets the column: every label ends where it ends.
    #expect(volume.width == 120)
    #expect(name.maxX == volume.maxX && version.maxX == volume.maxX)
    // Controls and values start 8 points after it, as do rows without a label.
    let field = try #require(host.graph.layoutTree().all(ofType: "TextField").first?.frame)
    let value = try textFrame(host, "2.4")
    let sync = try #require(host.frame(of: "sync"))
    let footer = try textFrame(host, "Daily")
    for start in [field.minX, value.minX, sync.minX, footer.minX] { #expect(start == volume.maxX + 8) }
    // The form has no padding of its own, and the field takes the rest of the width.
    #expect(volume.minX == 0)
    #expect(field.maxX == 400)
  }

  @Test func aLabelSitsOnItsControlsFirstBaselineOrItsMiddle() throws {
    let host = host()
    let version = try textFrame(host, "Version")
    let value = try textFrame(host, "2.4")
    #expect(version.minY == value.minY, "texts share their baseline")
    let volume = try textFrame(host, "Volume level")
    let slider = try #require(host.graph.layoutTree().all(ofType: "Slider").first?.frame)
    #expect(volume.midY == slider.midY, "a slider has no baseline: the label is centered on it")
  }

  @Test func aSectionHeaderStandsInTheLabelColumnAboveItsRows() throws {
    let host = host()
    let header = try textFrame(host, "About")
    let volume = try textFrame(host, "Volume level")
    let version = try textFrame(host, "Version")
    let sync = try #require(host.frame(of: "sync"))
    #expect(header.maxX == volume.maxX)
    // Rows are 10 apart; a section starts 12 further down.
    #expect(header.minY == sync.maxY + 22)
    #expect(version.minY == header.maxY + 10)
    #expect(try textFrame(host, "Daily").minY == version.maxY + 10)
  }

  @Test func aSwitchKeepsItsLabelBesideItInTheControlColumn() throws {
    let host = host()
    let label = try textFrame(host, "Sync")
    let sync = try #require(host.frame(of: "sync"))
    #expect(label.minX == sync.minX)
  }

  @Test func formsAreGroupedByDefaultWithTheValueAtTheRowsEnd() throws {
    struct Plain: View {
      var body: some View { Form { LabeledContent("Version", value: "2.4") } }
    }
    let host = TestHost(Plain(), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    let value = try #require(host.find(text: "2.4")?.frame)
    let label = try #require(host.find(text: "Version")?.frame)
    #expect(value.minX > label.maxX + 100, "the value is at the trailing edge of its grouped row")
  }

  @Test func aLongLabelWrapsInAColumnOfAtMostHalfTheForm() throws {
    struct Long: View {
      var body: some View {
        Form {
          LabeledContent("Version", value: "2.4")
          LabeledContent("A label far too long to share its row with anything", value: "x")
        }
        .formStyle(.columns)
      }
    }
    let host = TestHost(Long(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let long = try #require(host.find(text: "A label far too long to share its row with anything")?.frame)
    let version = try #require(host.find(text: "Version")?.frame)
    // The column is 150 wide: the long label wraps in it, and both labels end at its edge.
    #expect(long.width <= 150 && long.height > 20)
    #expect(long.maxX == 150 && version.maxX == 150)
    #expect(try #require(host.find(text: "x")?.frame).minX == 158)
  }
}
