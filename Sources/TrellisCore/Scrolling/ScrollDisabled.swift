struct IsScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether scroll views in this environment scroll when the user turns the wheel or drags a
  /// scroll bar; `scrollDisabled(_:)` sets it. Scrolling from code (`ScrollViewProxy.scrollTo`)
  /// still works.
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Stops the scroll views inside from scrolling by wheel or scroll bar when `disabled`; the
  /// wheel then scrolls an enclosing scroll view instead.
  ///
  /// ```swift
  /// ScrollView { rows }
  ///     .scrollDisabled(rows.count < 10)
  /// ```
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(ScrollEnvironmentModifier(setting: .disabled(disabled)))
  }
}

/// When scrolling dismisses the on-screen keyboard: `.scrollDismissesKeyboard(_:)` takes one.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  private let name: String

  /// As the platform likes.
  public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
  /// As soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "immediately")
  }
  /// Along with the drag.
  public static var interactively: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "interactively")
  }
  /// Never.
  public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

extension View {
  /// Sets when scrolling dismisses the on-screen keyboard. A Linux desktop types on a hardware
  /// keyboard, which nothing dismisses, so the modifier changes nothing; it is here so that code
  /// written for iOS compiles.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
