import Testing
import TrellisCore
import TrellisTesting

/// Which pointer the host is asked to show: an I-beam over editable text fields, what
/// `.pointerStyle` says over its content (the innermost choice winning), the arrow elsewhere.
@MainActor
struct PointerStyleTests {
  struct Screen: View {
    @State var name = "abc"

    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        TextField("Name", text: $name)
          .frame(width: 200)
          .accessibilityIdentifier("field")
        Text("Label")
          .accessibilityIdentifier("label")
        Text("Link")
          .pointerStyle(.link)
          .accessibilityIdentifier("link")
        TextField("Off", text: $name)
          .frame(width: 200)
          .disabled(true)
          .accessibilityIdentifier("disabled")
        VStack(alignment: .leading) {
          Text("Handle")
            .accessibilityIdentifier("handle")
          Text("Unstyled")
            .pointerStyle(nil)
            .accessibilityIdentifier("unstyled")
          TextField("Inner", text: $name)
            .frame(width: 200)
            .accessibilityIdentifier("inner")
        }
        .pointerStyle(.grabIdle)
      }
    }
  }

  private func style(_ host: TestHost<Screen>, over id: String) throws -> PointerStyle {
    let frame = try #require(host.frame(of: id))
    return host.graph.pointerStyle(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  @Test func textFieldsShowAnIBeamAndEverythingElseTheArrow() throws {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(try style(host, over: "field") == .horizontalText)
    #expect(try style(host, over: "label") == .default)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 390, y: 5)) == .default)
  }

  @Test func theModifierStylesItsContentAndTheInnermostChoiceWins() throws {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(try style(host, over: "link") == .link)
    #expect(try style(host, over: "handle") == .grabIdle)
    #expect(try style(host, over: "unstyled") == .grabIdle, "nil keeps the surrounding style")
    #expect(try style(host, over: "inner") == .horizontalText)
  }

  @Test func aDisabledFieldShowsTheArrow() throws {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(try style(host, over: "disabled") == .default)
  }

  @Test func aPressedFieldKeepsItsIBeamUntilReleased() throws {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let field = try #require(host.frame(of: "field"))
    let label = try #require(host.frame(of: "label"))
    let labelCenter = CGPoint(x: label.midX, y: label.midY)
    host.graph.pointerDown(at: CGPoint(x: field.midX, y: field.midY))
    host.graph.pointerMoved(to: labelCenter)
    #expect(host.graph.pointerStyle(at: labelCenter) == .horizontalText)
    host.graph.pointerUp(at: labelCenter)
    #expect(host.graph.pointerStyle(at: labelCenter) == .default)
  }

  @Test func pointsOutsideOrNotFiniteShowTheArrow() {
    let host = TestHost(Screen(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.graph.pointerStyle(at: CGPoint(x: -50, y: -50)) == .default)
    #expect(host.graph.pointerStyle(at: CGPoint(x: CGFloat.nan, y: 10)) == .default)
    #expect(host.graph.pointerStyle(at: CGPoint(x: CGFloat.infinity, y: 10)) == .default)
  }
}
