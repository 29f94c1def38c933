/// Items for a navigation stack's bar, built with `ToolbarItem` and `ToolbarItemGroup` in a
/// `.toolbar { }` modifier.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// Implementation detail: the items' placements and views, in order.
  var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { get }
}

/// Toolbar content made of several parts, as a `ToolbarContentBuilder` joins them.
public struct _ToolbarItemList: ToolbarContent {
  /// Implementation detail: the items' placements and views, in order.
  public let _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)]
}

/// Builds toolbar content from `ToolbarItem`s and `ToolbarItemGroup`s, with `if` and `if`/`else`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  /// One item or group.
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItemList {
    _ToolbarItemList(_toolbarItems: content._toolbarItems)
  }

  /// Items in the order written.
  public static func buildBlock(_ parts: _ToolbarItemList...) -> _ToolbarItemList {
    _ToolbarItemList(_toolbarItems: parts.flatMap(\._toolbarItems))
  }

  /// Items under an `if`, or none.
  public static func buildOptional(_ part: _ToolbarItemList?) -> _ToolbarItemList {
    part ?? _ToolbarItemList(_toolbarItems: [])
  }

  /// The items of an `if` branch.
  public static func buildEither(first part: _ToolbarItemList) -> _ToolbarItemList { part }

  /// The items of an `else` branch.
  public static func buildEither(second part: _ToolbarItemList) -> _ToolbarItemList { part }
}
