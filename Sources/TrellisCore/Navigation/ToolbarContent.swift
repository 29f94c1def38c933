/// Items for a navigation stack's bar, built with `ToolbarItem` and `ToolbarItemGroup` in a
/// `.toolbar { }` modifier.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// Implementation detail: the items' placements and views, in order.
  var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] { get }
}

/// Toolbar content made of several parts, as a `ToolbarContentBuilder` joins them.
public struct _ToolbarItemList: ToolbarContent {
  public let _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)]
}

/// Builds toolbar content from `ToolbarItem`s and `ToolbarItemGroup`s, with `if` and `if`/`else`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItemList {
    _ToolbarItemList(_toolbarItems: content._toolbarItems)
  }

  public static func buildBlock(_ parts: _ToolbarItemList...) -> _ToolbarItemList {
    _ToolbarItemList(_toolbarItems: parts.flatMap(\._toolbarItems))
  }

  public static func buildOptional(_ part: _ToolbarItemList?) -> _ToolbarItemList {
    part ?? _ToolbarItemList(_toolbarItems: [])
  }

  public static func buildEither(first part: _ToolbarItemList) -> _ToolbarItemList { part }

  public static func buildEither(second part: _ToolbarItemList) -> _ToolbarItemList { part }
}
