import Testing
import TrellisTesting

@testable import TrellisCore

// Previews as Xcode writes them: they must compile here, type-checked with the rest of the file.
#Preview {
  PreviewTests.Badge(count: 1)
}

#Preview("With state", traits: .sizeThatFitsLayout, .landscapeLeft) {
  @Previewable @State var count = 2
  @Previewable @State var names: [String] = [
    "a", "b",
  ]
  VStack {
    PreviewTests.Badge(count: count)
    Button("More") { count += names.count }
  }
}

#Preview("Statements") {
  let count = 3
  return PreviewTests.Badge(count: count)
}

struct BadgePreviews: PreviewProvider {
  static var previews: some View {
    PreviewTests.Badge(count: 4)
      .previewLayout(.fixed(width: 80, height: 40))
      .previewDisplayName("Four")
      .previewDevice("iPhone 15")
  }
}

/// `#Preview`, `@Previewable` and `PreviewProvider`: declared as in SwiftUI, and what they make
/// can be shown.
@MainActor
struct PreviewTests {
  struct Badge: View {
    let count: Int
    var body: some View { Text("badge \(count)") }
  }

  @Test func aPreviewKeepsItsNameTraitsAndContent() {
    let preview = Preview("Three", traits: .sizeThatFitsLayout, .fixedLayout(width: 100, height: 50)) {
      Badge(count: 3)
      Text("below")
    }
    #expect(preview.name == "Three")
    #expect(preview.traits.map(\.kind) == [.sizeThatFits, .fixed(width: 100, height: 50)])
    let host = TestHost(preview.content, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "badge 3") != nil)
    #expect(host.find(text: "below") != nil)
    #expect(Preview { Badge(count: 0) }.name == nil)
  }

  @Test func aPreviewProvidersPreviewsCanBeShown() {
    #expect(BadgePreviews.platform == nil)
    let host = TestHost(BadgePreviews.previews, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "badge 4") != nil)
  }
}
