import Trellis

/// The window: a header with the inspector and appearance switches, then controls on the left
/// and shape styles and symbols on the right, all scrolling together, and the inspector beside
/// them when shown.
struct ContentView: View {
  // `--dark` opens the window dark, for screenshots of both looks.
  @State private var appearance: Appearance =
    CommandLine.arguments.contains("--dark") ? .dark : .light
  @State private var showsInspector = false
  @State private var isWide = true
  /// The narrowest the sections fit in two columns.
  static let twoColumnWidth: CGFloat = 760

  var body: some View {
    VStack(spacing: 0) {
      header
      Divider()
      ScrollViewReader { proxy in
        ScrollView {
          // Two columns side by side while they fit, one above the other when the inspector
          // leaves too little room; the sections keep their state as the layout changes.
          let columns =
            isWide
            ? AnyLayout(HStackLayout(alignment: .top, spacing: 16)) : AnyLayout(VStackLayout(spacing: 16))
          columns {
            VStack(spacing: 16) {
              ButtonsSection()
              TogglesSection()
              ValuesSection()
              PickersSection()
              MenusSection()
              TextInputSection()
              TextEditorSection()
              SettingsSection()
              FilesSection()
              GridsSection()
              Button("Back to top") {
                withAnimation { proxy.scrollTo("top", anchor: .top) }
              }
              .accessibilityIdentifier("backToTop")
            }
            VStack(spacing: 16) {
              DragDropSection()
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
              ContainersSection()
            }
          }
          .padding(20)
          .id("top")
        }
        .onGeometryChange(for: Bool.self) {
          $0.size.width >= Self.twoColumnWidth
        } action: {
          isWide = $0
        }
        .accessibilityIdentifier("sections")
      }
    }
    .inspector(isPresented: $showsInspector) {
      GalleryInspector()
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
      // The title keeps its lines whole; the room between it and the switches gives way first.
      .layoutPriority(1)
      Spacer()
      Toggle(isOn: $showsInspector) {
        Label("Inspector", systemImage: "sidebar.right")
      }
      .toggleStyle(.button)
      .labelStyle(.iconOnly)
      .help("Show or hide the inspector (Control-Alt-I)")
      .accessibilityIdentifier("inspector")
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
