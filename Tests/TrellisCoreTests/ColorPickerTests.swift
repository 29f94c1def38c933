import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ColorPickerTests {
  struct Picker: View {
    @State var color = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
    var supportsOpacity = true

    var body: some View {
      let resolved = color.resolve(in: EnvironmentValues())
      VStack(alignment: .leading, spacing: 0) {
        ColorPicker("Tint", selection: $color, supportsOpacity: supportsOpacity)
        Text(
          verbatim: [resolved.red, resolved.green, resolved.blue, resolved.opacity]
            .map { String(Int(($0 * 100).rounded())) }.joined(separator: " ")
        )
        .accessibilityIdentifier("value")
      }
      .font(.system(size: 14))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func value(_ host: TestHost<Picker>) -> String? { host.find(id: "value")?.text }

  @Test func theWellFollowsTheLabel() {
    let host = TestHost(Picker(), size: CGSize(width: 400, height: 400), text: .fixedAdvance)
    #expect(host.find(text: "Tint")?.frame == CGRect(x: 0, y: 2, width: 40, height: 20))
    #expect(host.find(id: "color-well")?.frame == CGRect(x: 48, y: 0, width: 44, height: 24))
  }

  /// The frame of the swatch in `row` and `column` of the open palette: 18-point squares 2
  /// points apart, from the palette's top leading corner.
  func swatch(row: Int, column: Int, in host: TestHost<Picker>) -> CGRect? {
    let squares = Set(
      host.tree.all(ofType: "Rectangle").map(\.frame).filter { $0.size == CGSize(width: 18, height: 18) })
    guard let origin = squares.min(by: { ($0.minY, $0.minX) < ($1.minY, $1.minX) })?.origin else {
      return nil
    }
    let frame = CGRect(
      x: origin.x + CGFloat(column) * 20, y: origin.y + CGFloat(row) * 20, width: 18, height: 18)
    return squares.contains(frame) ? frame : nil
  }

  @Test func aSwatchPicksItsColorKeepingTheOpacity() throws {
    let host = TestHost(Picker(), size: CGSize(width: 400, height: 400), text: .fixedAdvance)
    #expect(value(host) == "100 0 0 50")
    host.tap(id: "color-well")
    #expect(host.find(text: "Opacity") != nil)
    // 8 rows of 12: grays, then tints, pure hues and shades of hues 30 degrees apart.
    let swatches = Set(host.tree.all(ofType: "Rectangle").map(\.frame).filter { $0.width == 18 })
    #expect(swatches.count == 96)
    // The pure hue a third of the way round: green.
    let green = try #require(swatch(row: 4, column: 4, in: host))
    host.tap(at: CGPoint(x: green.midX, y: green.midY))
    #expect(value(host) == "0 100 0 50")
    // The last gray: black.
    let black = try #require(swatch(row: 0, column: 11, in: host))
    host.tap(at: CGPoint(x: black.midX, y: black.midY))
    #expect(value(host) == "0 0 0 50")
  }

  @Test func withoutOpacityAPickedColorIsOpaque() throws {
    let host = TestHost(
      Picker(supportsOpacity: false), size: CGSize(width: 400, height: 400), text: .fixedAdvance)
    host.tap(id: "color-well")
    #expect(host.find(text: "Opacity") == nil)
    let white = try #require(swatch(row: 0, column: 0, in: host))
    host.tap(at: CGPoint(x: white.midX, y: white.midY))
    #expect(value(host) == "100 100 100 100")
    host.press(.escape)
    #expect(swatch(row: 0, column: 0, in: host) == nil, "Escape closes the palette")
  }
}
