/// How a view's content changes when it changes in an animation, such as a text's string.
///
/// ```swift
/// Text("\(count)")
///     .contentTransition(.numericText(value: Double(count)))
/// ```
///
/// Trellis animates the string of a `Text` this way: `.opacity` and `.interpolate` cross-fade
/// the old string into the new one, and `.numericText` also rolls them, the old one out and the
/// new one in, upwards as a number grows and downwards as it falls (the whole string rolls,
/// where SwiftUI rolls only the digits that change). Without a content transition a text's
/// string changes at once, even in an animation.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    /// Rolling, downwards when `countsDown`, or by the change in the numbers shown when nil.
    case numericText(countsDown: Bool?)
  }

  let kind: Kind

  /// No animation: the new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// The content changes smoothly from old to new (for text, a cross-fade).
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// Digits rolling: upwards, or downwards when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }

  /// Digits rolling the way the number shown moved: upwards as it grows, downwards as it falls.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: nil))
  }
}

struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue: ContentTransition? = nil
}

extension EnvironmentValues {
  /// How views inside change their content in an animation; nil, the default, changes it at once.
  public var contentTransition: ContentTransition? {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// Sets how the texts inside change their string when it changes in an animation (see
  /// ``ContentTransition``).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}

/// A text's old string leaving while its new one arrives, kept out of line by `TextNode` (few
/// texts ever have one).
final class TextContentAnimation {
  /// The old string's request, frame and paint.
  let old: (request: TextRequest, size: CGSize, paint: Paint)
  /// How far each string moves along y, as a fraction of the text's height: 0 for a fade,
  /// negative to roll upwards.
  let roll: CGFloat
  /// From 0 (the old string shown) to 1 (the new one).
  var progress: ValueAnimator<Double>

  init(
    old: (request: TextRequest, size: CGSize, paint: Paint), roll: CGFloat, progress: ValueAnimator<Double>
  ) {
    self.old = old
    self.roll = roll
    self.progress = progress
  }

  /// How far the strings roll for `transition`, from `old` to `new`: upwards (negative) when
  /// counting up, judged by the numbers in the strings when the transition does not say.
  static func roll(for transition: ContentTransition, from old: String, to new: String) -> CGFloat {
    guard case .numericText(let countsDown) = transition.kind else { return 0 }
    let down = countsDown ?? ((number(in: new) ?? 0) < (number(in: old) ?? 0))
    return down ? 0.6 : -0.6
  }

  /// The number a string shows, ignoring what is not part of one ("$1,200" is 1200).
  private static func number(in string: String) -> Double? {
    Double(String(string.filter { $0.isNumber || $0 == "." || $0 == "-" }))
  }

  /// Draws the old string and `new` at `progress`, fading and rolling, clipped to the text's
  /// lines so that rolling strings do not show outside them.
  func draw(
    _ new: (request: TextRequest, rect: CGRect, paint: Paint), into list: inout DisplayListBuilder
  ) {
    let p = CGFloat(min(max(progress.presented, 0), 1))
    let clip = new.rect.union(CGRect(origin: new.rect.origin, size: old.size))
    let height = clip.height
    list.group(.pushClip(Path(clip.insetBy(dx: -2, dy: 0)), eoFill: false), .popClip) { list in
      list.group(.pushLayer(LayerEffects(opacity: Double(1 - p), bounds: clip)), .popLayer) {
        let frame = CGRect(origin: new.rect.origin, size: old.size).offsetBy(dx: 0, dy: roll * p * height)
        $0.append(.text(old.request, frame: frame, paint: old.paint))
      }
      list.group(.pushLayer(LayerEffects(opacity: Double(p), bounds: clip)), .popLayer) {
        let frame = new.rect.offsetBy(dx: 0, dy: -roll * (1 - p) * height)
        $0.append(.text(new.request, frame: frame, paint: new.paint))
      }
    }
  }
}
