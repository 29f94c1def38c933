/// The kinds of fields whose Return key runs `onSubmit` actions.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The triggers as bits.
  public let rawValue: Int
  /// Creates triggers from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Search fields.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The actions a Return key in a field runs, innermost first.
struct SubmitActionsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: [SubmitAction] = []
}

struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

extension EnvironmentValues {
  var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when the user presses Return in a text field inside this view. Several
  /// `onSubmit` modifiers all run, the innermost first.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    transformEnvironment(\.submitActions) { $0.append(SubmitAction(triggers: triggers, action: action)) }
  }
}
