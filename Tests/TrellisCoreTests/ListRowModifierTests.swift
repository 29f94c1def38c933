import Testing
import TrellisCore
import TrellisTesting

/// `.listRowSeparator`, `.listRowInsets` and `.listStyle` in a `List`.
@MainActor
struct ListRowModifierTests {
  /// Three rows, the middle one modified by `middle`.
  fileprivate struct Rows<Middle: View>: View {
    let middle: (Text) -> Middle
    var body: some View {
      List {
        Text("One").accessibilityIdentifier("one")
        middle(Text("Two")).accessibilityIdentifier("two")
        Text("Three").accessibilityIdentifier("three")
      }
      .frame(height: 200)
      .accessibilityIdentifier("list")
    }
  }

  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 300, height: 300), text: .fixedAdvance)
  }

  /// The list's separator lines: fills one point high.
  private func separators<V: View>(_ host: TestHost<V>) -> [CGRect] {
    host.displayList().items.compactMap { item in
      guard case .fill(let path, _, _) = item, path.boundingRect.height == 1 else { return nil }
      return path.boundingRect
    }
  }

  @Test func rowsHaveSeparatorsBetweenThemUnlessARowHidesThem() {
    #expect(separators(host(Rows { $0 })).count == 2)
    #expect(separators(host(Rows { $0.listRowSeparator(.hidden) })).isEmpty)
    let belowOnly = separators(host(Rows { $0.listRowSeparator(.hidden, edges: .bottom) }))
    #expect(belowOnly.count == 1)
    let plain = host(Rows { $0 })
    #expect(belowOnly.first == separators(plain).first)
    #expect(separators(host(Rows { $0.listRowSeparator(.visible) })).count == 2)
  }

  @Test func aRowsOwnInsetsReplaceTheListsPadding() throws {
    let plain = host(Rows { $0 })
    let top = try #require(plain.frame(of: "list")).minY
    // The list's padding: 10 leading, 6 above; rows at least 28 high, here 32.
    #expect(plain.frame(of: "two") == CGRect(x: 10, y: top + 42, width: 30, height: 20))
    let inset = host(Rows { $0.listRowInsets(EdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 0)) })
    // The middle row is 28 high (its minimum) with its text 30 in; the row after moves up by 4.
    #expect(inset.frame(of: "two") == CGRect(x: 30, y: top + 40, width: 30, height: 20))
    #expect(inset.frame(of: "three") == CGRect(x: 10, y: top + 70, width: 50, height: 20))
    // Absurd insets are made zero rather than breaking the row.
    let absurd = host(
      Rows { $0.listRowInsets(EdgeInsets(top: .nan, leading: -.infinity, bottom: -4, trailing: .infinity)) })
    #expect(absurd.frame(of: "two")?.minX == 0)
  }

  @Test func listStylesAreAcceptedAndChangeNothing() {
    struct Styled: View {
      var body: some View {
        VStack {
          List { Text("One").accessibilityIdentifier("one") }.listStyle(.plain)
          List { Text("Two").accessibilityIdentifier("two") }.listStyle(.insetGrouped)
          List { Text("Three").accessibilityIdentifier("three") }.listStyle(.sidebar)
        }
      }
    }
    struct Unstyled: View {
      var body: some View {
        VStack {
          List { Text("One").accessibilityIdentifier("one") }
          List { Text("Two").accessibilityIdentifier("two") }
          List { Text("Three").accessibilityIdentifier("three") }
        }
      }
    }
    let styled = host(Styled())
    let unstyled = host(Unstyled())
    for id in ["one", "two", "three"] {
      #expect(styled.frame(of: id) != nil)
      #expect(styled.frame(of: id) == unstyled.frame(of: id))
    }
  }
}
