import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `TextField(_:value:format:)`: the field shows the value formatted, keeps what is typed while
/// editing, and parses it into the value on Return or when focus leaves.
@MainActor
struct FormattedTextFieldTests {
  struct Order: View {
    @State var quantity = 1234
    @State var discount: Double? = 0.5

    var body: some View {
      VStack {
        TextField("Quantity", value: $quantity, format: .number.locale(Locale(identifier: "en_US")))
        TextField("Discount", value: $discount, format: .percent.locale(Locale(identifier: "en_US")))
        Text("quantity \(quantity), discount \(discount.map { String($0) } ?? "none")")
      }
    }
  }

  func host() -> TestHost<Order> {
    TestHost(Order(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  func status(_ host: TestHost<Order>) -> String? {
    host.tree.allNodes.compactMap(\.text).first { $0.hasPrefix("quantity") }
  }

  @Test func theValueShowsFormattedAndReturnParsesWhatWasTyped() {
    let host = host()
    #expect(host.find(text: "1,234") != nil)
    #expect(host.find(text: "50%") != nil)
    host.press(.tab)
    // Focus from the keyboard selects the whole text, so typing replaces it.
    host.type("56789")
    #expect(host.find(text: "56789") != nil, "the draft shows as typed")
    #expect(status(host) == "quantity 1234, discount 0.5", "the value waits for Return")
    host.press(.returnKey)
    #expect(status(host) == "quantity 56789, discount 0.5")
    #expect(host.find(text: "56,789") != nil, "then shows formatted")
  }

  @Test func leavingTheFieldCommitsAndWhatDoesNotParseIsPutBack() {
    let host = host()
    host.press(.tab)
    host.type("12")
    host.press(.tab)
    #expect(status(host) == "quantity 12, discount 0.5")
    host.type("lots")
    host.press(.tab)
    #expect(status(host) == "quantity 12, discount 0.5")
    #expect(host.find(text: "50%") != nil, "text that does not parse is replaced by the value's")
  }

  @Test func anEmptyOptionalFieldIsNil() {
    let host = host()
    host.press(.tab)
    host.press(.tab)
    host.press(.backspace)
    host.press(.returnKey)
    #expect(status(host) == "quantity 1234, discount none")
  }
}
