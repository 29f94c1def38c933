/// Kinds of safe area a view can extend into with `ignoresSafeArea(_:edges:)`.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  /// The set's bits.
  public let rawValue: UInt

  /// Regions of the given kinds.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The insets the window and its containers (bars, safe-area insets) set.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The insets a software keyboard sets.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every kind.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Lets the view extend into the safe area on `edges`.
  ///
  /// Trellis windows have no safe-area insets (no notch, no home indicator, no software
  /// keyboard), so this compiles and changes nothing.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }

  /// Lets the view extend into the safe area on `edges` (the older form of `ignoresSafeArea`).
  ///
  /// Trellis windows have no safe-area insets, so this compiles and changes nothing.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    self
  }
}
