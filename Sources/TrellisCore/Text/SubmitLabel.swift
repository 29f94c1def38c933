/// The label of the Return key on a touch keyboard while a text field is being edited.
///
/// Accepted for source compatibility: a desktop keyboard's Return key has no label to change,
/// so ``View/submitLabel(_:)`` does nothing in Trellis.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  /// "Done".
  public static let done = SubmitLabel(name: "done")
  /// "Go".
  public static let go = SubmitLabel(name: "go")
  /// "Send".
  public static let send = SubmitLabel(name: "send")
  /// "Join".
  public static let join = SubmitLabel(name: "join")
  /// "Route".
  public static let route = SubmitLabel(name: "route")
  /// "Search".
  public static let search = SubmitLabel(name: "search")
  /// "Return".
  public static let `return` = SubmitLabel(name: "return")
  /// "Next".
  public static let next = SubmitLabel(name: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  /// Sets the label of the Return key on touch keyboards. Does nothing in Trellis: desktop
  /// keyboards have no such label. Accepted so that SwiftUI code compiles unchanged.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
