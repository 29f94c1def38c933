import Trellis

/// The post's two views in one window: its segmented picker switches the 150 tags of its
/// scrolling flow layout among a row, a column, a pile and the flow, animated.
struct ContentView: View {

  @State private var layoutType: LayoutType = .flowLayout

  var body: some View {
    VStack {
      Picker("Layout Type", selection: $layoutType) {
        ForEach(LayoutType.allCases) {
          Text($0.rawValue)
        }
      }
      .pickerStyle(.segmented)
      .padding([.horizontal, .top])
      .accessibilityIdentifier("layoutType")

      ScrollView {
        AnyLayout(layoutType.layout) {
          ForEach(0..<150, id: \.self) {
            Text("\($0)")
              .fixedSize()
              .padding()
              .background(.regularMaterial)
              .clipShape(.capsule)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .animation(.default, value: layoutType)
        .padding()
      }
      .accessibilityIdentifier("tags")
    }
    .background(
      LinearGradient(
        colors: [Color(red: 0.55, green: 0.62, blue: 0.95), Color(red: 0.95, green: 0.62, blue: 0.78)],
        startPoint: .topLeading, endPoint: .bottomTrailing)
    )
  }

  enum LayoutType: String, CaseIterable, Hashable, Identifiable {
    case hStack
    case vStack
    case zStack
    case flowLayout

    var layout: any Layout {
      switch self {
      case .hStack:
        HStackLayout()
      case .vStack:
        VStackLayout()
      case .zStack:
        ZStackLayout()
      case .flowLayout:
        FlowLayout()
      }
    }

    var id: Self { self }
  }
}
