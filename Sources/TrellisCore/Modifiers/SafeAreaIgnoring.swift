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

struct SafeAreaIgnoringModifier: PrimitiveModifier {
  typealias NodeType = SafeAreaIgnoringNode
  /// The edges on which the view extends into the container safe area.
  let edges: Edge.Set
}

/// `.ignoresSafeArea`: lays out as its content, and tells the `.safeAreaInset` and
/// `.safeAreaPadding` modifiers around it (through modifiers that leave layout alone) that the
/// content extends into the space they reserve on `edges`. A scroll view inside takes no margins
/// from that safe area on those edges: for it, there is none.
final class SafeAreaIgnoringNode: PassThroughNode<SafeAreaIgnoringModifier> {
  override func modifierDidChange(from old: SafeAreaIgnoringModifier) {
    guard old.edges != modifier.edges else { return }
    // The scroll view inside measured itself with the margins lent past this node.
    safeAreaScrollView?.invalidateLayout()
    invalidateLayout()
  }

  override var ignoredSafeAreaEdges: Edge.Set { modifier.edges.union(super.ignoredSafeAreaEdges) }

  override var safeAreaBarrier: Edge.Set { modifier.edges }
}

extension View {
  /// Lets the view extend into the safe area on `edges`.
  ///
  /// A Trellis window has no safe-area insets of its own (no notch, no home indicator, no
  /// software keyboard); the safe area is what `.safeAreaInset` and `.safeAreaPadding` reserve.
  /// A view that is their content (through modifiers that leave layout alone, such as
  /// `.background` or `.tint`) and ignores the safe area on their edges fills the space beneath
  /// the inset view or the padding. The keyboard region alone changes nothing.
  ///
  /// ```swift
  /// Color.indigo
  ///     .ignoresSafeArea()
  ///     .safeAreaInset(edge: .bottom) { controls }
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
  }

  /// Lets the view extend into the safe area on `edges` (the older form of `ignoresSafeArea`).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(SafeAreaIgnoringModifier(edges: edges))
  }
}
