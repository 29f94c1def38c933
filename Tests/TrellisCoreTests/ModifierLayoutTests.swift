import Testing
import TrellisCore
import TrellisTesting

/// Exact frames of background, overlay, border, offset, position, alignment guides, Divider,
/// colors and shapes, and the `ProposedViewSize` helpers.
@MainActor
struct ModifierLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  // MARK: Background and overlay

  @Test func backgroundIsLayoutNeutralAndSizedToItsView() {
    let host = host(
      HStack {
        Text("abc").accessibilityIdentifier("text")
          .background(Color.red.accessibilityIdentifier("background"))
        Text("d").accessibilityIdentifier("d")
      })
    #expect(host.frame(of: "text") == CGRect(x: 176, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "background") == CGRect(x: 176, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 140, width: 10, height: 20))
  }

  @Test func largerOverlayDoesNotChangeTheLayout() {
    let host = host(
      HStack {
        Text("abc").accessibilityIdentifier("text")
          .overlay { Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("overlay") }
        Text("d").accessibilityIdentifier("d")
      })
    #expect(host.frame(of: "text") == CGRect(x: 176, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "overlay") == CGRect(x: 166, y: 125, width: 50, height: 50))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 140, width: 10, height: 20))
  }

  @Test func overlayAlignment() {
    func marked(_ alignment: Alignment) -> some View {
      Text("abc").overlay(alignment: alignment) {
        Color.blue.frame(width: 6, height: 4).accessibilityIdentifier("dot")
      }
    }
    #expect(host(marked(.topLeading)).frame(of: "dot") == CGRect(x: 185, y: 140, width: 6, height: 4))
    #expect(host(marked(.bottomTrailing)).frame(of: "dot") == CGRect(x: 209, y: 156, width: 6, height: 4))
    #expect(host(marked(.center)).frame(of: "dot") == CGRect(x: 197, y: 148, width: 6, height: 4))

    let viewForm = host(
      Text("abc").background(
        Color.blue.frame(width: 6, height: 4).accessibilityIdentifier("dot"), alignment: .trailing))
    #expect(viewForm.frame(of: "dot") == CGRect(x: 209, y: 148, width: 6, height: 4))
  }

  @Test func styleFormsFillTheViewsBounds() {
    let host = host(
      VStack {
        Text("abc").background(.red).accessibilityIdentifier("styled")
        Text("de").background(Color.green, in: Capsule()).accessibilityIdentifier("capsule")
        Text("f").overlay(.blue.opacity(0.5)).accessibilityIdentifier("overlay")
      })
    let tree = host.tree
    let styled = tree.find(id: "styled")!
    #expect(styled.type == "Background")
    #expect(styled.children.map(\.type) == ["Rectangle", "Text"])
    #expect(styled.children.map(\.frame) == [styled.frame, styled.frame])
    #expect(styled.frame == CGRect(x: 185, y: 112, width: 30, height: 20))

    let capsule = tree.find(id: "capsule")!
    #expect(capsule.children.map(\.type) == ["Capsule", "Text"])
    #expect(capsule.children[0].frame == CGRect(x: 190, y: 140, width: 20, height: 20))

    let overlay = tree.find(id: "overlay")!
    #expect(overlay.type == "Overlay")
    #expect(overlay.children.map(\.type) == ["Text", "Rectangle"])
    #expect(overlay.children[1].frame == CGRect(x: 195, y: 168, width: 10, height: 20))
  }

  @Test func borderIsDrawnOverTheViewWithoutResizingIt() {
    let host = host(Text("abc").border(Color.red, width: 2).accessibilityIdentifier("bordered"))
    let bordered = host.tree.find(id: "bordered")!
    #expect(bordered.type == "Overlay")
    #expect(bordered.frame == CGRect(x: 185, y: 140, width: 30, height: 20))
    #expect(bordered.children.map(\.frame) == [bordered.frame, bordered.frame])
    // The stroke lies inside the frame: a 2-point line centered 1 point in.
    let strokes = host.displayList().items.compactMap { item -> CGRect? in
      if case .stroke(let path, _, let style) = item, style.lineWidth == 2 { return path.boundingRect }
      return nil
    }
    #expect(strokes == [CGRect(x: 186, y: 141, width: 28, height: 18)])
  }

  // MARK: Offset and position

  @Test func offsetMovesTheViewButNotItsNeighbours() {
    let host = host(
      HStack {
        Text("abc").accessibilityIdentifier("text").offset(x: 10, y: 5).accessibilityIdentifier("offset")
        Text("d").accessibilityIdentifier("d")
      })
    #expect(host.frame(of: "offset") == CGRect(x: 176, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "text") == CGRect(x: 186, y: 145, width: 30, height: 20))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 140, width: 10, height: 20))
  }

  @Test func offsetMovesHitTesting() {
    var taps = 0
    let host = host(
      Button("go") { taps += 1 }.buttonStyle(.plain).offset(x: 100).accessibilityIdentifier("offset"))
    let laidOut = host.frame(of: "offset")!
    host.tap(at: CGPoint(x: laidOut.midX, y: laidOut.midY))
    #expect(taps == 0)
    host.tap(at: CGPoint(x: laidOut.midX + 100, y: laidOut.midY))
    #expect(taps == 1)
  }

  @Test func positionPlacesTheCenterAndTakesAllOffered() {
    let host = host(
      Text("abc").accessibilityIdentifier("text").position(x: 50, y: 40).accessibilityIdentifier("position"))
    #expect(host.frame(of: "position") == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(host.frame(of: "text") == CGRect(x: 35, y: 30, width: 30, height: 20))
  }

  @Test func positionIsRelativeToItsParentsFrame() {
    let host = host(
      Text("abc").accessibilityIdentifier("text").position(x: 20, y: 10)
        .frame(width: 100, height: 50).accessibilityIdentifier("frame"))
    #expect(host.frame(of: "frame") == CGRect(x: 150, y: 125, width: 100, height: 50))
    #expect(host.frame(of: "text") == CGRect(x: 155, y: 125, width: 30, height: 20))
  }

  // MARK: Alignment guides

  @Test func alignmentGuideMovesAViewWithinItsStack() {
    let host = host(
      VStack(alignment: .leading) {
        Text("abc").accessibilityIdentifier("abc")
        Text("de").alignmentGuide(.leading) { $0[.trailing] }.accessibilityIdentifier("de")
      })
    // The second text's trailing edge lines up with the first's leading edge: 50 wide.
    #expect(host.frame(of: "abc") == CGRect(x: 195, y: 126, width: 30, height: 20))
    #expect(host.frame(of: "de") == CGRect(x: 175, y: 154, width: 20, height: 20))
  }

  private enum MidLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
  }

  @Test func customAlignmentGuideUsesItsDefaultWhereNotSet() {
    let midLine = VerticalAlignment(MidLine.self)
    let host = host(
      HStack(alignment: midLine) {
        Text("a").alignmentGuide(midLine) { $0.height }.accessibilityIdentifier("a")
        Text("b").accessibilityIdentifier("b")
      })
    // a's guide at its bottom (20), b's at its top (the default): b sits below a.
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 130, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 204, y: 150, width: 10, height: 20))
  }

  // MARK: Divider

  @Test func dividerIsHorizontalInAVStack() {
    let host = host(
      VStack {
        Text("abcde").accessibilityIdentifier("text")
        Divider().accessibilityIdentifier("divider")
      }, height: 301)
    #expect(host.frame(of: "divider") == CGRect(x: 0, y: 164, width: 400, height: 1))
    #expect(host.frame(of: "text") == CGRect(x: 175, y: 136, width: 50, height: 20))
  }

  @Test func dividerIsVerticalInAnHStack() {
    let host = host(
      HStack {
        Text("ab").accessibilityIdentifier("text")
        Divider().accessibilityIdentifier("divider")
      }, width: 401)
    #expect(host.frame(of: "divider") == CGRect(x: 214, y: 0, width: 1, height: 300))
    #expect(host.frame(of: "text") == CGRect(x: 186, y: 140, width: 20, height: 20))
  }

  @Test func dividerThroughModifiersFollowsTheEnclosingStack() {
    let host = host(
      HStack {
        Divider().padding(.horizontal, 4).accessibilityIdentifier("divider")
      }, width: 401)
    #expect(host.frame(of: "divider") == CGRect(x: 196, y: 0, width: 9, height: 300))
  }

  @Test func dividerOutsideAStackIsHorizontal() {
    let host = host(Divider().accessibilityIdentifier("divider"), height: 301)
    #expect(host.frame(of: "divider") == CGRect(x: 0, y: 150, width: 400, height: 1))
  }

  // MARK: Colors and shapes

  @Test func colorsAndShapesTakeTheProposal() {
    let full = CGRect(x: 0, y: 0, width: 400, height: 300)
    #expect(host(Color.red.accessibilityIdentifier("v")).frame(of: "v") == full)
    #expect(host(Rectangle().accessibilityIdentifier("v")).frame(of: "v") == full)
    #expect(host(Circle().accessibilityIdentifier("v")).frame(of: "v") == full)
    #expect(host(Ellipse().accessibilityIdentifier("v")).frame(of: "v") == full)
    #expect(host(Capsule().accessibilityIdentifier("v")).frame(of: "v") == full)
    #expect(host(RoundedRectangle(cornerRadius: 5).accessibilityIdentifier("v")).frame(of: "v") == full)
    #expect(
      host(Circle().frame(width: 20).accessibilityIdentifier("v")).frame(of: "v")
        == CGRect(x: 190, y: 0, width: 20, height: 300))
  }

  @Test func colorsAndShapesAreIdeally10By10() {
    let ideal = CGRect(x: 195, y: 145, width: 10, height: 10)
    #expect(host(Color.red.fixedSize().accessibilityIdentifier("v")).frame(of: "v") == ideal)
    #expect(host(Circle().fixedSize().accessibilityIdentifier("v")).frame(of: "v") == ideal)
    #expect(host(Capsule().fill(Color.red).fixedSize().accessibilityIdentifier("v")).frame(of: "v") == ideal)
    #expect(
      host(Rectangle().fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("v")).frame(
        of: "v") == CGRect(x: 195, y: 0, width: 10, height: 300))
  }

  // MARK: ProposedViewSize

  @Test func proposedViewSizeHelpers() {
    #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
    #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
    #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    #expect(
      ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 30, height: 10))
    #expect(
      ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
        == CGSize(width: 1, height: 7))
    #expect(
      ProposedViewSize.infinity.replacingUnspecifiedDimensions()
        == CGSize(width: CGFloat.infinity, height: .infinity))
  }
}
