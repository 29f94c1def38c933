import Trellis

/// The window: today's order, one cell per item.
struct ContentView: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      HStack(alignment: .firstTextBaseline) {
        Text("Your Order")
          .font(.largeTitle)
          .bold()
          .layoutPriority(1)
        Spacer()
        Text("Ready in 5 min")
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }
      ForEach(Order.menu) { order in
        OrderCell(order: order)
          .accessibilityIdentifier(order.name)
      }
      Spacer(minLength: 0)
    }
    .padding(20)
  }
}
