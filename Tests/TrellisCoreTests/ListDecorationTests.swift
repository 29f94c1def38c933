import Testing
import TrellisCore
import TrellisTesting

/// Separator tints, row and section spacing, section separators, and header and badge
/// prominence in lists and forms.
@MainActor
struct ListDecorationTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 300, height: 400), text: .fixedAdvance)
  }

  /// The separator lines: fills one point high, with their colors.
  private func separators<V: View>(_ host: TestHost<V>) -> [(rect: CGRect, color: Color.Resolved?)] {
    host.displayList().items.compactMap { item in
      guard case .fill(let path, let paint, _) = item, path.boundingRect.height == 1 else { return nil }
      guard case .color(let color) = paint else { return (path.boundingRect, nil) }
      return (path.boundingRect, color)
    }
  }

  private func resolved(_ color: Color) -> Color.Resolved { color.resolve(in: EnvironmentValues()) }

  fileprivate struct ThreeRows<Middle: View>: View {
    let middle: (Text) -> Middle
    var body: some View {
      List {
        Text("One").accessibilityIdentifier("one")
        middle(Text("Two")).accessibilityIdentifier("two")
        Text("Three").accessibilityIdentifier("three")
      }
      .accessibilityIdentifier("list")
    }
  }

  @Test func aRowsTintColorsItsSeparatorsAndTheLowerRowsTopTintWins() {
    let plain = separators(host(ThreeRows { $0 }))
    #expect(plain.count == 2)
    let separator = plain[0].color
    #expect(plain.allSatisfy { $0.color == separator })
    let red = separators(host(ThreeRows { $0.listRowSeparatorTint(.red) }))
    #expect(red.map(\.color) == [resolved(.red), resolved(.red)])
    #expect(red.map(\.rect) == plain.map(\.rect))
    let bottomOnly = separators(host(ThreeRows { $0.listRowSeparatorTint(.blue, edges: .bottom) }))
    #expect(bottomOnly.map(\.color) == [separator, resolved(.blue)])
    // The middle row's bottom line is the last row's top line: the last row's tint wins.
    struct Meeting: View {
      var body: some View {
        List {
          Text("One").listRowSeparatorTint(.blue)
          Text("Two").listRowSeparatorTint(.green, edges: .top)
        }
      }
    }
    #expect(separators(host(Meeting())).map(\.color) == [resolved(.green)])
  }

  @Test func rowSpacingSeparatesAListsRowsWithTheSeparatorInTheMiddle() throws {
    let plain = host(ThreeRows { $0 })
    let spaced = host(ThreeRows { $0 }.listRowSpacing(6))
    let one = try #require(plain.frame(of: "one"))
    #expect(spaced.frame(of: "one") == one)
    // Rows are 32 high (20-point text, 6 above and below); 6 points between them.
    #expect(spaced.frame(of: "two") == one.offsetBy(dx: 0, dy: 38))
    #expect(spaced.frame(of: "three") == CGRect(x: one.minX, y: one.minY + 76, width: 50, height: 20))
    let lines = separators(spaced).map(\.rect)
    let plainLines = separators(plain).map(\.rect)
    #expect(lines.count == 2)
    // Without spacing a line is the upper row's last point; with 6 it is 2 points into the gap.
    #expect(lines == [plainLines[0].offsetBy(dx: 0, dy: 3), plainLines[1].offsetBy(dx: 0, dy: 9)])
    // Absurd spacing is none.
    #expect(host(ThreeRows { $0 }.listRowSpacing(.nan)).frame(of: "three") == plain.frame(of: "three"))
    #expect(host(ThreeRows { $0 }.listRowSpacing(-5)).frame(of: "three") == plain.frame(of: "three"))
  }

  fileprivate struct SettingsForm: View {
    var spacing: CGFloat?
    var body: some View {
      Form {
        Text("One").accessibilityIdentifier("one")
        Text("Two").accessibilityIdentifier("two")
      }
      .listRowSpacing(spacing)
    }
  }

  @Test func rowSpacingGivesEachFormRowABoxOfItsOwn() throws {
    let plain = host(SettingsForm())
    let spaced = host(SettingsForm(spacing: 8))
    let one = try #require(plain.frame(of: "one"))
    #expect(spaced.frame(of: "one") == one)
    // Form rows are 38 high (the minimum), then 8 points to the next box.
    #expect(plain.frame(of: "two") == one.offsetBy(dx: 0, dy: 38))
    #expect(spaced.frame(of: "two") == one.offsetBy(dx: 0, dy: 46))
    #expect(separators(plain).count == 1)
    #expect(separators(spaced).isEmpty)
  }

  fileprivate struct Sections: View {
    var body: some View {
      List {
        Section {
          Text("One").accessibilityIdentifier("one")
          Text("Two")
        } header: {
          Text("First").accessibilityIdentifier("first")
        }
        .listSectionSeparator(.visible)
        .listSectionSeparatorTint(.orange, edges: .bottom)
        Section {
          Text("Three").accessibilityIdentifier("three")
        } header: {
          Text("Second").accessibilityIdentifier("second")
        }
        .listSectionSeparator(.visible, edges: .top)
      }
      .listSectionSpacing(.custom(20))
      .accessibilityIdentifier("list")
    }
  }

  fileprivate struct PlainSections: View {
    var body: some View {
      List {
        Section("First") {
          Text("One").accessibilityIdentifier("one")
          Text("Two")
        }
        Section {
          Text("Three").accessibilityIdentifier("three")
        } header: {
          Text("Second").accessibilityIdentifier("second")
        }
      }
    }
  }

  @Test func aSectionShowsTheSeparatorsItAsksForAcrossTheWholeWidth() throws {
    let plain = separators(host(PlainSections()))
    #expect(plain.count == 1)
    let shown = host(Sections())
    let lines = separators(shown).sorted { $0.rect.minY < $1.rect.minY }
    let one = try #require(shown.frame(of: "one"))
    let three = try #require(shown.frame(of: "three"))
    let list = try #require(shown.frame(of: "list"))
    // The first section: a line along its rows' top, the one between its rows, and an orange
    // one along their bottom; the second: a line along its row's top only.
    #expect(lines.count == 4)
    let top = one.minY - 6
    #expect(lines[0].rect.minY == top)
    #expect(lines[1].rect.minY == top + 31)
    #expect(lines[2].rect.minY == top + 63)
    #expect(lines[2].color == resolved(.orange))
    #expect(lines[3].rect.minY == three.minY - 6)
    #expect(lines.map(\.rect.width) == [list.width, list.width - 20, list.width, list.width])
    #expect(lines[3].color == lines[1].color)
  }

  @Test func sectionSpacingPutsSpaceAfterEachSection() throws {
    let plain = host(PlainSections())
    let spaced = host(Sections())
    let second = try #require(plain.frame(of: "second"))
    #expect(spaced.frame(of: "second") == second.offsetBy(dx: 0, dy: 20))
    struct FormSections: View {
      let spacing: ListSectionSpacing
      var body: some View {
        Form {
          Section("First") { Text("One") }
          Section("Second") { Text("Two") }.accessibilityIdentifier("second")
        }
        .listSectionSpacing(spacing)
      }
    }
    let standard = try #require(host(FormSections(spacing: .default)).frame(of: "second"))
    #expect(host(FormSections(spacing: .compact)).frame(of: "second") == standard.offsetBy(dx: 0, dy: -8))
    #expect(host(FormSections(spacing: .custom(30))).frame(of: "second") == standard.offsetBy(dx: 0, dy: 12))
    #expect(
      host(FormSections(spacing: .custom(-.infinity))).frame(of: "second")
        == standard.offsetBy(dx: 0, dy: -18))
  }

  @Test func anIncreasedHeaderIsATitleOverTheRows() throws {
    struct Headed: View {
      let prominence: Prominence
      var body: some View {
        List {
          Section {
            Text("One").accessibilityIdentifier("one")
          } header: {
            Text("Pets").accessibilityIdentifier("header")
          }
          .headerProminence(prominence)
        }
      }
    }
    let standard = host(Headed(prominence: .standard))
    let increased = host(Headed(prominence: .increased))
    let header = try #require(standard.frame(of: "header"))
    // 12-point text is 4 characters of 60/7 points, 120/7 high, rounded out to pixels; 17-point
    // text 4 of 85/7, 170/7 high.
    #expect(header.size == CGSize(width: 35, height: 18))
    let big = try #require(increased.frame(of: "header"))
    #expect(big.size == CGSize(width: 49, height: 25))
    #expect(big.minY == header.minY + 2)
    #expect(increased.frame(of: "one")?.minY == standard.frame(of: "one").map { $0.minY + 11 })
  }

  @Test func aDecreasedBadgeHasNoCapsuleAroundIt() throws {
    struct Badged: View {
      let prominence: BadgeProminence
      var body: some View {
        List {
          Text("Inbox").badge(3).accessibilityIdentifier("row")
        }
        .badgeProminence(prominence)
      }
    }
    func badgeText<V: View>(_ host: TestHost<V>) -> CGRect? {
      host.find(text: "3")?.frame
    }
    let standard = host(Badged(prominence: .standard))
    let decreased = host(Badged(prominence: .decreased))
    let increased = host(Badged(prominence: .increased))
    let text = try #require(badgeText(standard))
    // The capsule pads the count by 6 on each side; without it the count is at the trailing edge.
    #expect(badgeText(decreased) == text.offsetBy(dx: 6, dy: 0))
    #expect(badgeText(increased) == text)
  }
}
