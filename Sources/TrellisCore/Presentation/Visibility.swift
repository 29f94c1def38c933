/// Whether something shows: decided by the system (`automatic`), or always or never.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}
