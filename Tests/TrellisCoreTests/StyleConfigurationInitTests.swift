import Testing
import TrellisCore
import TrellisTesting

/// Controls made from a style's configuration (`Toggle(configuration)`, `Label(configuration)`,
/// `GroupBox(configuration)`, `Button(configuration)`): drawn in the style around the current
/// one, so that a style can add to the usual look.
@MainActor
struct StyleConfigurationInitTests {
  struct Framed: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).padding(6).accessibilityIdentifier("framed")
    }
  }

  struct Settings: View {
    @State var isOn = false
    var checkboxAround = false

    var body: some View {
      VStack(spacing: 10) {
        if checkboxAround {
          Toggle("Wi-Fi", isOn: $isOn).toggleStyle(Framed()).toggleStyle(.checkbox)
        } else {
          Toggle("Wi-Fi", isOn: $isOn).toggleStyle(Framed())
        }
        Text(isOn ? "on" : "off")
      }
    }
  }

  @Test func aToggleFromTheConfigurationIsTheUsualSwitch() throws {
    let host = TestHost(Settings(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // The switch toggle is 98 × 22; the style pads it by 6.
    #expect(host.frame(of: "framed")?.size == CGSize(width: 110, height: 34))
    let toggle = try #require(host.tree.all(ofType: "Switch").first?.frame)
    host.tap(at: CGPoint(x: toggle.midX, y: toggle.midY))
    #expect(host.find(text: "on") != nil)
  }

  @Test func aToggleFromTheConfigurationIsInTheStyleAroundIt() {
    let host = TestHost(
      Settings(checkboxAround: true), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // The checkbox toggle is 73 × 20.
    #expect(host.frame(of: "framed")?.size == CGSize(width: 85, height: 32))
    #expect(host.tree.all(ofType: "Checkbox").count == 1)
    #expect(host.tree.all(ofType: "Switch").isEmpty)
    #expect(host.tap(text: "Wi-Fi"))
    #expect(host.find(text: "on") != nil)
  }

  struct Indented: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      Label(configuration).padding(.leading, 10)
    }
  }

  @Test func aLabelFromTheConfigurationIsTheUsualLabel() throws {
    let plain = TestHost(
      Label("Gear", systemImage: "gear"), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    let styled = TestHost(
      Label("Gear", systemImage: "gear").labelStyle(Indented()), size: CGSize(width: 300, height: 100),
      text: .fixedAdvance)
    let title = try #require(plain.find(text: "Gear")?.frame)
    // Centered in the window, the padded label is 10 wider: its title moves 5 right.
    #expect(styled.find(text: "Gear")?.frame == title.offsetBy(dx: 5, dy: 0))
  }

  @Test func aLabelFromTheConfigurationIsInTheStyleAroundIt() {
    let host = TestHost(
      Label("Gear", systemImage: "gear").labelStyle(Indented()).labelStyle(.titleOnly),
      size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    // Title only, 40 × 20, with 10 points before it, centered.
    #expect(host.find(text: "Gear")?.frame == CGRect(x: 135, y: 40, width: 40, height: 20))
    #expect(host.tree.all(ofType: "Image").isEmpty)
  }

  struct Inset: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      GroupBox(configuration).padding(4)
    }
  }

  struct Boxes: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        GroupBox("Account") {
          Text("Plan")
          GroupBox { Text("Inner") }
        }
      }
      .groupBoxStyle(Inset())
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aGroupBoxFromTheConfigurationIsTheUsualBoxAndBoxesInsideKeepTheStyle() {
    let host = TestHost(Boxes(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    let boxes = host.tree.all(ofType: "GroupBox").map(\.frame)
    // Unstyled, the label is at (14, 10) and the box at (10, 35), 280 wide: 4 points in now.
    #expect(host.find(text: "Account")?.frame == CGRect(x: 18, y: 14, width: 65, height: 19))
    #expect(boxes.first == CGRect(x: 14, y: 39, width: 272, height: 96))
    #expect(host.find(text: "Plan")?.frame == CGRect(x: 24, y: 49, width: 40, height: 20))
    // The box inside is padded by 4 too: 8 points below "Plan" and 4 in.
    #expect(boxes.last == CGRect(x: 28, y: 81, width: 244, height: 40))
    #expect(host.find(text: "Inner")?.frame == CGRect(x: 38, y: 91, width: 50, height: 20))
  }

  struct Counted: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      Button(configuration).padding(3).accessibilityIdentifier("counted")
    }
  }

  struct Counter: View {
    @State var count = 0

    var body: some View {
      VStack {
        Button("Add") { count += 1 }.buttonStyle(Counted())
        Text("\(count)")
      }
    }
  }

  @Test func aButtonFromTheConfigurationIsTheUsualButtonAndRunsTheAction() throws {
    let plain = TestHost(Button("Add") {}, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let host = TestHost(Counter(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let usual = try #require(plain.tree.all(ofType: "Button").first?.frame.size)
    let counted = try #require(host.frame(of: "counted"))
    #expect(counted.size == CGSize(width: usual.width + 6, height: usual.height + 6))
    // The bordered button inside, not the style, takes the click.
    host.tap(at: CGPoint(x: counted.midX, y: counted.midY))
    #expect(host.find(text: "1") != nil)
  }
}
