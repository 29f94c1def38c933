import Foundation

/// Which thread runs main-actor code. In an app that is the main thread; under a test runner the
/// main actor may run on another, so the graph records the thread it runs on.
package enum MainActorThread {
  private nonisolated(unsafe) static var thread: pthread_t?
  private static let lock = NSLock()

  /// Remembers the current thread as the main actor's; called from main-actor code.
  @MainActor package static func record() {
    let current = pthread_self()
    // Not `withLock`: its closure would be a main-actor closure handed to Foundation, which
    // Swift 6 guards with an executor check on every call.
    lock.lock()
    thread = current
    lock.unlock()
  }

  /// Whether the current thread is the one main-actor code runs on.
  package static var isCurrent: Bool {
    if Thread.isMainThread { return true }
    let current = pthread_self()
    return lock.withLock { thread.map { pthread_equal($0, current) != 0 } ?? false }
  }
}
