import Foundation
import Testing
import TrellisCore

/// `UndoManager`, Foundation's API on Linux: groups per event, explicit and nested groups,
/// redo through what undo registers, names, limits, targets, notifications.
@MainActor
struct UndoManagerTests {
  final class Counter {
    var value = 0
    var log: [String] = []
  }

  /// Sets `counter` to `value`, registering the way back (the usual pattern).
  func set(_ counter: Counter, to value: Int, with manager: UndoManager) {
    let old = counter.value
    manager.registerUndo(withTarget: counter) { counter in self.set(counter, to: old, with: manager) }
    counter.value = value
  }

  /// Ends the event being handled, as a window's update pass does.
  func endEvent() { UndoEventGroups.closeAll() }

  @Test func whatOneEventRegistersIsOneStep() {
    let manager = UndoManager()
    let counter = Counter()
    set(counter, to: 1, with: manager)
    set(counter, to: 2, with: manager)
    endEvent()
    set(counter, to: 3, with: manager)
    endEvent()
    #expect(manager.undoCount == 2)
    manager.undo()
    #expect(counter.value == 2)
    manager.undo()
    #expect(counter.value == 0)
    #expect(!manager.canUndo)
    #expect(manager.redoCount == 2)
    manager.redo()
    #expect(counter.value == 2)
    manager.redo()
    #expect(counter.value == 3)
    #expect(!manager.canRedo)
  }

  @Test func undoClosesTheEventsOpenGroupFirst() {
    let manager = UndoManager()
    let counter = Counter()
    set(counter, to: 5, with: manager)
    #expect(manager.canUndo)
    #expect(manager.groupingLevel == 1)
    manager.undo()
    #expect(counter.value == 0)
    #expect(manager.groupingLevel == 0)
  }

  @Test func aNewChangeForgetsWhatWasUndone() {
    let manager = UndoManager()
    let counter = Counter()
    set(counter, to: 1, with: manager)
    endEvent()
    manager.undo()
    #expect(manager.canRedo)
    set(counter, to: 7, with: manager)
    endEvent()
    #expect(!manager.canRedo)
    manager.undo()
    #expect(counter.value == 0)
  }

  @Test func explicitGroupsNestInsideTheEventsGroup() {
    let manager = UndoManager()
    let counter = Counter()
    manager.beginUndoGrouping()
    #expect(manager.groupingLevel == 2)
    set(counter, to: 1, with: manager)
    manager.beginUndoGrouping()
    set(counter, to: 2, with: manager)
    manager.endUndoGrouping()
    manager.endUndoGrouping()
    set(counter, to: 3, with: manager)
    endEvent()
    #expect(manager.undoCount == 1)
    manager.undo()
    #expect(counter.value == 0)
  }

