/// Sets the environment values scroll views read: `scrollDisabled` and `scrollIndicators`. A
/// modifier of its own rather than `transformEnvironment`, whose closure differs on every update
/// and would hand the environment down again each time.
struct ScrollEnvironmentModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollEnvironmentNode

  enum Setting: Equatable {
    case disabled(Bool)
    case indicators(ScrollIndicatorVisibility, Axis.Set)
  }

  let setting: Setting
}

final class ScrollEnvironmentNode: PassThroughNode<ScrollEnvironmentModifier> {
  override var isTransparentAroundSeveralViews: Bool { true }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    switch modifier.setting {
    case .disabled(let disabled):
      // As in SwiftUI, disabling wins over an enclosing view's enabling.
      if disabled { values.isScrollEnabled = false }
    case .indicators(let visibility, let axes):
      if axes.contains(.vertical) { values.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { values.horizontalScrollIndicatorVisibility = visibility }
    }
    return values
  }

  override func modifierDidChange(from old: ScrollEnvironmentModifier) {
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }
}
