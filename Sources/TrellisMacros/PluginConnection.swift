#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's side of the plugin: messages framed by an 8-byte little-endian length, on
/// standard input and output.
struct PluginConnection {
  /// The next message, or nil once the compiler closed the connection.
  func receive() -> [UInt8]? {
    guard let header = read(count: 8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    return read(count: Int(length))
  }

  func send(_ message: String) {
    let body = Array(message.utf8)
    var header = UInt64(body.count).littleEndian
    withUnsafeBytes(of: &header) { write(Array($0)) }
    write(body)
  }

  private func read(count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let result = buffer.withUnsafeMutableBytes { raw in
        #if canImport(Glibc)
          Glibc.read(0, raw.baseAddress! + filled, count - filled)
        #else
          Darwin.read(0, raw.baseAddress! + filled, count - filled)
        #endif
      }
      if result <= 0 { return nil }
      filled += result
    }
    return buffer
  }

  private func write(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        #if canImport(Glibc)
          Glibc.write(1, raw.baseAddress! + written, bytes.count - written)
        #else
          Darwin.write(1, raw.baseAddress! + written, bytes.count - written)
        #endif
      }
      if result <= 0 { return }
      written += result
    }
  }
}
