/// A node told about every pointer move in its window, whichever view is under the pointer.
@MainActor
protocol PointerObserver: AnyObject {
  func pointerMoved(to point: CGPoint)
  func pointerExited()
  /// Told of every primary press before it goes to the view under it.
  func pointerPressed(at point: CGPoint)
}

extension PointerObserver {
  func pointerPressed(at point: CGPoint) {}
}

/// The pointer observers of a graph, held weakly so that removed nodes drop out.
@MainActor
struct PointerObservers {
  private var observers: [ObjectIdentifier: WeakObserver] = [:]

  private struct WeakObserver {
    weak var value: (any PointerObserver)?
  }

  mutating func add(_ observer: any PointerObserver) {
    observers[ObjectIdentifier(observer)] = WeakObserver(value: observer)
  }

  mutating func remove(_ observer: any PointerObserver) {
    observers[ObjectIdentifier(observer)] = nil
  }

  func pointerMoved(to point: CGPoint) {
    for observer in observers.values { observer.value?.pointerMoved(to: point) }
  }

  func pointerExited() {
    for observer in observers.values { observer.value?.pointerExited() }
  }

  func pointerPressed(at point: CGPoint) {
    for observer in observers.values { observer.value?.pointerPressed(at: point) }
  }
}
