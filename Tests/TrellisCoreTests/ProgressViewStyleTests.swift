import Testing
import TrellisCore
import TrellisTesting

/// Progress view styles of the app's own, as in SwiftUI: `makeBody(configuration:)` gets the
/// fraction and the labels, and `ProgressView(configuration)` draws the style around it.
@MainActor
struct ProgressViewStyleTests {
  /// A bar 200 points long, filled as far as the progress has come.
  struct Meter: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        configuration.label
        Rectangle()
          .frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 10)
          .accessibilityIdentifier("fill")
        Text(configuration.fractionCompleted == nil ? "unknown" : "known")
        configuration.currentValueLabel
      }
    }
  }

  /// The current look with a caption above it, saying which of two styles drew it.
  struct Captioned: ProgressViewStyle {
    let caption: String

    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        Text(caption)
        ProgressView(configuration)
      }
    }
  }

  /// A style that shows a value of the environment of its progress view.
  struct Directional: ProgressViewStyle {
    @Environment(\.layoutDirection) private var direction

    func makeBody(configuration: Configuration) -> some View {
      Text(direction == .rightToLeft ? "rtl" : "ltr")
    }
  }

  private func host(_ view: some View) -> TestHost<AnyView> {
    TestHost(
      AnyView(view.frame(width: 300, height: 200, alignment: .topLeading)),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  @Test func aCustomStyleDrawsInsteadOfTheBar() throws {
    let host = host(ProgressView(value: 30, total: 120).progressViewStyle(Meter()))
    #expect(host.frame(of: "fill") == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(host.tree.allNodes.compactMap(\.text) == ["known"])
    #expect(!host.tree.allNodes.contains { $0.type == "ProgressView" })
  }

  @Test func theConfigurationCarriesBothLabelsAndAnUnknownFraction() throws {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        ProgressView(value: 1.0) {
          Text("Copying")
        } currentValueLabel: {
          Text("3 of 3")
        }
        ProgressView()
      }
      .progressViewStyle(Meter()))
    #expect(host.tree.allNodes.compactMap(\.text) == ["Copying", "known", "3 of 3", "unknown"])
    let copying = try #require(host.find(text: "Copying")?.frame)
    #expect(
      host.tree.allNodes.filter { $0.id == "fill" }.map(\.frame) == [
        CGRect(x: 0, y: copying.maxY, width: 200, height: 10),
        CGRect(x: 0, y: host.find(text: "3 of 3")!.frame.maxY, width: 0, height: 10),
      ])
  }

  @Test func progressViewOfTheConfigurationDrawsTheStyleAroundTheCustomOne() throws {
    // Circular outside, so the configuration's progress view is a 20-point ring, not a bar.
    let ringHost = host(
      ProgressView(value: 0.5).progressViewStyle(Captioned(caption: "c")).progressViewStyle(.circular))
    let caption = try #require(ringHost.find(text: "c")?.frame)
    let ring = try #require(ringHost.tree.allNodes.first { $0.type == "ProgressView" }?.frame)
    #expect(ring.size == CGSize(width: 20, height: 20))
    #expect(ring.minY == caption.maxY)

    // With nothing around it, the default look: a bar as wide as the style's stack offers.
    let barHost = host(ProgressView(value: 0.5).progressViewStyle(Captioned(caption: "c")))
    let bar = try #require(barHost.tree.allNodes.first { $0.type == "ProgressView" }?.frame)
    #expect(bar == CGRect(x: 0, y: barHost.find(text: "c")!.frame.maxY, width: 300, height: 6))
  }

  @Test func theInnermostStyleDrawsFirstAndHandsOnOutward() {
    let host = host(
      ProgressView(value: 0.5)
        .progressViewStyle(Captioned(caption: "inner"))
        .progressViewStyle(Captioned(caption: "outer")))
    #expect(host.tree.allNodes.compactMap(\.text) == ["inner", "outer"])
    #expect(host.tree.allNodes.filter { $0.type == "ProgressView" }.count == 1)
  }

  @Test func aBuiltInStyleInsideReplacesTheCustomOneAroundIt() {
    let host = host(
      ProgressView(value: 0.5).progressViewStyle(.linear).progressViewStyle(Captioned(caption: "c")))
    #expect(host.tree.allNodes.compactMap(\.text) == [])
    #expect(
      host.tree.allNodes.filter { $0.type == "ProgressView" }.map(\.frame.size) == [
        CGSize(width: 300, height: 6)
      ])
  }

  @Test func aStyleReadsTheEnvironmentOfItsProgressView() {
    let host = host(
      ProgressView(value: 0.5).progressViewStyle(Directional())
        .environment(\.layoutDirection, .rightToLeft))
    #expect(host.tree.allNodes.compactMap(\.text) == ["rtl"])
  }

  @Test func aBuiltInStylesBodyIsTheBuiltInLook() {
    struct Wrapped: ProgressViewStyle {
      func makeBody(configuration: Configuration) -> some View {
        CircularProgressViewStyle().makeBody(configuration: configuration)
      }
    }
    let host = host(ProgressView(value: 0.25).progressViewStyle(Wrapped()))
    #expect(
      host.tree.allNodes.filter { $0.type == "ProgressView" }.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 20, height: 20)
      ])
  }
}
