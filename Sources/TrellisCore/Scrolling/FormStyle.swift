/// How a `Form` looks: `.grouped` (the automatic style in Trellis) or `.columns`.
@MainActor @preconcurrency
public protocol FormStyle {}

/// The form style of the platform: in Trellis, the grouped one.
public struct AutomaticFormStyle: FormStyle {
  /// The automatic style.
  public init() {}
}

/// Rows in rounded boxes, one box per section, as macOS System Settings shows them: labels
/// leading and controls trailing, sections titled above their box. The form scrolls.
public struct GroupedFormStyle: FormStyle {
  /// The grouped style.
  public init() {}
}

/// Two columns, as in a macOS settings pane: the labels trailing-aligned in the first, the
/// controls and values leading-aligned in the second, each label on its control's first
/// baseline. A section's header stands in the label column above its rows, its footer under
/// them in the control column. The form neither scrolls nor pads itself.
///
/// ```swift
/// Form {
///   TextField("Name", text: $name)
///   Picker("Theme", selection: $theme) { … }
///   Toggle("Show previews", isOn: $previews).toggleStyle(.checkbox)
/// }
/// .formStyle(.columns)
/// .padding(20)
/// ```
public struct ColumnsFormStyle: FormStyle {
  /// The columns style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The form style of the platform: in Trellis, the grouped one.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows in rounded boxes, one box per section.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// A column of trailing-aligned labels beside a column of leading-aligned controls.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The styles Trellis draws forms in.
enum FormLayoutStyle: Sendable {
  case grouped, columns
}

struct FormLayoutStyleKey: EnvironmentKey {
  static let defaultValue = FormLayoutStyle.grouped
}

/// Whether labeled controls lay out as the cells of a columns form (`FormColumnsLayout`).
struct FormColumnsCellsKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The style of the forms inside.
  var formLayoutStyle: FormLayoutStyle {
    get { self[FormLayoutStyleKey.self] }
    set { self[FormLayoutStyleKey.self] = newValue }
  }

  /// Whether labeled controls here are rows of a columns form: their label and their control
  /// are then two views, which the form puts in its two columns.
  var isFormColumnsCells: Bool {
    get { self[FormColumnsCellsKey.self] }
    set { self[FormColumnsCellsKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the forms inside: `.grouped` (also what `.automatic` is in Trellis) or
  /// `.columns`.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environment(\.formLayoutStyle, style is ColumnsFormStyle ? .columns : .grouped)
  }
}
