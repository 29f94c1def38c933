import Trellis

/// The `navigation` mode: a `NavigationStack` bound to a path of fruit names, with links that
/// push a detail view (which keeps a counter, and closes itself with `dismiss`), and a link with
/// a destination of its own.
struct NavigationScreen: View {
  @State private var path: [String] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack(spacing: 0) {
        NavigationLink("Apples", value: "Apples").accessibilityIdentifier("link-apples")
        NavigationLink("Pears", value: "Pears").accessibilityIdentifier("link-pears")
        NavigationLink("About") {
          Text("Fruits, one at a time").accessibilityIdentifier("about")
        }
        .accessibilityIdentifier("link-about")
      }
      .padding(8)
      .frame(maxHeight: .infinity, alignment: .top)
      .navigationTitle("Fruits")
      .navigationDestination(for: String.self) { FruitDetail(name: $0) }
    }
  }
}

/// A pushed fruit: a counter that lives as long as the view stays on the stack.
struct FruitDetail: View {
  let name: String
  @State private var count = 0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 8) {
      Text("\(name): \(count)").accessibilityIdentifier("detail")
      HStack {
        Button("Add one") { count += 1 }.accessibilityIdentifier("add")
        Button("Done") { dismiss() }.accessibilityIdentifier("done")
      }
    }
    .navigationTitle(name)
  }
}
