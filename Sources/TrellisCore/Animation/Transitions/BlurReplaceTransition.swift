/// Blurs, scales and fades the view in and out: for one view replacing another in place.
///
/// ```swift
/// Text(isPlaying ? "Pause" : "Play")
///   .id(isPlaying)
///   .transition(.blurReplace)
/// ```
public struct BlurReplaceTransition: Transition {
  /// Which way the view scales as it goes.
  public struct Configuration: Equatable, Sendable {
    let removalScale: Double

    /// Scales up as the view comes in and down as it goes.
    public static let downUp = Configuration(removalScale: BlurReplaceTransition.smallerScale)
    /// Scales up both as the view comes in and as it goes.
    public static let upUp = Configuration(removalScale: 2 - BlurReplaceTransition.smallerScale)
  }

  /// Which way the view scales as it goes.
  public var configuration: Configuration

  /// A blur-replace transition scaling as `configuration` says.
  public init(configuration: Configuration) { self.configuration = configuration }

  // How blurred and how small the view is outside its identity phase (Trellis's choice).
  nonisolated static let blurRadius: CGFloat = 10
  nonisolated static let smallerScale = 0.8

  /// The content, blurred, scaled and transparent outside the identity phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let scale =
      switch phase {
      case .willAppear: Self.smallerScale
      case .identity: 1.0
      case .didDisappear: configuration.removalScale
      }
    content
      .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
      .scaleEffect(scale)
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs, scales up and fades the view in; blurs, scales down and fades it out.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

  /// Blurs and fades the view in and out, scaling as `configuration` says.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}
