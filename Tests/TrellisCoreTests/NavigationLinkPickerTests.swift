import Testing
import TrellisCore
import TrellisTesting

/// `.pickerStyle(.navigationLink)`: a row showing the selection that opens a page of the
/// options; choosing one goes back with it selected.
@MainActor
struct NavigationLinkPickerTests {
  enum Theme: String, CaseIterable, Identifiable {
    case bubblegum, buttercup, indigo
    var id: Self { self }
  }

  struct Settings: View {
    @State var theme = Theme.indigo

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading, spacing: 0) {
          Picker("Theme", selection: $theme) {
            ForEach(Theme.allCases) { Text($0.rawValue).tag($0) }
          }
          .pickerStyle(.navigationLink)
          .accessibilityIdentifier("row")
          Text("chosen \(theme.rawValue)")
          Spacer()
        }
      }
    }
  }

  private func host() -> TestHost<Settings> {
    TestHost(Settings(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theRowShowsTheLabelAndTheSelectedOptionOnly() throws {
    let host = host()
    let texts = host.tree.allNodes.compactMap(\.text)
    #expect(texts.contains("Theme") && texts.contains("indigo"))
    #expect(!texts.contains("bubblegum") && !texts.contains("buttercup"))
    let label = try #require(host.find(text: "Theme")?.frame)
    let value = try #require(host.find(text: "indigo")?.frame)
    #expect(label.minY == value.minY)
    #expect(value.minX > label.maxX)
  }

  @Test func theRowOpensAPageOfOptionsAndChoosingOneGoesBack() throws {
    let host = host()
    host.tap(text: "indigo")
    host.flush()
    let options = Theme.allCases.map { host.find(text: $0.rawValue)?.frame }
    #expect(options.allSatisfy { $0 != nil })
    let rows = options.compactMap { $0 }
    // One 36-point row per option, each text 12 points in from the leading edge.
    #expect(rows.map(\.minX) == [12, 12, 12])
    #expect(rows[1].minY - rows[0].minY == 36 && rows[2].minY - rows[1].minY == 36)
    #expect(host.find(text: "chosen indigo") == nil)

    host.tap(text: "buttercup")
    host.flush()
    #expect(host.find(text: "chosen buttercup") != nil)
    #expect(host.find(text: "bubblegum") == nil)
    #expect(host.find(text: "buttercup") != nil)
  }

  @Test func arrowKeysMoveTheSelectionOnThePageAndReturnGoesBack() {
    let host = host()
    host.tap(text: "indigo")
    host.flush()
    // The back button comes first in the tab order, then the list of options.
    host.press(.tab)
    host.press(.tab)
    #expect(host.press(.up) && host.press(.up))
    host.flush()
    // Still on the page, with the checkmark moved two options up.
    #expect(host.find(text: "bubblegum") != nil && host.find(text: "chosen bubblegum") == nil)
    host.press(.returnKey)
    host.flush()
    #expect(host.find(text: "chosen bubblegum") != nil)
    #expect(host.find(text: "buttercup") == nil)
  }
}
