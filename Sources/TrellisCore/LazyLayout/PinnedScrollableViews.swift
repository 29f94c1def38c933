/// The kinds of views a lazy stack or grid keeps in sight at the edge of its scroll view while
/// their section scrolls past.
///
/// ```swift
/// ScrollView {
///     LazyVStack(pinnedViews: [.sectionHeaders]) {
///         ForEach(groups) { group in
///             Section { ForEach(group.items) { Text($0.name) } } header: { GroupHeader(group) }
///         }
///     }
/// }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: UInt32

  /// A set from its option bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)

  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
