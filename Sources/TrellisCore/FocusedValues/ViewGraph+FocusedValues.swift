extension ViewGraph {
  /// This window's focused values, made on first use.
  var focusedValues: FocusedValuesStore {
    if let store = focusedValuesStorage { return store }
    let store = FocusedValuesStore(graph: self)
    focusedValuesStorage = store
    return store
  }

  /// The focused values `@FocusedValue` reads in this graph: its own, or the key window's.
  var focusedValuesForReading: FocusedValuesStore? {
    readsKeyWindowFocusedValues ? KeyWindowFocusedValues.store : focusedValues
  }

  /// Makes this graph's focused values the ones an app's menu commands read with
  /// `@FocusedValue`: a host calls it when its window becomes the key window.
  public func becomeKeyForFocusedValues() {
    KeyWindowFocusedValues.graph = self
  }

  /// Stops menu commands reading this graph's focused values, if they do: a host calls it when
  /// its window closes.
  public func resignKeyForFocusedValues() {
    if KeyWindowFocusedValues.isKey(self) { KeyWindowFocusedValues.graph = nil }
  }
}

/// Which window's focused values menu commands read; reading it subscribes the reader to the
/// key window changing.
@MainActor
enum KeyWindowFocusedValues {
  private static weak var keyGraph: ViewGraph?
  private static let location = FocusedValueSlot(nil)

  static var graph: ViewGraph? {
    get {
      _ = location.read()
      return keyGraph
    }
    set {
      guard newValue !== keyGraph else { return }
      keyGraph = newValue
      location.write(nil)
    }
  }

  /// Whether `graph` is the key window's, without subscribing to changes.
  static func isKey(_ graph: ViewGraph) -> Bool { keyGraph === graph }

  /// The key window's focused values; nil while no window is key.
  static var store: FocusedValuesStore? { graph?.focusedValues }
}
