import TrellisCore

/// A group of menu commands, added to an app with the `.commands { }` scene modifier.
///
/// X11 has no global menu bar, so each window of an app with commands shows its menus in a bar
/// across the window's top; the buttons' `.keyboardShortcut`s work in every window of the app. Write your own by composing
/// `CommandMenu`s and `CommandGroup`s in `body`.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of the commands' content.
  associatedtype Body: Commands
  /// The commands' content.
  @CommandsBuilder var body: Body { get }
  /// Implementation detail: the menus and groups these commands add.
  func _commandContents() -> [CommandContent]
}

extension Commands {
  public func _commandContents() -> [CommandContent] {
    // Evaluated inside the menu bar's (or the command graph's) body: `@Environment` properties
    // read that view's environment, in the body and in the actions it makes.
    var linked = self
    EnvironmentLinking.link(&linked)
    return linked.body._commandContents()
  }
}

extension Never: Commands {}

/// Implementation detail: one menu or menu group's items, built as views that are never shown.
@MainActor
public struct CommandContent {
  /// Where the items go.
  enum Placement {
    /// A menu of its own, named `name`.
    case menu(name: Text)
    /// Before the standard items of a group.
    case before(CommandGroupPlacement)
    /// After the standard items of a group.
    case after(CommandGroupPlacement)
    /// Instead of the standard items of a group.
    case replacing(CommandGroupPlacement)
  }

  let placement: Placement
  let items: AnyView
  /// Whether the items are written as nothing at all (`CommandGroup(replacing: .help) {}`):
  /// the menu bar leaves such a group out, and a menu left with no other group.
  var isEmpty = false
}

/// Implementation detail: commands added by a `.commands { }` modifier, whose `body` is evaluated
/// again when state it read changes, as a view's is.
@MainActor
public struct CommandsSource {
  let contents: @MainActor () -> [CommandContent]
}

/// No commands.
public struct EmptyCommands: Commands {
  /// No commands.
  public init() {}

  public var body: Never { fatalError("EmptyCommands has no body") }

  public func _commandContents() -> [CommandContent] { [] }
}

/// Several groups of commands together.
public struct TupleCommands<each Content: Commands>: Commands {
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  public var body: Never { fatalError("TupleCommands has no body") }

  public func _commandContents() -> [CommandContent] {
    var result: [CommandContent] = []
    for commands in repeat each content { result += commands._commandContents() }
    return result
  }
}

/// Commands that an `if` statement includes or not, or chooses between.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
    case none
  }

  let storage: Storage

  public var body: Never { fatalError("_ConditionalCommands has no body") }

  public func _commandContents() -> [CommandContent] {
    switch storage {
    case .first(let content): content._commandContents()
    case .second(let content): content._commandContents()
    case .none: []
    }
  }
}

/// Builds commands from the statements of a `.commands { }` closure or a `Commands` body.
@resultBuilder @MainActor
public enum CommandsBuilder {
  /// A statement that is a group of commands.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  /// A single group of commands.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
  /// Several groups of commands.
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<
    repeat each Content
  > {
    TupleCommands(repeat each content)
  }
  /// Commands an `if` without `else` includes or not.
  public static func buildOptional<Content: Commands>(_ content: Content?) -> _ConditionalCommands<
    Content, EmptyCommands
  > {
    _ConditionalCommands(storage: content.map { .first($0) } ?? .none)
  }
  /// The commands of an `if`'s first branch.
  public static func buildEither<TrueContent: Commands, FalseContent: Commands>(first: TrueContent)
    -> _ConditionalCommands<TrueContent, FalseContent>
  {
    _ConditionalCommands(storage: .first(first))
  }
  /// The commands of an `if`'s `else` branch.
  public static func buildEither<TrueContent: Commands, FalseContent: Commands>(second: FalseContent)
    -> _ConditionalCommands<TrueContent, FalseContent>
  {
    _ConditionalCommands(storage: .second(second))
  }
  /// Commands inside `if #available`.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}
