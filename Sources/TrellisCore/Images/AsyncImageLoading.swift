/// Loads an `AsyncImage`'s URL while the view is shown, and hands the outcome back.
struct AsyncImageLoading: PrimitiveModifier {
  typealias NodeType = AsyncImageLoadingNode
  /// The URL to load; nil loads nothing.
  var url: URL?
  /// Pixels per point of the decoded image.
  var scale: CGFloat
  /// Whether the outcome for `url` is already known, so that a view shown again does not load
  /// it again.
  var isSettled: Bool
  /// Receives the outcome of loading a URL.
  var deliver: @MainActor (URL, AsyncImagePhase) -> Void
}

/// Starts loading once the view has appeared, cancels the load when the view leaves, and starts
/// again (cancelling the old load) when the URL changes.
final class AsyncImageLoadingNode: PassThroughNode<AsyncImageLoading>, LifecycleNode, AppearanceObserver {
  private var task: Task<Void, Never>?
  private var loadingURL: URL?
  var hasAppeared = false

  override func didInstall() { graph.appearance.install(self) }

  func viewDidAppear() { startIfNeeded() }

  func viewDidDisappear(leavingTree: Bool) { stop() }

  override func modifierDidChange(from old: AsyncImageLoading) {
    guard hasAppeared, modifier.url != loadingURL else { return }
    stop()
    startIfNeeded()
  }

  func didDisappear() {
    stop()
    leaveAppearance()
  }

  private func stop() {
    task?.cancel()
    task = nil
    loadingURL = nil
  }

  private func startIfNeeded() {
    guard isAlive, task == nil, !modifier.isSettled, let url = modifier.url else { return }
    let decode = graph.services.imageDecoder
    let scale = modifier.scale
    loadingURL = url
    task = Task { @MainActor [weak self] in
      let phase = await AsyncImageLoading.phase(loading: url, scale: scale, decode: decode)
      guard !Task.isCancelled, let self, self.isAlive, self.loadingURL == url else { return }
      self.task = nil
      self.loadingURL = nil
      self.modifier.deliver(url, phase)
    }
  }
}

extension AsyncImageLoading {
  /// The phase that loading and decoding `url` ends in; both run off the main actor.
  @concurrent
  static func phase(
    loading url: URL, scale: CGFloat, decode: @Sendable (Data) throws -> ImageBuffer
  ) async -> AsyncImagePhase {
    do {
      let data = try await URLDataLoader.data(from: url)
      try Task.checkCancellation()
      return .success(Image(decorative: try decode(data), scale: scale))
    } catch {
      return .failure(error)
    }
  }
}
