import Testing
import TrellisCore
import TrellisTesting

/// Underline and strikethrough patterns and colors as they reach the measurer: plain lines stay
/// plain requests, styled ones become runs, and a view's lines reach the texts inside it.
@MainActor
struct TextLineStyleTests {
  private func requests<V: View>(_ view: V) -> [String: TextRequest] {
    let host = TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    var requests: [String: TextRequest] = [:]
    for item in host.displayList().items {
      if case .text(let request, _, _) = item { requests[request.string] = request }
    }
    return requests
  }

  private let red = Color.red.resolve(in: EnvironmentValues())

  @Test func aPlainUnderlineStaysAPlainRequest() {
    let request = requests(Text("plain").underline())["plain"]
    #expect(request?.underline == true)
    #expect(request?.runs == nil)
  }

  @Test func aPatternOrAColorMakesOneStyledRun() {
    let found = requests(
      VStack {
        Text("dotted").underline(pattern: .dot)
        Text("red").strikethrough(color: .red)
      })
    let dotted = found["dotted"]?.runs
    #expect(dotted?.count == 1)
    #expect(dotted?.first?.length == 6)
    #expect(dotted?.first?.underline == true)
    #expect(dotted?.first?.underlineStyle == TextDecorationStyle(pattern: .dot))
    #expect(dotted?.first?.strikethrough == false)
    let struck = found["red"]?.runs?.first
    #expect(struck?.strikethrough == true)
    #expect(struck?.strikethroughStyle == TextDecorationStyle(pattern: .solid, color: red))
    #expect(struck?.underline == false)
  }

  @Test func eachRunKeepsItsOwnLine() {
    let runs = requests(Text("a") + Text("b").underline(pattern: .dash) + Text("c").underline())["abc"]?.runs
    #expect(runs?.map(\.underline) == [false, true, true])
    #expect(runs?.map(\.underlineStyle) == [nil, TextDecorationStyle(pattern: .dash), nil])
  }

  @Test func aViewsLineReachesItsTextsAndATextCanTurnItOff() {
    let found = requests(
      VStack {
        Text("inside")
        Text("off").underline(false)
        Text("own").underline(pattern: .dashDot)
        Text("flag").underline()
      }
      .underline(pattern: .dot, color: .red))
    let dottedRed = TextDecorationStyle(pattern: .dot, color: red)
    #expect(found["inside"]?.runs?.first?.underline == true)
    #expect(found["inside"]?.runs?.first?.underlineStyle == dottedRed)
    #expect(found["off"]?.runs?.first?.underline == false)
    #expect(found["own"]?.runs?.first?.underlineStyle == TextDecorationStyle(pattern: .dashDot))
    // A text's plain underline takes the view's style.
    #expect(found["flag"]?.runs?.first?.underlineStyle == dottedRed)
  }

  @Test func attributedStringLineStylesAreKept() {
    var string = AttributedString("linked")
    string.underlineStyle = Text.LineStyle(pattern: .dash, color: .red)
    let run = requests(Text(string))["linked"]?.runs?.first
    #expect(run?.underline == true)
    #expect(run?.underlineStyle == TextDecorationStyle(pattern: .dash, color: red))
  }

  @Test func patternsAreDashLengthsInThicknesses() {
    #expect(Text.LineStyle.Pattern.solid.dashes == [])
    #expect(Text.LineStyle.Pattern.dot.dashes == [1, 2])
    #expect(Text.LineStyle.Pattern.dashDotDot.dashes == [4, 2, 1, 2, 1, 2])
  }
}
