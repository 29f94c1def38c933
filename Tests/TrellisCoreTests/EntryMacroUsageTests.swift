import Testing
import TrellisCore
import TrellisTesting

extension EnvironmentValues {
  /// A value declared with `@Entry`, as SwiftUI apps since 2024 declare them.
  @Entry fileprivate var cardStyleName: String = "plain"
  @Entry fileprivate var cardBadge: Int?
  @Entry fileprivate var cardFormatter: (Int) -> String = { "#\($0)" }
}

extension Transaction {
  @Entry fileprivate var origin: String = "code"
}

/// `@Entry` makes environment and transaction values that read, default and override as
/// hand-written keys do.
@MainActor
struct EntryMacroUsageTests {
  struct Card: View {
    let tag: String
    @Environment(\.cardStyleName) private var styleName
    @Environment(\.cardBadge) private var badge
    @Environment(\.cardFormatter) private var format

    var body: some View {
      Text("\(tag) \(styleName) \(badge.map(String.init) ?? "none") \(format(7))")
    }
  }

  @Test func defaultsComeFromTheInitialValues() {
    let host = TestHost(Card(tag: "a"), size: CGSize(width: 400, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "a plain none #7") != nil)
  }

  @Test func valuesSetAboveReachTheViewsBelow() {
    let view = VStack {
      Card(tag: "inner")
        .environment(\.cardStyleName, "bold")
        .environment(\.cardBadge, 3)
        .environment(\.cardFormatter) { "n\($0)" }
      Card(tag: "outer")
    }
    let host = TestHost(view, size: CGSize(width: 400, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "inner bold 3 n7") != nil)
    #expect(host.find(text: "outer plain none #7") != nil)
  }

  @Test func transactionsCarryEntries() {
    var transaction = Transaction()
    #expect(transaction.origin == "code")
    transaction.origin = "tap"
    let copy = transaction
    transaction.origin = "drag"
    #expect(copy.origin == "tap")
    #expect(transaction.origin == "drag")
  }
}