  @Test func withoutGroupingByEventGroupsAreExplicit() {
    let manager = UndoManager()
    manager.groupsByEvent = false
    let counter = Counter()
    manager.beginUndoGrouping()
    set(counter, to: 1, with: manager)
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 0)
    manager.beginUndoGrouping()
    set(counter, to: 2, with: manager)
    manager.endUndoGrouping()
    #expect(manager.undoCount == 2)
    manager.undo()
    #expect(counter.value == 1)
    // An unbalanced end is reported and ignored, not a crash.
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 0)
  }

  @Test func actionNamesTitleTheMenuItems() {
    let manager = UndoManager()
    let counter = Counter()
    #expect(manager.undoMenuItemTitle == "Undo")
    set(counter, to: 1, with: manager)
    manager.setActionName("Increment")
    endEvent()
    #expect(manager.undoActionName == "Increment")
    #expect(manager.undoMenuItemTitle == "Undo Increment")
    manager.undo()
    #expect(manager.redoMenuItemTitle == "Redo Increment")
    #expect(manager.undoMenuItemTitle == "Undo")
  }

  @Test func disabledRegistrationRecordsNothing() {
    let manager = UndoManager()
    let counter = Counter()
    manager.disableUndoRegistration()
    #expect(!manager.isUndoRegistrationEnabled)
    set(counter, to: 1, with: manager)
    manager.enableUndoRegistration()
    endEvent()
    #expect(!manager.canUndo)
    set(counter, to: 2, with: manager)
    endEvent()
    manager.undo()
    #expect(counter.value == 1)
  }

  @Test func isUndoingAndIsRedoingWhileTheHandlersRun() {
    let manager = UndoManager()
    let counter = Counter()
    manager.registerUndo(withTarget: counter) { counter in
      counter.log.append("undo \(manager.isUndoing) \(manager.isRedoing)")
      manager.registerUndo(withTarget: counter) { counter in
        counter.log.append("redo \(manager.isUndoing) \(manager.isRedoing)")
      }
    }
    endEvent()
    #expect(!manager.isUndoing)
    manager.undo()
    manager.redo()
    #expect(counter.log == ["undo true false", "redo false true"])
  }

  @Test func levelsOfUndoForgetTheOldestSteps() {
    let manager = UndoManager()
    manager.levelsOfUndo = 2
    let counter = Counter()
    for value in 1...4 {
      set(counter, to: value, with: manager)
      endEvent()
    }
    #expect(manager.undoCount == 2)
    manager.undo()
    manager.undo()
    #expect(counter.value == 2)
    #expect(!manager.canUndo)
  }

  @Test func removingATargetsActionsDropsStepsLeftEmpty() {
    let manager = UndoManager()
    let kept = Counter()
    let removed = Counter()
    set(kept, to: 1, with: manager)
    endEvent()
    set(removed, to: 1, with: manager)
    endEvent()
    set(kept, to: 2, with: manager)
    set(removed, to: 2, with: manager)
    endEvent()
    manager.removeAllActions(withTarget: removed)
    #expect(manager.undoCount == 2)
    manager.undo()
    #expect(kept.value == 1)
    #expect(removed.value == 2)
    manager.removeAllActions()
    #expect(!manager.canUndo)
    #expect(!manager.canRedo)
  }

  @Test func aStepWhoseTargetsAreGoneIsSkipped() {
    let manager = UndoManager()
    let kept = Counter()
    set(kept, to: 1, with: manager)
    endEvent()
    do {
      let gone = Counter()
      set(gone, to: 1, with: manager)
      endEvent()
    }
    manager.undo()
    #expect(kept.value == 0)
  }

  @Test func notificationsNameEachChange() {
    let manager = UndoManager()
    let counter = Counter()
    // Posted on the main thread, where the test runs, and delivered there at once.
    final class Names: @unchecked Sendable { var list: [String] = [] }
    let names = Names()
    let center = NotificationCenter.default
    let observed: [NSNotification.Name] = [
      .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerDidCloseUndoGroup, .NSUndoManagerWillUndoChange,
      .NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange,
    ]
    let tokens = observed.map { name in
      center.addObserver(forName: name, object: manager, queue: nil) { note in
        names.list.append(note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: ""))
      }
    }
    defer { tokens.forEach(center.removeObserver) }
    set(counter, to: 1, with: manager)
    endEvent()
    manager.undo()
    manager.redo()
    #expect(
      names.list == [
        "DidOpenUndoGroupNotification", "DidCloseUndoGroupNotification", "WillUndoChangeNotification",
        "DidUndoChangeNotification", "DidRedoChangeNotification",
      ])
  }

  @Test func theStateTellsWhetherUndoingCameBackToIt() {
    let manager = UndoManager()
    let counter = Counter()
    let start = manager.state
    set(counter, to: 1, with: manager)
    endEvent()
    let saved = manager.state
    #expect(saved != start)
    set(counter, to: 2, with: manager)
    endEvent()
    manager.undo()
    #expect(manager.state == saved)
    manager.undo()
    #expect(manager.state == start)
    manager.redo()
    #expect(manager.state == saved)
    manager.redo()
    #expect(manager.state != saved)
  }
}
