import TrellisCore

/// Lets the benchmark change the state of one chosen leaf from outside the view tree, as a tap
/// on that leaf would.
@MainActor
final class LeafTrigger {
  /// Increments the chosen leaf's counter; set when the leaf's body runs.
  var bump: () -> Void = {}
}

/// A leaf of every benchmark tree: a text showing a counter it owns.
struct CounterLeaf: View {
  let index: Int
  /// Set only on the leaf the benchmark changes.
  let trigger: LeafTrigger?
  @State private var count = 0

  var body: some View {
    let _ = trigger.map { trigger in trigger.bump = { count += 1 } }
    Text("leaf \(index): \(count)")
  }
}
