/// Whether the texts in a view can be selected with the pointer and copied.
///
/// ```swift
/// LabeledContent("Serial number", value: serial)
///   .textSelection(.enabled)
/// ```
public protocol TextSelectability {
  /// Whether texts can be selected.
  static var allowsSelection: Bool { get }
}

/// Texts can be selected: dragged across, double-clicked for a word, triple-clicked for all,
/// and copied with Control-C.
public struct EnabledTextSelectability: TextSelectability {
  /// True.
  public static var allowsSelection: Bool { true }
}

/// Texts cannot be selected, as by default.
public struct DisabledTextSelectability: TextSelectability {
  /// False.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Texts can be selected and copied.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Texts cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

struct TextSelectionAllowedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether the texts inside can be selected (`.textSelection`).
  var allowsTextSelection: Bool {
    get { self[TextSelectionAllowedKey.self] }
    set { self[TextSelectionAllowedKey.self] = newValue }
  }
}

extension View {
  /// Lets the texts inside this view be selected and copied, or not.
  ///
  /// A press on a selectable text and a drag select characters; a double click selects a word
  /// and a triple click the whole text; Shift-click and Shift with the arrows extend the
  /// selection. The text then has keyboard focus (it takes none from
  /// Tab): Control-C copies the selection and Control-A selects everything. The selection is
  /// also the X11 primary selection, which a middle click pastes in other apps. Controls keep
  /// their clicks: a button's label is not selected.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.allowsTextSelection, S.allowsSelection)
  }
}
