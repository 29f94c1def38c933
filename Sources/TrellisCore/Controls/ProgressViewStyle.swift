/// A progress view's look, given how far it has come and its labels.
///
/// ```swift
/// struct Battery: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack(alignment: .leading) {
///             Capsule().fill(.quaternary)
///             Capsule().fill(.green)
///                 .frame(width: 80 * (configuration.fractionCompleted ?? 0))
///         }
///         .frame(width: 80, height: 12)
///     }
/// }
///
/// ProgressView(value: 0.7).progressViewStyle(Battery())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The type of the progress view's view.
  associatedtype Body: View
  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
  /// The progress view's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` gets to build a progress view from.
@MainActor
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  public struct Label: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The label that describes the current value.
  public struct CurrentValueLabel: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// How much of the task is done, from 0 to 1; nil when that is not known.
  public let fractionCompleted: Double?
  /// The progress view's label, if it has one.
  public var label: Label?
  /// The label for the current value, if the progress view has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// The look Trellis draws itself: a bar or a ring.
enum BuiltInProgressKind: Hashable, Sendable {
  case automatic, linear, circular
}

/// The styles Trellis draws itself.
protocol BuiltInProgressViewStyle: ProgressViewStyle {
  var kind: BuiltInProgressKind { get }
}

extension BuiltInProgressViewStyle {
  /// The built-in look: the label, the indicator, and the current value's label below it.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInProgressBody(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel, kind: kind)
  }
}

/// A bar for determinate progress (the default), a spinner otherwise.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
  /// The default style.
  public init() {}
  var kind: BuiltInProgressKind { .automatic }
}

/// A horizontal bar.
public struct LinearProgressViewStyle: BuiltInProgressViewStyle {
  /// The linear style.
  public init() {}
  var kind: BuiltInProgressKind { .linear }
}

/// A ring (determinate) or a spinner (indeterminate).
public struct CircularProgressViewStyle: BuiltInProgressViewStyle {
  /// The circular style.
  public init() {}
  var kind: BuiltInProgressKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring or a spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The style in effect: a built-in look, or a style of the app's with the style in effect
/// around it, which the progress views its body makes from the configuration are drawn in.
struct ProgressViewStyleChain: @unchecked Sendable {
  var kind = BuiltInProgressKind.automatic
  var custom: CustomProgressViewStyle?
}

/// A style of the app's, type-erased.
final class CustomProgressViewStyle {
  let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
  let outer: ProgressViewStyleChain

  @MainActor init<S: ProgressViewStyle>(_ style: S, outer: ProgressViewStyleChain) {
    makeBody = {
      AnyView(StyleBodyView(style: style, configuration: $0) { $0.makeBody(configuration: $1) })
    }
    self.outer = outer
  }

  /// The style's body, in an environment whose style is the one around this one, so that a
  /// `ProgressView(configuration)` in it does not draw this style again.
  @MainActor func body(_ configuration: ProgressViewStyleConfiguration) -> some View {
    makeBody(configuration).environment(\.progressViewStyle, outer)
  }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ProgressViewStyleChain()
}

extension EnvironmentValues {
  var progressViewStyle: ProgressViewStyleChain {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of progress views in this view: `.linear`, `.circular`, or a style of your own.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    transformEnvironment(\.progressViewStyle) { chain in
      if let builtIn = style as? any BuiltInProgressViewStyle {
        chain = ProgressViewStyleChain(kind: builtIn.kind)
      } else {
        chain = ProgressViewStyleChain(custom: CustomProgressViewStyle(style, outer: chain))
      }
    }
  }
}
