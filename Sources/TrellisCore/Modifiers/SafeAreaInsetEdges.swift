/// The top or bottom edge of a rectangle, where `safeAreaInset(edge:)` can put a bar.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// The leading or trailing edge of a rectangle, where `safeAreaInset(edge:)` can put a bar.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: HorizontalEdge) { self.rawValue = 1 << edge.rawValue }

    /// The leading edge.
    public static let leading = Set(.leading)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
  }
}

extension Edge {
  /// The edge `edge` names.
  public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }

  /// The edge `edge` names.
  public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
}
