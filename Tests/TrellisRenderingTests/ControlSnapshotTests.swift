import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

@MainActor
@Suite struct ControlSnapshotTests {
  static let toggleRows = ["switch-off", "switch-on", "check-off", "check-on", "button-off", "button-on"]

  struct ToggleGallery: View {
    var body: some View {
      StateGrid(rows: ControlSnapshotTests.toggleRows) { row, _ in
        let isOn = row % 2 == 1
        switch row / 2 {
        case 0: Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden()
        case 1: Toggle(isOn ? "On" : "Off", isOn: .constant(isOn)).toggleStyle(.checkbox)
        default: Toggle(isOn ? "On" : "Off", isOn: .constant(isOn)).toggleStyle(.button)
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func toggles(colorScheme: ColorScheme) {
    let grid = ToggleGallery()
    let states = StateGrid<EmptyView>(rows: Self.toggleRows) { _, _ in EmptyView() }.states
    ControlSnapshot.expectMatch(
      grid, size: CGSize(width: 394, height: 270), colorScheme: colorScheme,
      named: "toggles-\(colorScheme == .dark ? "dark" : "light")", states: states)
  }

  static func suffix(_ colorScheme: ColorScheme) -> String { colorScheme == .dark ? "dark" : "light" }

  static let valueRows = ["slider", "slider-labels", "stepper", "stepper-bound"]

  struct ValueGallery: View {
    var body: some View {
      StateGrid(rows: ControlSnapshotTests.valueRows) { row, _ in
        switch row {
        case 0: Slider(value: .constant(0.4))
        case 1:
          Slider(value: .constant(70.0), in: 0...100) {
            Text("Vol")
          } minimumValueLabel: {
            Text("0").font(.caption)
          } maximumValueLabel: {
            Text("9").font(.caption)
          }.labelsHidden()
        case 2: Stepper("3", value: .constant(3), in: 0...10).labelsHidden()
        default: Stepper("0", value: .constant(0), in: 0...10).labelsHidden()
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func slidersAndSteppers(colorScheme: ColorScheme) {
    let states = StateGrid<EmptyView>(rows: Self.valueRows) { _, _ in EmptyView() }.states
    ControlSnapshot.expectMatch(
      ValueGallery(), size: CGSize(width: 394, height: 190), colorScheme: colorScheme,
      named: "values-\(Self.suffix(colorScheme))", states: states)
  }

  enum Shape: String, CaseIterable, Identifiable {
    case circle = "Circle", square = "Square", star = "Star"
    var id: Self { self }
  }

  struct PickerGallery: View {
    static let states = ["Normal", "Hover", "Pressed", "Focused", "Disabled"]
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        ForEach(0..<5) { index in
          HStack(spacing: 12) {
            Text(Self.states[index]).font(.caption).foregroundStyle(.secondary).frame(
              width: 56, alignment: .leading)
            Picker("Shape", selection: .constant(Shape.square)) {
              ForEach(Shape.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented).labelsHidden().frame(width: 200)
            .accessibilityIdentifier("segments-\(index)")
            Picker("Size", selection: .constant(1)) {
              Text("Small").tag(0)
              Text("Medium").tag(1)
            }
            .labelsHidden().accessibilityIdentifier("menu-\(index)")
          }
          .disabled(index == 4)
        }
      }
      .padding(12)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func pickers(colorScheme: ColorScheme) {
    var states: [String: ControlSnapshot.State] = [:]
    for (index, state) in [(1, ControlSnapshot.State.hovered), (2, .pressed), (3, .focused)] {
      states["segments-\(index)"] = state
      states["menu-\(index)"] = state
    }
    ControlSnapshot.expectMatch(
      PickerGallery(), size: CGSize(width: 394, height: 200), colorScheme: colorScheme,
      named: "pickers-\(Self.suffix(colorScheme))", states: states
    ) { host in
      // Hover the first segment of the hovered row.
      if let frame = host.frame(of: "segments-1") {
        host.hover(at: CGPoint(x: frame.minX + 20, y: frame.midY))
      }
    }
  }

  struct MenuGallery: View {
    var body: some View {
      VStack(alignment: .leading) {
        Picker("Fruit", selection: .constant("Pear")) {
          ForEach(["Apple", "Pear", "Quince", "Blackcurrant"], id: \.self) { Text($0) }
        }
        .accessibilityIdentifier("fruit")
        Spacer()
      }
      .padding(12)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func openMenu(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      MenuGallery(), size: CGSize(width: 260, height: 190), colorScheme: colorScheme,
      named: "menu-\(Self.suffix(colorScheme))"
    ) { host in
      host.tap(id: "fruit")
      if let item = host.find(text: "Quince") {
        host.hover(at: CGPoint(x: item.frame.midX, y: item.frame.midY))
      }
    }
  }

  struct FieldGallery: View {
    @State var name = "Ada Lovelace"
    @State var empty = ""
    @State var long = "A sentence too long to fit in the field"
    @State var secret = "hunter2"
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        TextField("Placeholder", text: $empty).accessibilityIdentifier("empty")
        TextField("Name", text: $name).accessibilityIdentifier("hovered")
        TextField("Name", text: $name).accessibilityIdentifier("caret")
        TextField("Long", text: $long).accessibilityIdentifier("selection")
        SecureField("Password", text: $secret).accessibilityIdentifier("secure")
        TextField("Disabled", text: $name).disabled(true)
        TextField("Plain style", text: $empty).textFieldStyle(.plain)
      }
      .padding(12)
      .frame(width: 240)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func textFields(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      FieldGallery(), size: CGSize(width: 240, height: 290), colorScheme: colorScheme,
      named: "fields-\(Self.suffix(colorScheme))", states: ["hovered": .hovered]
    ) { host in
      guard let caret = host.frame(of: "caret"), let selection = host.frame(of: "selection") else { return }
      // A selection made in a field that then lost focus stays, drawn inactive.
      host.drag(
        from: CGPoint(x: selection.minX + 40, y: selection.midY),
        to: CGPoint(x: selection.minX + 120, y: selection.midY))
      host.tap(at: CGPoint(x: caret.minX + 60, y: caret.midY))
    }
  }

  struct Pet: Identifiable {
    let id: Int
    let name: String
    let icon: String
  }

  struct ListGallery: View {
    @State var selection: Int? = 2
    let pets = (1...12).map {
      Pet(id: $0, name: "Pet number \($0)", icon: ["pawprint.fill", "heart.fill", "star.fill"][$0 % 3])
    }
    var body: some View {
      List(pets, selection: $selection) { pet in
        Label(pet.name, systemImage: pet.icon)
      }
      .accessibilityIdentifier("list")
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func list(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      ListGallery(), size: CGSize(width: 240, height: 200), colorScheme: colorScheme,
      named: "list-\(Self.suffix(colorScheme))"
    ) { host in
      host.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 30))
      host.hover(at: CGPoint(x: 100, y: 120))
    }
  }

  /// With keyboard focus (from Tab) the selection takes the accent tint; without, it is gray.
  @Test(arguments: [ColorScheme.light, .dark])
  func focusedList(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      ListGallery(), size: CGSize(width: 240, height: 120), colorScheme: colorScheme,
      named: "list-focused-\(Self.suffix(colorScheme))"
    ) { host in
      host.press(.tab)
    }
  }

  struct FormGallery: View {
    @State var wifi = true
    @State var band = 1
    @State var name = "Trellis"
    @State var copies = 2
    var body: some View {
      Form {
        Section("Network") {
          Toggle("Wi-Fi", isOn: $wifi)
          Picker("Band", selection: $band) {
            Text("2.4 GHz").tag(0)
            Text("5 GHz").tag(1)
          }
          TextField("Name", text: $name)
        }
        Section {
          Stepper("Copies: \(copies)", value: $copies, in: 1...9)
        } header: {
          Text("Output")
        } footer: {
          Text("Applies to every printer.")
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func form(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      FormGallery(), size: CGSize(width: 380, height: 300), colorScheme: colorScheme,
      named: "form-\(Self.suffix(colorScheme))")
  }
}
