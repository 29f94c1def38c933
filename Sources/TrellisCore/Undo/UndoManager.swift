import Foundation
public import Observation

/// Records operations so that they can be undone and redone: Foundation's `UndoManager`, which
/// swift-corelibs-foundation does not have.
///
/// Every window has one in the environment. Register how to reverse each change as you make it:
///
/// ```swift
/// @Environment(\.undoManager) private var undoManager
///
/// func delete(_ item: Item) {
///     let index = model.remove(item)
///     undoManager?.registerUndo(withTarget: model) { model in model.insert(item, at: index) }
///     undoManager?.setActionName("Delete Item")
/// }
/// ```
///
/// What is registered while one event (a key, a click) is handled is one group, undone in one
/// step; a handler that registers while it undoes makes the step that redo performs. Control-Z
/// undoes the window's last step and Shift-Control-Z or Control-Y redoes it, as do the Edit
/// menu's items; text fields and editors register their typing here. Unlike Foundation's, the
/// manager is observable: a view that reads `canUndo` or `undoMenuItemTitle` is evaluated
/// again when it changes.
@MainActor @Observable
public final class UndoManager {
  /// Whether there is a step to undo.
  public private(set) var canUndo = false
  /// Whether there is a step to redo.
  public private(set) var canRedo = false
  /// The name of the step `undo()` undoes, or an empty string.
  public private(set) var undoActionName = ""
  /// The name of the step `redo()` redoes, or an empty string.
  public private(set) var redoActionName = ""
  /// How many steps there are to undo.
  public private(set) var undoCount = 0
  /// How many steps there are to redo.
  public private(set) var redoCount = 0

  /// Whether an undo is running its operations (what they register becomes the redo step).
  @ObservationIgnored public private(set) var isUndoing = false
  /// Whether a redo is running its operations.
  @ObservationIgnored public private(set) var isRedoing = false
  /// Whether what is registered while handling an event is grouped on its own, without
  /// `beginUndoGrouping()`; true by default.
  @ObservationIgnored public var groupsByEvent = true
  /// How many steps are kept, older ones being forgotten; 0, the default, keeps all.
  @ObservationIgnored public var levelsOfUndo = 0 {
    didSet {
      trim()
      refresh()
    }
  }

  @ObservationIgnored private var undoStack: [UndoGroup] = []
  @ObservationIgnored private var redoStack: [UndoGroup] = []
  /// The top-level group being recorded; nested groups add to it.
  @ObservationIgnored private var openGroup: UndoGroup?
  /// Whether `openGroup` was opened for the current event, to be closed when it is handled.
  @ObservationIgnored private var openedForEvent = false
  @ObservationIgnored private var level = 0
  /// The step that an undo or redo in progress records into.
  @ObservationIgnored private var reversing: UndoGroup?
  @ObservationIgnored private var disabledCount = 0
  @ObservationIgnored private var lastState = 0
  /// Changes with every registration, undo and redo, so that a text field can tell whether its
  /// run of typing may go on in the step it registered.
  @ObservationIgnored package private(set) var registrationStamp = 0

  /// A manager with nothing to undo.
  public init() {}

  /// How deeply groups are nested now; 0 when none is open.
  public var groupingLevel: Int { level }

  /// Whether registrations are recorded (not between `disableUndoRegistration()` and
  /// `enableUndoRegistration()`).
  public var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

  /// The title of an Undo menu item: "Undo", or "Undo" and the step's name.
  public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
  /// The title of a Redo menu item: "Redo", or "Redo" and the step's name.
  public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

