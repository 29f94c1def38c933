public import TrellisCore

extension Scene {
  /// The size, in points, of the scene's windows when they open; without it a window opens at
  /// its content's ideal size (at least 320 × 200).
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    _ModifiedScene(self) { $0.defaultSize = CGSize(width: width, height: height) }
  }

  /// The size, in points, of the scene's windows when they open.
  public func defaultSize(_ size: CGSize) -> some Scene {
    defaultSize(width: size.width, height: size.height)
  }

  /// How far the scene's windows can be resized, told to the window manager as size hints.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    _ModifiedScene(self) { $0.resizability = resizability }
  }

  /// Where on the screen the scene's windows open: `.topLeading` puts a window in the screen's
  /// top-left corner, `.center` centers it. Window managers that place windows themselves may
  /// not follow it.
  public func defaultPosition(_ position: UnitPoint) -> some Scene {
    _ModifiedScene(self) { $0.defaultPosition = position }
  }

  /// The shortcut that opens the scene's window, or raises it when it is open: the shortcut of
  /// its item in the Window menu, which lists each `Window` scene by its title. Only a single
  /// window (`Window`) has one, as in SwiftUI.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// The shortcut that opens the scene's window, or raises it when it is open; nil for none.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
    _ModifiedScene(self) { $0.keyboardShortcut = shortcut }
  }

  /// The look of the scene's windows' frames. Accepted so that SwiftUI code compiles, but it
  /// changes nothing: on X11 the window manager draws the title bar and frame.
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
    _ModifiedScene(self)
  }

  /// The look of the scene's windows' toolbars. Accepted so that SwiftUI code compiles, but it
  /// changes nothing: toolbars are drawn inside the window the same way whatever the style.
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
    _ModifiedScene(self)
  }

  /// Adds menu commands to the app. X11 has no global menu bar, so each window shows the menus in
  /// a bar of its own across its top (File, Edit, View, your `CommandMenu`s, Window, Help, as
  /// they have items), each item with its shortcut. The commands' `.keyboardShortcut`s work in
  /// every window of the app: a key that nothing in the window used (no focused control, no
  /// `.keyboardShortcut` of a view on screen) runs the first command button with that shortcut,
  /// in the order macOS puts its menus.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    let commands = content()
    return _ModifiedScene(self, commands: [CommandsSource { commands._commandContents() }])
  }
}
