/// When the scroll views inside flash their scroll bars: on appearing, and each time a
/// `scrollIndicatorsFlash(trigger:)` value changes (`flashes` counts those changes).
struct ScrollIndicatorsFlash: Equatable, Sendable {
  var onAppear = false
  var flashes = 0
}

extension EnvironmentValues {
  /// When the scroll views inside flash their scroll bars.
  @Entry var scrollIndicatorsFlash: ScrollIndicatorsFlash = ScrollIndicatorsFlash()
}

struct ScrollIndicatorsFlashModifier<Value: Equatable>: PrimitiveModifier {
  typealias NodeType = ScrollIndicatorsFlashNode<Value>
  let trigger: Value
}

/// `.scrollIndicatorsFlash(trigger:)`: counts the changes of its value for the scroll views
/// inside.
final class ScrollIndicatorsFlashNode<Value: Equatable>: PassThroughNode<ScrollIndicatorsFlashModifier<Value>>
{
  private var flashes = 0

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.scrollIndicatorsFlash.flashes &+= flashes
    return values
  }

  override func modifierDidChange(from old: ScrollIndicatorsFlashModifier<Value>) {
    guard old.trigger != modifier.trigger else { return }
    flashes &+= 1
    let values = environmentForChildren
    forEachChild { $0.environmentDidChange(values) }
  }
}

extension View {
  /// Flashes the scroll bars of the scroll views inside when they appear, if `onAppear`: they
  /// show for a moment although the pointer is not over them.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
    transformEnvironment(\.scrollIndicatorsFlash) { $0.onAppear = onAppear }
  }

  /// Flashes the scroll bars of the scroll views inside each time `value` changes, to show that
  /// there is more to scroll to.
  ///
  /// ```swift
  /// ScrollView { messages }
  ///   .scrollIndicatorsFlash(trigger: messages.count)
  /// ```
  public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View {
    modifier(ScrollIndicatorsFlashModifier(trigger: value))
  }
}

extension ScrollNode {
  /// How long a flash shows the bars.
  static let flashDuration = 1.0
}
