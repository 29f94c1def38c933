import Testing
import TrellisCore
import TrellisTesting

/// Styles used where SwiftUI code uses them: colors, gradients and materials as backgrounds,
/// overlays, fills and foreground styles must resolve without ambiguity and draw one fill each.
@MainActor
struct GraphicsStyleUsageTests {
  struct Usages: View {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    var body: some View {
      VStack {
        Text("a").background(Color.yellow)
        Text("b").background(Color.yellow.opacity(0.2))
        Text("c").background(gradient)
        Text("d").background(.ultraThinMaterial)
        Text("e").background(.regularMaterial, in: Capsule())
        Text("f").overlay(Color.black.opacity(0.1))
        Circle().fill(gradient.opacity(0.5))
        Circle().fill(.blue.gradient)
        Text("g").foregroundStyle(
          .linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
      }
    }
  }

  @Test func stylesResolveInEveryModifier() {
    let items = TestHostFactory.fixed(Usages(), size: CGSize(width: 300, height: 400)).displayList().items
    let fills = items.filter { if case .fill = $0 { true } else { false } }
    let texts = items.filter { if case .text = $0 { true } else { false } }
    #expect(fills.count == 8)
    #expect(texts.count == 7)
  }

  @Test func gradientForegroundStyleSpansTheText() {
    let view = Text("Hello").foregroundStyle(
      .linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
    let paints = TestHostFactory.fixed(view).displayList().items.compactMap { item -> Paint? in
      if case .text(_, _, let paint) = item { return paint }
      return nil
    }
    guard case .linearGradient(_, let start, let end) = paints.first else {
      Issue.record("expected a gradient, got \(paints)")
      return
    }
    // "Hello" is 50 × 20 points, centered in the 200-point root.
    #expect(start == CGPoint(x: 75, y: 100))
    #expect(end == CGPoint(x: 125, y: 100))
  }
}
