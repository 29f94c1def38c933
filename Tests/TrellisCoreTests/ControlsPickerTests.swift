import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsPickerTests {
  enum LayoutType: String, CaseIterable, Identifiable {
    case hStack = "HStack", vStack = "VStack", zStack = "ZStack"
    var id: Self { self }
  }

  /// The picker from the seeds' post: implicit tags from a ForEach over identifiable cases.
  struct LayoutChooser: View {
    @State var layoutType = LayoutType.hStack
    var body: some View {
      VStack {
        Picker("Layout Type", selection: $layoutType) {
          ForEach(LayoutType.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
        .accessibilityIdentifier("picker")
        Text("Chosen: \(layoutType.rawValue)")
      }
      .frame(width: 400)
    }
  }

  @Test func segmentedPickerSelectsTheTappedSegment() {
    let host = TestHost(LayoutChooser(), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Chosen: HStack") != nil)
    host.tap(text: "ZStack")
    #expect(host.find(text: "Chosen: ZStack") != nil)
    host.tap(text: "VStack")
    #expect(host.find(text: "Chosen: VStack") != nil)
  }

  @Test func segmentsShareTheWidthLeftByTheLabel() {
    let host = TestHost(LayoutChooser(), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    // "Layout Type" takes 110 points and 8 of spacing; three segments share the other 282.
    let segments = host.tree.all(ofType: "Picker").first!.frame
    #expect(segments.width == 282)
    #expect(segments.height == 30)
    #expect(
      host.find(text: "HStack")?.frame
        == CGRect(x: segments.minX + 17, y: segments.minY + 5, width: 60, height: 20))
  }

  @Test func arrowKeysMoveTheSegmentedSelection() {
    let host = TestHost(LayoutChooser(), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    host.press(.tab)
    host.press(.right)
    host.press(.right)
    #expect(host.find(text: "Chosen: ZStack") != nil)
    host.press(.right)
    #expect(host.find(text: "Chosen: ZStack") != nil)
    host.press(.left)
    #expect(host.find(text: "Chosen: VStack") != nil)
  }

  struct Flavors: View {
    @State var flavor = 1
    var body: some View {
      VStack(alignment: .leading) {
        Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag(0)
          Text("Chocolate").tag(1)
          Text("Strawberry").tag(2)
        }
        .accessibilityIdentifier("picker")
        Text("Flavor \(flavor)")
        Spacer()
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func menus(_ host: TestHost<Flavors>) -> [LayoutTreeNode] {
    host.tree.allNodes.filter { $0.type == "Menu" }
  }

  @Test func menuPickerOpensAMenuAndChoosingClosesIt() {
    let host = TestHost(Flavors(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(menus(host).isEmpty)
    host.tap(id: "picker")
    let menu = menus(host)
    #expect(menu.count == 1)
    #expect(host.tree.all(ofType: "MenuItem").count == 3)
    #expect(host.tap(text: "Strawberry"))
    #expect(host.find(text: "Flavor 2") != nil)
    #expect(menus(host).isEmpty)
  }

  @Test func menuButtonFitsTheWidestOption() {
    let host = TestHost(Flavors(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    // Widest option 100 points, 10 before it and 26 for the chevrons; 20 high plus 5 above and below.
    let button = host.tree.all(ofType: "Picker").first!.frame
    #expect(button.size == CGSize(width: 136, height: 30))
    #expect(host.find(text: "Chocolate")?.frame.minX == button.minX + 10)
  }

  @Test func clickOutsideTheMenuClosesItWithoutChoosing() {
    let host = TestHost(Flavors(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.tap(id: "picker")
    host.tap(at: CGPoint(x: 290, y: 290))
    #expect(menus(host).isEmpty)
    #expect(host.find(text: "Flavor 1") != nil)
  }

  @Test func keyboardOpensMovesAndChooses() {
    let host = TestHost(Flavors(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.press(.tab)
    host.press(.space)
    #expect(menus(host).count == 1)
    host.press(.up)
    host.press(.returnKey)
    #expect(host.find(text: "Flavor 0") != nil)
    #expect(menus(host).isEmpty)
    host.press(.down)
    host.press(.escape)
    #expect(menus(host).isEmpty)
    #expect(host.find(text: "Flavor 0") != nil)
  }

  @Test func pressDragReleaseChoosesAnItem() {
    let host = TestHost(Flavors(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let button = host.frame(of: "picker")!
    host.graph.pointerMoved(to: CGPoint(x: button.midX, y: button.midY))
    host.graph.pointerDown(at: CGPoint(x: button.midX, y: button.midY))
    host.flush()
    let item = host.tree.all(ofType: "MenuItem")[0].frame
    host.graph.pointerMoved(to: CGPoint(x: item.midX, y: item.midY))
    host.graph.pointerUp(at: CGPoint(x: item.midX, y: item.midY))
    host.flush()
    #expect(host.find(text: "Flavor 0") != nil)
    #expect(menus(host).isEmpty)
  }

  @Test func optionalSelectionMatchesTagsOfTheWrappedType() {
    struct Optional: View {
      @State var choice: Int? = nil
      var body: some View {
        VStack {
          Picker("Choice", selection: $choice) {
            Text("One").tag(1 as Int?)
            Text("Two").tag(2 as Int?)
          }
          .pickerStyle(.segmented)
          Text(choice.map { "Picked \($0)" } ?? "None")
        }
      }
    }
    let host = TestHost(Optional(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "None") != nil)
    host.tap(text: "Two")
    #expect(host.find(text: "Picked 2") != nil)
  }
}
