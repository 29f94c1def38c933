/// Sets the environment values scroll views read: `scrollDisabled`, `scrollIndicators`,
/// `contentMargins` and `scrollClipDisabled`. A
/// modifier of its own rather than `transformEnvironment`, whose closure differs on every update
/// and would hand the environment down again each time.
struct ScrollEnvironmentModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollEnvironmentNode

  enum Setting: Equatable {
    case disabled(Bool)
    case indicators(ScrollIndicatorVisibility, Axis.Set)
    case margins(Edge.Set, EdgeInsets, ContentMarginPlacement)
    case clipDisabled(Bool)
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
    case .margins(let edges, let insets, let placement):
      if placement != .scrollIndicators {
        values.scrollContentMargins = values.scrollContentMargins.replacing(edges, with: insets)
      }
      if placement != .scrollContent {
        values.scrollIndicatorMargins = values.scrollIndicatorMargins.replacing(edges, with: insets)
      }
    case .clipDisabled(let disabled):
      values.isScrollClipDisabled = disabled
    }
    return values
  }

  override func modifierDidChange(from old: ScrollEnvironmentModifier) {
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }
}
