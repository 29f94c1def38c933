import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GroupBoxTests {
  struct Boxes: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        GroupBox("Account") {
          Text("Plan")
          Text("Renews")
        }
        .accessibilityIdentifier("titled")
        GroupBox {
          Text("Plain")
        }
        .accessibilityIdentifier("plain")
        GroupBox {
          Text("Body")
        } label: {
          Label("Custom", systemImage: "gear")
        }
      }
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func labelSitsAboveAPaddedBoxAsWideAsOffered() {
    let host = TestHost(Boxes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    // "Account" in 13-point semibold: 7 × 9.29 = 65 wide, 19 high, 4 points in.
    #expect(host.find(text: "Account")?.frame == CGRect(x: 14, y: 10, width: 65, height: 19))
    let boxes = host.tree.all(ofType: "GroupBox").map(\.frame)
    // The box starts 6 points below the label and pads its content by 10.
    #expect(boxes.first == CGRect(x: 10, y: 35, width: 280, height: 68))
    #expect(host.find(text: "Plan")?.frame == CGRect(x: 20, y: 45, width: 40, height: 20))
    #expect(host.find(text: "Renews")?.frame == CGRect(x: 20, y: 73, width: 60, height: 20))
    #expect(host.frame(of: "titled") == CGRect(x: 10, y: 10, width: 280, height: 93))
  }

  @Test func unlabeledBoxIsJustTheBox() {
    let host = TestHost(Boxes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    #expect(host.frame(of: "plain") == CGRect(x: 10, y: 113, width: 280, height: 40))
    #expect(host.find(text: "Plain")?.frame == CGRect(x: 20, y: 123, width: 50, height: 20))
  }

  @Test func customLabelAndContent() {
    let host = TestHost(Boxes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    let label = host.find(text: "Custom")!.frame
    let body = host.find(text: "Body")!.frame
    #expect(label.minY == 163)
    #expect(body.minX == 20)
    #expect(body.minY > label.maxY + 6)
  }

  @Test func boxFillFollowsTheColorScheme() {
    func fills(_ scheme: ColorScheme) -> [Paint] {
      let host = TestHost(
        GroupBox { Text("x") }, size: CGSize(width: 100, height: 60), text: .fixedAdvance, colorScheme: scheme
      )
      return host.displayList().items.compactMap { item in
        if case .fill(_, let paint, _) = item { return paint }
        return nil
      }
    }
    let light = fills(.light)
    let dark = fills(.dark)
    #expect(light.count == 1)
    #expect(dark.count == 1)
    #expect(light != dark)
  }

  @Test func theAutomaticStyleLooksLikeNoStyle() {
    let plain = TestHost(Boxes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    let styled = TestHost(
      Boxes().groupBoxStyle(.automatic), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    for text in ["Account", "Plan", "Renews", "Plain", "Custom", "Body"] {
      #expect(styled.find(text: text)?.frame == plain.find(text: text)?.frame, "\(text)")
    }
    #expect(
      styled.tree.all(ofType: "GroupBox").map(\.frame) == plain.tree.all(ofType: "GroupBox").map(\.frame))
  }

  /// The label beside the content, with 8 points between and 4 around.
  struct Sideways: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(alignment: .top, spacing: 8) {
        configuration.label
        configuration.content
      }
      .padding(4)
    }
  }

  @Test func aCustomStyleArrangesTheLabelAndTheContent() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        GroupBox("Plan") {
          Text("Family")
          Text("Yearly")
        }
        GroupBox { Text("Bare") }
      }
      .groupBoxStyle(Sideways())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Plan")?.frame == CGRect(x: 4, y: 4, width: 40, height: 20))
    // The content is the box's views in a leading stack, with the default spacing.
    #expect(host.find(text: "Family")?.frame == CGRect(x: 52, y: 4, width: 60, height: 20))
    #expect(host.find(text: "Yearly")?.frame == CGRect(x: 52, y: 32, width: 60, height: 20))
    // A box with no label gets an empty one, which takes no room and no spacing.
    #expect(host.find(text: "Bare")?.frame == CGRect(x: 4, y: 60, width: 40, height: 20))
    #expect(host.tree.all(ofType: "GroupBox").isEmpty, "the style draws no panel")
  }
}
