import Testing
import TrellisCore
import TrellisTesting

/// A window's menu bar with its File menu open, an item hovered, in both color schemes.
@MainActor
struct MenuBarSnapshotTests {
  struct Window: View {
    var body: some View {
      VStack(spacing: 0) {
        MenuBar([
          MenuBar.Entry(
            title: Text("File"),
            items: AnyView(
              Group {
                Button("New") {}.keyboardShortcut("n")
                Button("Open…") {}.keyboardShortcut("o")
                Menu("Open Recent") { Button("notes.txt") {} }
                Divider()
                Button("Save") {}.keyboardShortcut("s").disabled(true)
                Button("Save As…") {}.keyboardShortcut("s", modifiers: [.command, .shift])
                Divider()
                Button("Quit") {}.keyboardShortcut("q")
              })),
          MenuBar.Entry(title: Text("Edit"), items: AnyView(Button("Copy") {})),
          MenuBar.Entry(
            title: Text("View"),
            items: AnyView(
              Group {
                Toggle("Show Grid", isOn: .constant(true)).keyboardShortcut("g")
                Toggle("Show Rulers", isOn: .constant(false))
                Divider()
                Button("Zoom In") {}.keyboardShortcut("+")
                Picker("Zoom", selection: .constant(100)) {
                  ForEach([50, 100, 200], id: \.self) { Text("\($0)%") }
                }
                .pickerStyle(.inline)
                Picker("Sort By", selection: .constant("Name")) {
                  ForEach(["Name", "Date"], id: \.self) { Text($0) }
                }
              })),
          MenuBar.Entry(title: Text("Help"), items: AnyView(Button("About") {})),
        ])
        Text("Document").frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  /// Alt held: each title underlines the letter that opens it with Alt.
  @Test func altUnderlinesTheTitlesFirstLetters() {
    ControlSnapshot.expectMatch(Window(), size: CGSize(width: 300, height: 60), named: "menu-bar-mnemonics") {
      host in
      host.graph.modifierKeysChanged(to: .option)
      host.flush()
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func openFileMenu(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Window(), size: CGSize(width: 300, height: 260), colorScheme: colorScheme,
      named: "menu-bar-\(colorScheme == .dark ? "dark" : "light")"
    ) { host in
      host.tap(text: "File")
      if let item = host.find(text: "Save As…") {
        host.hover(at: CGPoint(x: item.frame.midX, y: item.frame.midY))
      }
    }
  }

  @Test func togglesAndPickersAreCheckmarkItems() {
    ControlSnapshot.expectMatch(
      Window(), size: CGSize(width: 340, height: 260), colorScheme: .light, named: "menu-bar-toggles"
    ) { host in
      host.tap(text: "View")
      if let sortBy = host.find(text: "Sort By") {
        host.hover(at: CGPoint(x: sortBy.frame.midX, y: sortBy.frame.midY))
      }
    }
  }

  @Test func sectionsHaveHeadersBetweenSeparators() {
    ControlSnapshot.expectMatch(
      VStack(spacing: 0) {
        MenuBar([
          MenuBar.Entry(
            title: Text("Insert"),
            items: AnyView(
              Group {
                Button("Date") {}
                Section("Shapes") {
                  Button("Circle") {}
                  Button("Square") {}
                }
                Section { Button("Table") {}.keyboardShortcut("t", modifiers: [.command, .option]) }
              }))
        ])
        Spacer()
      },
      size: CGSize(width: 240, height: 220), colorScheme: .light, named: "menu-bar-sections"
    ) { host in
      host.tap(text: "Insert")
    }
  }
}
