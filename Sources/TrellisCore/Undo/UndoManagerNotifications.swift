public import Foundation

// Foundation's names, posted by `UndoManager` with the manager as the object, for code that
// follows undo and redo through `NotificationCenter`.
extension NSNotification.Name {
  /// Posted after an undo group opens.
  public static let NSUndoManagerDidOpenUndoGroup = Self("NSUndoManagerDidOpenUndoGroupNotification")
  /// Posted before an undo group closes.
  public static let NSUndoManagerWillCloseUndoGroup = Self("NSUndoManagerWillCloseUndoGroupNotification")
  /// Posted after an undo group closes.
  public static let NSUndoManagerDidCloseUndoGroup = Self("NSUndoManagerDidCloseUndoGroupNotification")
  /// Posted before an undo.
  public static let NSUndoManagerWillUndoChange = Self("NSUndoManagerWillUndoChangeNotification")
  /// Posted after an undo.
  public static let NSUndoManagerDidUndoChange = Self("NSUndoManagerDidUndoChangeNotification")
  /// Posted before a redo.
  public static let NSUndoManagerWillRedoChange = Self("NSUndoManagerWillRedoChangeNotification")
  /// Posted after a redo.
  public static let NSUndoManagerDidRedoChange = Self("NSUndoManagerDidRedoChangeNotification")
}
