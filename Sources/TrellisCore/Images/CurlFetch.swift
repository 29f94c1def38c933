import Dispatch

/// One http(s) fetch run by the `curl` program, which can be cancelled.
final class CurlFetch: @unchecked Sendable {
  // Guards `process` and `isCancelled`, which the fetching thread and a cancelling task share.
  private let lock = NSLock()
  private var process: Process?
  private var isCancelled = false

  /// The body at `url`, fetched by curl within `timeout` seconds and `maximumByteCount` bytes.
  static func data(from url: URL, timeout: Int, maximumByteCount: Int) async throws -> Data {
    guard let curl = executable(named: "curl") else {
      throw URLLoadingError(
        url: url,
        reason:
          "Trellis fetches http(s) URLs with the curl program, which is not installed (apt-get install curl)")
    }
    let fetch = CurlFetch()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // curl's output is read with blocking calls, which must not hold a thread of the
        // cooperative pool: the pool has one thread a core.
        DispatchQueue.global().async {
          continuation.resume(
            with: Result {
              try fetch.run(curl: curl, url: url, timeout: timeout, maximumByteCount: maximumByteCount)
            })
        }
      }
    } onCancel: {
      fetch.cancel()
    }
  }

  private func run(curl: URL, url: URL, timeout: Int, maximumByteCount: Int) throws -> Data {
    let process = Process()
    process.executableURL = curl
    process.arguments = [
      "--silent", "--show-error", "--fail", "--location", "--proto", "=http,https", "--max-time",
      "\(timeout)",
      "--max-filesize", "\(maximumByteCount)", url.absoluteString,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try lock.withLock {
      if isCancelled { throw CancellationError() }
      do {
        try process.run()
      } catch {
        throw URLLoadingError(url: url, reason: "cannot run \(curl.path): \(error.localizedDescription)")
      }
      self.process = process
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if lock.withLock({ isCancelled }) { throw CancellationError() }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw URLLoadingError(
        url: url, reason: text.isEmpty ? "curl failed with status \(process.terminationStatus)" : text)
    }
    return data
  }

  private func cancel() {
    lock.withLock {
      isCancelled = true
      if let process, process.isRunning { process.terminate() }
    }
  }

  /// The first executable called `name` on the PATH.
  private static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
    }
    return nil
  }
}
