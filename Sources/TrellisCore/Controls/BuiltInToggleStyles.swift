/// The default toggle look: a switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The default style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// A toggle shown as a sliding switch, tinted when on, after its label.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The switch style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledControl(label: configuration.label, control: SwitchIndicator(isOn: configuration.isOn))
  }
}

/// A toggle shown as a checkbox before its label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The checkbox style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    CheckboxBody(configuration: configuration)
  }
}

/// A toggle shown as a button that stays pressed in (filled with the tint) while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The button style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    ToggleButtonBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default look: a switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// A sliding switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed in while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A checkbox followed by its label (in a form row, too: a checkbox leads its row).
struct CheckboxBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    HStack(spacing: 7) {
      CheckboxIndicator(isOn: configuration.isOn, isMixed: configuration.isMixed)
      if !labelsHidden { configuration.label }
    }
  }
}

/// The button look of a toggle: neutral when off, filled with the tint when on.
struct ToggleButtonBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isControlPressed) private var isPressed

  var body: some View {
    StandardButtonBody(
      configuration: ButtonStyleConfiguration(
        label: ButtonStyleConfiguration.Label(content: AnyView(configuration.label)), role: nil,
        isPressed: isPressed),
      kind: configuration.isOn ? .prominent : .neutral)
  }
}
