import Trellis

/// The window: a header with the appearance switch, then controls on the left and shape styles
/// and symbols on the right, all scrolling together.
struct ContentView: View {
  // `--dark` opens the window dark, for screenshots of both looks.
  @State private var appearance: Appearance =
    CommandLine.arguments.contains("--dark") ? .dark : .light

  var body: some View {
    VStack(spacing: 0) {
      header
      Divider()
      ScrollViewReader { proxy in
        ScrollView {
          HStack(alignment: .top, spacing: 16) {
            VStack(spacing: 16) {
              ButtonsSection()
              TogglesSection()
              ValuesSection()
              PickersSection()
              MenusSection()
              TextInputSection()
              TextEditorSection()
              FilesSection()
              GridsSection()
              Button("Back to top") {
                withAnimation { proxy.scrollTo("top", anchor: .top) }
              }
              .accessibilityIdentifier("backToTop")
            }
            VStack(spacing: 16) {
              ColorsSection()
              GradientsSection()
              MaterialsSection()
              StrokesSection()
              EffectsSection()
              MatchedGeometrySection()
              DepthSection()
              LabelsSection()
              DisclosureSection()
              TableSection()
            }
          }
          .padding(20)
          .id("top")
        }
        .accessibilityIdentifier("sections")
      }
    }
    // The window's appearance, its own background included.
    .preferredColorScheme(appearance.colorScheme)
  }

  private var header: some View {
    HStack {
      VStack(alignment: .leading, spacing: 2) {
        Text("Gallery")
          .font(.largeTitle)
          .bold()
        Text("Every control and shape style, drawn by Trellis")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      Picker("Appearance", selection: $appearance) {
        ForEach(Appearance.allCases) { appearance in
          Text(appearance.rawValue)
        }
      }
      .pickerStyle(.segmented)
      .frame(width: 200)
      .accessibilityIdentifier("appearance")
    }
    .padding(.horizontal, 20)
    .padding(.vertical, 14)
  }
}
