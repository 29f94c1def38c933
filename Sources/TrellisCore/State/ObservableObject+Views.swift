extension ObservableObject {
  /// Has the node behind `token` evaluated again whenever the object announces a change,
  /// through its `objectWillChange`, whatever publisher that is.
  @MainActor func subscribeViews(_ token: InvalidationToken) {
    if let publisher = observableObjectPublisher {
      publisher.subscribe(token)
    } else {
      token.follow(objectWillChange, of: self)
    }
  }
}

extension InvalidationToken: ObjectChangeObserver {
  package var isObserving: Bool { node?.isAlive ?? false }
  package func objectWillChange() { invalidate() }
}
