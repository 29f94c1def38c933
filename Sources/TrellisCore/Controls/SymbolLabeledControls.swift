extension Button where Label == TrellisCore.Label<Text, Image> {
  /// A button labeled with a title and a system symbol, as `Label(title, systemImage:)` shows
  /// them.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { TrellisCore.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, labeled with a title and a system symbol.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { TrellisCore.Label(title, systemImage: systemImage) }
  }

  /// A button labeled with a title and a named image.
  public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
    self.init(action: action) { TrellisCore.Label(title, image: image) }
  }
}

extension Toggle where Label == TrellisCore.Label<Text, Image> {
  /// A toggle labeled with a title and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TrellisCore.Label(title, systemImage: systemImage) }
  }
}
