import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.presentationBackground` and `.presentationCornerRadius` inside a sheet: the panel is filled
/// and rounded as its content asks. The sheet's content here is 240 × 80, centered in a 400 × 300
/// window: its panel spans x 80…320, y 110…190.
@MainActor
struct PresentationBackgroundTests {
  struct Demo: View {
    @State var isPresented = true
    @State var asks = true
    var radius: CGFloat? = 20

    var body: some View {
      Text("Behind")
        .presentationBackground(Color.green)
        .sheet(isPresented: $isPresented) {
          VStack {
            if asks {
              Text("Asks").presentationBackground(Color.red).presentationCornerRadius(radius)
            }
            Button("Stop") { asks = false }.accessibilityIdentifier("stop")
          }
          .frame(width: 240, height: 80)
        }
    }
  }

  let panel = CGRect(x: 80, y: 110, width: 240, height: 80)

  func host(_ demo: Demo = Demo()) -> TestHost<Demo> {
    TestHost(demo, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  /// The colors of the fills that cover the panel exactly.
  func panelFills(_ host: TestHost<Demo>) -> [Color.Resolved] {
    host.displayList().items.compactMap { item in
      guard case .fill(let path, .color(let color), _) = item, path.boundingRect == panel else { return nil }
      return color
    }
  }

  /// The clip around the panel.
  func panelClip(_ host: TestHost<Demo>) -> Path? {
    host.displayList().items.lazy.compactMap { item -> Path? in
      guard case .pushClip(let path, _) = item, path.boundingRect == panel else { return nil }
      return path
    }.first
  }

  @Test func theContentsBackgroundFillsThePanel() {
    let host = host()
    let red = Color.red.resolve(in: EnvironmentValues())
    #expect(panelFills(host) == [red])
  }

  @Test func theContentsCornerRadiusRoundsThePanel() throws {
    let clip = try #require(panelClip(host()))
    // 4 points in from the corner: inside a 10-point rounding, outside a 20-point one.
    #expect(!clip.contains(CGPoint(x: 84, y: 114)))
    #expect(clip.contains(CGPoint(x: 90, y: 120)))
    let usual = try #require(panelClip(host(Demo(radius: nil))))
    #expect(usual.contains(CGPoint(x: 84, y: 114)))
  }

  @Test func theWindowsBackgroundComesBackWhenTheViewLeaves() throws {
    let host = host()
    #expect(host.tap(id: "stop"))
    #expect(host.find(text: "Asks") == nil)
    let usual = Color.windowBackgroundColor.resolve(in: EnvironmentValues())
    #expect(panelFills(host) == [usual])
    let clip = try #require(panelClip(host))
    #expect(clip.contains(CGPoint(x: 84, y: 114)))
  }

  @Test func outsideASheetItChangesNothing() {
    let host = TestHost(
      Text("Alone").presentationBackground(Color.red).presentationCornerRadius(4),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "Alone")?.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
    #expect(
      !host.displayList().items.contains { item in
        if case .fill = item { return true }
        return false
      })
  }

  @Test func thePhonesPresentationOptionsLeaveTheSheetAsItIs() {
    struct Phone: View {
      var body: some View {
        Text("Behind").sheet(isPresented: .constant(true)) {
          Text("Sheet").frame(width: 240, height: 80)
            .presentationCompactAdaptation(.popover)
            .presentationCompactAdaptation(horizontal: .sheet, vertical: .none)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .presentationContentInteraction(.scrolls)
        }
      }
    }
    let host = TestHost(Phone(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "Sheet")?.frame == CGRect(x: 175, y: 140, width: 50, height: 20))
    let panelFill = host.displayList().items.contains { item in
      guard case .fill(let path, _, _) = item else { return false }
      return path.boundingRect == panel
    }
    #expect(panelFill)
  }
}