  /// "Undo", followed by `actionName` when it is not empty.
  public func undoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Undo" : "Undo \(actionName)"
  }

  /// "Redo", followed by `actionName` when it is not empty.
  public func redoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Redo" : "Redo \(actionName)"
  }

  // MARK: Registering

  /// Registers `handler` to run with `target` when the current step is undone (or, while
  /// undoing, redone). The manager keeps `target` weakly: an operation whose target is gone
  /// does nothing.
  public func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    guard isUndoRegistrationEnabled else { return }
    // The target came in as `TargetType`, so the erased one is always one.
    let action = UndoGroup.Action(target: target) { handler(unsafeDowncast($0, to: TargetType.self)) }
    registrationStamp &+= 1
    if let reversing {
      reversing.actions.append(action)
      return
    }
    if openGroup == nil {
      if !groupsByEvent {
        ViewGraph.warnOnce(
          "UndoManager: registerUndo with no group open while groupsByEvent is false; opened one for the event"
        )
      }
      openEventGroup()
    }
    openGroup?.actions.append(action)
    redoStack.removeAll()
    refresh()
  }

  /// Names the step being recorded (during an undo, the redo step; otherwise the open step, or
  /// the last one).
  public func setActionName(_ actionName: String) {
    if let group = reversing ?? openGroup ?? undoStack.last {
      group.actionName = actionName
      refresh()
    }
  }

  /// Stops recording registrations until as many `enableUndoRegistration()` calls.
  public func disableUndoRegistration() {
    disabledCount += 1
  }

  /// Records registrations again, once for every `disableUndoRegistration()`.
  public func enableUndoRegistration() {
    guard disabledCount > 0 else {
      ViewGraph.warnOnce("UndoManager: enableUndoRegistration() without disableUndoRegistration()")
      return
    }
    disabledCount -= 1
  }

  // MARK: Grouping

  /// Opens a group: what is registered until the matching `endUndoGrouping()` is undone
  /// together. Groups nest; with `groupsByEvent`, the event's own group holds them.
  public func beginUndoGrouping() {
    guard reversing == nil else {
      level += 1
      return
    }
    if level == 0, groupsByEvent { openEventGroup() }
    if level == 0 {
      openGroup = UndoGroup(state: nextState())
      post(.NSUndoManagerDidOpenUndoGroup)
    }
    level += 1
  }

  /// Closes the group opened last; closing the top-level one makes it a step to undo.
  public func endUndoGrouping() {
    guard level > 0 else {
      ViewGraph.warnOnce("UndoManager: endUndoGrouping() with no group open")
      return
    }
    level -= 1
    guard level == 0, reversing == nil, let group = openGroup else { return }
    post(.NSUndoManagerWillCloseUndoGroup)
    openGroup = nil
    openedForEvent = false
    if !group.actions.isEmpty {
      undoStack.append(group)
      trim()
    }
    post(.NSUndoManagerDidCloseUndoGroup)
    refresh()
  }

  /// Opens the group of the event being handled, closed when the update pass after it ends.
  private func openEventGroup() {
    guard level == 0 else { return }
    openGroup = UndoGroup(state: nextState())
    openedForEvent = true
    level = 1
    UndoEventGroups.add(self)
    post(.NSUndoManagerDidOpenUndoGroup)
  }

  /// Closes the event's group, with any group left open inside it.
  func closeEventGroup() {
    guard openedForEvent, reversing == nil else { return }
    if level > 1 {
      ViewGraph.warnOnce(
        "UndoManager: \(level - 1) undo group(s) left open at the end of an event; closed them")
      level = 1
    }
    if level == 1 { endUndoGrouping() }
  }

  // MARK: Undoing

  /// Undoes the last step, closing the event's group first; what the step's operations
  /// register becomes the step `redo()` performs.
  public func undo() {
    guard reversing == nil else { return }
    if level == 1, openedForEvent { endUndoGrouping() }
    guard level == 0 else {
      ViewGraph.warnOnce("UndoManager: undo() while a group is open; close it with endUndoGrouping() first")
      return
    }
    guard let group = popLive(from: &undoStack) else { return }
    post(.NSUndoManagerWillUndoChange)
    let redo = UndoGroup(state: group.state, actionName: group.actionName)
    reverse(group, into: redo, undoing: true)
    if !redo.actions.isEmpty { redoStack.append(redo) }
    post(.NSUndoManagerDidUndoChange)
    refresh()
  }

  /// Redoes the step undone last.
  public func redo() {
    guard reversing == nil else { return }
    if level == 1, openedForEvent { endUndoGrouping() }
    guard level == 0 else {
      ViewGraph.warnOnce("UndoManager: redo() while a group is open; close it with endUndoGrouping() first")
      return
    }
    guard let group = popLive(from: &redoStack) else { return }
    post(.NSUndoManagerWillRedoChange)
    let undo = UndoGroup(state: group.state, actionName: group.actionName)
    // On the stack before the operations run, so that they see the state they lead to.
    undoStack.append(undo)
    reverse(group, into: undo, undoing: false)
    if undo.actions.isEmpty { undoStack.removeLast() }
    post(.NSUndoManagerDidRedoChange)
    refresh()
  }

  /// The last step of `stack` that still has a target, forgetting those above it that have none.
  private func popLive(from stack: inout [UndoGroup]) -> UndoGroup? {
    while let group = stack.popLast() {
      if !group.isDead { return group }
    }
    return nil
  }

  private func reverse(_ group: UndoGroup, into recording: UndoGroup, undoing: Bool) {
    reversing = recording
    if undoing { isUndoing = true } else { isRedoing = true }
    registrationStamp &+= 1
    group.run()
    reversing = nil
    isUndoing = false
    isRedoing = false
    registrationStamp &+= 1
  }

  // MARK: Forgetting

  /// Forgets every step, to undo and to redo.
  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup?.actions.removeAll()
    refresh()
  }

  /// Forgets the operations registered with `target`, and the steps left with none.
  public func removeAllActions(withTarget target: AnyObject) {
    func remove(from groups: inout [UndoGroup]) {
      for group in groups { group.actions.removeAll { $0.target === target } }
      groups.removeAll { $0.actions.isEmpty }
    }
    remove(from: &undoStack)
    remove(from: &redoStack)
    openGroup?.actions.removeAll { $0.target === target }
    refresh()
  }

  // MARK: State

  /// Which state the undoable things are in: equal values mean the same steps are done. A
  /// document keeps the one it was saved in, to show it unchanged after undoing back to it.
  package var state: Int {
    if let openGroup, !openGroup.actions.isEmpty { return openGroup.state }
    return undoStack.last?.state ?? 0
  }

  /// Ends the run of typing a text field is recording: its next keystroke starts a step of its
  /// own (a document does this when it is saved, so that undo goes back to the saved text).
  package func breakCoalescing() {
    registrationStamp &+= 1
  }

  private func nextState() -> Int {
    lastState += 1
    return lastState
  }

  private func trim() {
    if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
      undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
  }

  private func post(_ name: NSNotification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }

  /// Brings the observable properties up to date, touching only those that changed.
  private func refresh() {
    let pending = openGroup.flatMap { $0.actions.isEmpty ? nil : $0 }
    let undoable = undoStack.count + (pending == nil ? 0 : 1)
    let undoName = (pending ?? undoStack.last)?.actionName ?? ""
    let redoName = redoStack.last?.actionName ?? ""
    if undoCount != undoable { undoCount = undoable }
    if redoCount != redoStack.count { redoCount = redoStack.count }
    if canUndo != (undoable > 0) { canUndo = undoable > 0 }
    if canRedo != !redoStack.isEmpty { canRedo = !redoStack.isEmpty }
    if undoActionName != undoName { undoActionName = undoName }
    if redoActionName != redoName { redoActionName = redoName }
  }
}
