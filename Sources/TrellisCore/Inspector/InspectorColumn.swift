import Observation

/// The width of one inspector's trailing column: the limits its content sets with
/// `.inspectorColumnWidth`, and the width a drag of its divider chose within them.
@Observable @MainActor
final class InspectorColumn {
  /// The limits an inspector's content sets none: about a macOS inspector's.
  static let standardLimits = NavigationSplitColumnWidth(min: 200, ideal: 260, max: 400)

  /// The limits `.inspectorColumnWidth` set inside the inspector, if any.
  var limits: NavigationSplitColumnWidth?
  /// The width a drag chose; nil until the divider is dragged, or after a double-click.
  private(set) var chosenWidth: CGFloat?
  /// The width when the current drag began.
  @ObservationIgnored private var dragStartWidth: CGFloat?

  /// The column's width now.
  var width: CGFloat {
    let limits = limits ?? Self.standardLimits
    return limits.clamp(chosenWidth ?? limits.ideal)
  }

  /// Follows a drag of the divider that moved the pointer `distance` points towards the
  /// content, which widens the column.
  func drag(by distance: CGFloat) {
    let start = dragStartWidth ?? width
    dragStartWidth = start
    guard distance.isFinite else { return }
    chosenWidth = (limits ?? Self.standardLimits).clamp(start + distance)
  }

  func endDrag() { dragStartWidth = nil }

  /// Goes back to the ideal width, as a double-click on the divider does.
  func resetWidth() { chosenWidth = nil }
}

extension EnvironmentValues {
  /// The inspector column the views inside an inspector belong to.
  var inspectorColumn: InspectorColumn? {
    get { self[InspectorColumnKey.self] }
    set { self[InspectorColumnKey.self] = newValue }
  }
}

private struct InspectorColumnKey: EnvironmentKey {
  static var defaultValue: InspectorColumn? { nil }
}

/// Whether the key window's inspector shows, for `InspectorCommands`.
struct InspectorPresentationKey: FocusedValueKey {
  typealias Value = Binding<Bool>
}

extension FocusedValues {
  /// The presentation of the inspector of the key window, which `InspectorCommands` toggles.
  package var inspectorPresentation: Binding<Bool>? {
    get { self[InspectorPresentationKey.self] }
    set { self[InspectorPresentationKey.self] = newValue }
  }
}
