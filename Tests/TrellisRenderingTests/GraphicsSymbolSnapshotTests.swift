import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct GraphicsSymbolSnapshotTests {
  /// Every built-in symbol in a grid, each captioned, in the default font and in a large bold one.
  struct SymbolSheet: View {
    let names = Image.systemNames
    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        ForEach(0..<((names.count + 5) / 6), id: \.self) { row in
          HStack(spacing: 4) {
            ForEach(Array(names[(row * 6)..<min(row * 6 + 6, names.count)]), id: \.self) { name in
              VStack(spacing: 3) {
                Image(systemName: name).font(.title2)
                Text(name).font(.system(size: 7)).foregroundStyle(.secondary).lineLimit(1)
              }
              .frame(width: 62)
            }
          }
        }
      }
      .padding(8)
    }
  }

  @Test func symbolSheet() {
    GraphicsSnapshot.expectMatch(
      SymbolSheet(), size: CGSize(width: 400, height: 372), named: "graphics-symbols")
  }

  @Test func symbolsBesideText() {
    let view = VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "star.fill").foregroundStyle(.yellow)
        Text("Favorites")
        Image(systemName: "chevron.right").foregroundStyle(.secondary)
      }
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "heart.fill").foregroundStyle(.pink)
        Text("Headline, bold").font(.headline).bold()
        Image(systemName: "checkmark").font(.headline.bold())
      }
      HStack(alignment: .firstTextBaseline) {
        Image(systemName: "pawprint.fill").imageScale(.small)
        Image(systemName: "pawprint.fill")
        Image(systemName: "pawprint.fill").imageScale(.large)
        Text("Scales").font(.title3)
      }
      HStack {
        Image(systemName: "no.such.symbol")
        Text("Unknown name")
      }
      Image(systemName: "leaf.fill").resizable().scaledToFit().frame(width: 60, height: 40)
        .foregroundStyle(.linearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom))
    }
    .padding(10)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 200, height: 170), named: "graphics-symbols-text")
  }
}
