import TrellisCore
import TrellisTesting

/// Hosts views for graphics tests with the fixed-advance text measurer.
@MainActor
enum TestHostFactory {
  static func fixed<V: View>(_ view: V, size: CGSize = CGSize(width: 200, height: 200)) -> TestHost<V> {
    TestHost(view, size: size, text: .fixedAdvance)
  }
}

extension DisplayList {
  /// The paths of the fills, in order.
  var filledPaths: [Path] {
    items.compactMap { item in
      if case .fill(let path, _, _) = item { return path }
      return nil
    }
  }
}
