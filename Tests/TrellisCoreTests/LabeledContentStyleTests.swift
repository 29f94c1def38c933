import Testing
import TrellisCore
import TrellisTesting

/// `.labeledContentStyle` with styles of the app's, and `LabeledContent(configuration)` drawing
/// the style around the current one.
@MainActor
struct LabeledContentStyleTests {
  /// The label above the content, both at the leading edge.
  struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 2) {
        configuration.label
        configuration.content
      }
    }
  }

  /// The usual look (or the style around this one), inset by 5 points.
  struct Inset: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      LabeledContent(configuration).padding(5).accessibilityIdentifier("inset")
    }
  }

  struct Rows<S: LabeledContentStyle>: View {
    let style: S
    var outer: Bool = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        LabeledContent("Version", value: "2.4.1").accessibilityIdentifier("version")
        if outer {
          LabeledContent("Owner", value: "Ann").labeledContentStyle(style).labeledContentStyle(Stacked())
        } else {
          LabeledContent("Owner", value: "Ann").labeledContentStyle(style)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aStyleLaysOutTheLabelAndContent() {
    let host = TestHost(
      Rows(style: Stacked()).labeledContentStyle(Stacked()), size: CGSize(width: 300, height: 200),
      text: .fixedAdvance)
    #expect(host.find(text: "Version")?.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
    #expect(host.find(text: "2.4.1")?.frame == CGRect(x: 0, y: 22, width: 50, height: 20))
    #expect(host.find(text: "Owner")?.frame == CGRect(x: 0, y: 42, width: 50, height: 20))
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 0, y: 64, width: 30, height: 20))
  }

  @Test func theStyleLeavesOtherLabeledContentAlone() {
    let host = TestHost(Rows(style: Stacked()), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // The row without the style keeps its value at the trailing edge.
    #expect(host.find(text: "2.4.1")?.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 0, y: 42, width: 30, height: 20))
  }

  @Test func labeledContentFromAConfigurationDrawsTheUsualLook() {
    let host = TestHost(Rows(style: Inset()), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.frame(of: "inset") == CGRect(x: 0, y: 20, width: 300, height: 30))
    #expect(host.find(text: "Owner")?.frame == CGRect(x: 5, y: 25, width: 50, height: 20))
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 265, y: 25, width: 30, height: 20))
  }

  @Test func labeledContentFromAConfigurationDrawsTheStyleAroundIt() {
    // Inset is the inner style: its LabeledContent(configuration) is drawn Stacked.
    let host = TestHost(
      Rows(style: Inset(), outer: true), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Owner")?.frame == CGRect(x: 5, y: 25, width: 50, height: 20))
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 5, y: 47, width: 30, height: 20))
    #expect(host.frame(of: "inset") == CGRect(x: 0, y: 20, width: 60, height: 52))
  }

  @Test func theAutomaticStyleIsTheUsualLook() {
    let host = TestHost(
      Rows(style: .automatic).labeledContentStyle(Stacked()), size: CGSize(width: 300, height: 200),
      text: .fixedAdvance)
    #expect(host.find(text: "2.4.1")?.frame == CGRect(x: 0, y: 22, width: 50, height: 20))
    #expect(host.find(text: "Ann")?.frame == CGRect(x: 270, y: 42, width: 30, height: 20))
  }
}
