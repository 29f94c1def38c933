/// Why content is hidden behind placeholders.
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons' bits.
  public let rawValue: Int

  /// A reason set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a stand-in for data still loading: text shows as gray bars.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private: views marked ``View/privacySensitive(_:)`` show as gray bars.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
}

struct RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}
struct PrivacySensitiveKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Why the content of a view is redacted; empty when it is shown.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether the view is marked as showing private data.
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether text here draws as placeholder bars.
  var redactsText: Bool {
    let reasons = redactionReasons
    return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
  }
}

extension View {
  /// Redacts the content for `reason`, added to any reasons already in force: with
  /// `.placeholder`, text draws as rounded gray bars of its size, while images and shapes still
  /// draw, as in SwiftUI.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows the content even inside a redacted view.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }

  /// Marks the content as private, so that it is redacted when the reasons include `.privacy`.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment(\.isPrivacySensitive, sensitive)
  }
}
